/** What the enrolment forms of every program share: the patient chosen and saving the enrolment. */
import { useNotify } from '@emr/shared-ui';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnrolInput, type PatientName, useEnrol } from './careProgram.resource.ts';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' } });

/** Saving an enrolment: refused in the form while a required field is missing, then saved with a toast. */
export function useEnrolSubmit(patient: PatientName, onDone: () => void) {
  const { t } = useTranslation('programs');
  const notify = useNotify();
  const enrol = useEnrol();
  const [missing, setMissing] = useState(false);
  const submit = (complete: boolean, input: EnrolInput) => {
    setMissing(!complete);
    if (!complete) return;
    enrol.mutate(input, {
      onSuccess: () => {
        notify('success', t('enrol.done', { name: patient.name }));
        onDone();
      },
      onError: (error) => notify('error', error.message),
    });
  };
  return { submit, missing, isPending: enrol.isPending };
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
  /** The message shown while a required field is missing, or null. */
  missing: string | null;
  disabled: boolean;
  onDone: () => void;
}

/** The end of every enrolment form: what is missing, then enrol and cancel. */
export function EnrolActions({ missing, disabled, onDone }: EnrolActionsProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  return (
    <>
      {missing && (
        <MessageBar intent="error">
          <MessageBarBody>{missing}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button appearance="primary" type="submit" disabled={disabled}>
          {t('enrol.submit')}
        </Button>
        <Button onClick={onDone}>{t('enrol.cancel')}</Button>
      </div>
    </>
  );
}
