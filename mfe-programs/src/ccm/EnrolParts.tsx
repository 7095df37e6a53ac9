/** What the enrolment forms of every program share: the patient chosen and saving the enrolment. */
import { useNotify } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnrolInput, type PatientName, useEnrol } from './careProgram.resource.ts';
import { type EnrolField, enrolProblems } from './enrolRules.ts';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' } });

/**
 * Saving an enrolment: refused in the form while it breaks the domain's enrolment rules (each
 * problem on its field; `labels` renames a field as the form shows it), then saved with a toast.
 */
export function useEnrolSubmit(patient: PatientName, onDone: () => void, labels?: Partial<Record<EnrolField, string>>) {
  const { t } = useTranslation('programs');
  const notify = useNotify();
  const enrol = useEnrol();
  const [problems, setProblems] = useState<Partial<Record<EnrolField, string>>>({});
  const submit = (input: EnrolInput) => {
    const found = enrolProblems(t, input, labels);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    enrol.mutate(input, {
      onSuccess: () => {
        notify('success', t('enrol.done', { name: patient.name }));
        onDone();
      },
      onError: (error) => notify('error', error.message),
    });
  };
  return { submit, problems, isPending: enrol.isPending };
}

/** The patient chosen, with a way back to the search. */
export function ChosenPatient({ patient, onChange }: Pick<EnrolDetailsProps, 'patient' | 'onChange'>) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Text weight="semibold">
        {t('enrol.chosen')} <bdi>{patient.name}</bdi>
      </Text>
      <Button appearance="subtle" onClick={onChange}>
        {t('enrol.change')}
      </Button>
    </div>
  );
}

export interface EnrolDetailsProps {
  patient: PatientName;
  onChange: () => void;
  onDone: () => void;
}

export interface EnrolActionsProps {
  disabled: boolean;
  onDone: () => void;
}

/** The end of every enrolment form: enrol and cancel. */
export function EnrolActions({ disabled, onDone }: EnrolActionsProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Button appearance="primary" type="submit" disabled={disabled}>
        {t('enrol.submit')}
      </Button>
      <Button onClick={onDone}>{t('enrol.cancel')}</Button>
    </div>
  );
}
