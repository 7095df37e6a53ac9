/** Finds the patient a claim, payment or plan is for (name, PatientID, date of birth or phone: the navbar's search). */
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, errorMessage, formatDate, useDebouncedValue } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PatientChoice, usePatientChoices } from './claim.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxInlineSize: '40rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  choice: { justifyContent: 'flex-start', inlineSize: '100%' },
});

export interface PatientPickerProps {
  onPick: (patient: PatientChoice) => void;
}

export function PatientPicker({ onPick }: PatientPickerProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const [term, setTerm] = useState('');
  const search = usePatientChoices(useDebouncedValue(term, 250));
  const results = search.data ?? [];
  return (
    <div className={styles.root}>
      <Field label={t('patient.search')} hint={t('patient.searchHint')}>
        <Input type="search" value={term} onChange={(_, data) => setTerm(data.value)} />
      </Field>
      {search.isFetching && <Spinner size="tiny" label={t('patient.searching')} />}
      {search.error ? <Text role="alert">{errorMessage(t, search.error)}</Text> : null}
      {search.isSuccess && results.length === 0 && <Text>{t('patient.noMatch')}</Text>}
      {results.length > 0 && (
        <ul className={styles.list} aria-label={t('patient.results')}>
          {results.map((patient) => (
            <li key={patient.id}>
              <Button appearance="subtle" className={styles.choice} onClick={() => onPick(patient)}>
                <Bidi>{patient.name}</Bidi>&nbsp;·&nbsp;<Bidi>{patient.patientId}</Bidi>&nbsp;·&nbsp;{formatDate(patient.dob, i18n.language)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
