/** Picks a patient with the navbar's search (name, PatientID, date of birth or phone): type, then choose. */
import { isPatientSearch } from '@emr/domain';
import { Bidi, useDebouncedValue } from '@emr/shared-ui';
import { Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientMatches } from '../board/board.resource.ts';
import type { Person } from '../shared/people.resource.ts';

export interface PatientPickerProps {
  value: Person | null;
  onChange: (patient: Person | null) => void;
  error?: string | undefined;
  /** A visit needs its patient; a task may have none. */
  required?: boolean;
}

export function PatientPicker({ value, onChange, error, required = true }: PatientPickerProps) {
  const { t } = useTranslation('visits');
  const [term, setTerm] = useState(value ? value.name : '');
  // a patient chosen elsewhere (the page's ?patientId=) shows by name
  useEffect(() => {
    if (value) setTerm(value.name);
  }, [value]);
  const debounced = useDebouncedValue(term.trim(), 200);
  const searching = isPatientSearch(debounced) && debounced !== value?.name;
  const matches = usePatientMatches(searching ? debounced : '');
  const found = matches.data ?? [];
  return (
    <Field label={t('add.patient')} required={required} hint={t('board.searchHint')} validationMessage={error}>
      <Combobox
        freeform
        value={term}
        selectedOptions={value ? [value.id] : []}
        placeholder={t('add.patientPlaceholder')}
        onChange={(event) => {
          setTerm(event.target.value);
          if (value) onChange(null);
        }}
        onOptionSelect={(_event, data) => {
          const patient = found.find((p) => p.id === data.optionValue) ?? null;
          onChange(patient);
          if (patient) setTerm(patient.name);
        }}
      >
        {matches.isFetching && <Option disabled value="" text={t('board.searching')}><Spinner size="tiny" label={t('board.searching')} /></Option>}
        {searching && matches.data !== undefined && found.length === 0 && (
          <Option disabled value="" text={t('board.noPatientMatch', { term: debounced })}>
            {t('board.noPatientMatch', { term: debounced })}
          </Option>
        )}
        {found.map((p) => (
          <Option key={p.id} value={p.id} text={p.name}>
            <Bidi>{`${p.name} · ${p.id}`}</Bidi>
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
