/** Asks why a medication is stopped (the reason is required and goes into its history). */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StopMedicationDialogProps {
  /** The medication's name while the dialog is open; null when closed. */
  medicationName: string | null;
  busy: boolean;
  onStop: (reason: string) => void;
  onCancel: () => void;
}

export function StopMedicationDialog({ medicationName, busy, onStop, onCancel }: StopMedicationDialogProps) {
  const { t } = useTranslation('patients');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  const submit = () => {
    if (!reason.trim()) {
      // the shared wording of the rule (the form helpers load with the first message)
      void import('@emr/shared-ui/form').then(({ fieldRule }) => setError(fieldRule(t, 'required', t('medications.stop.reason'))));
      return;
    }
    onStop(reason.trim());
  };
  return (
    <Dialog open={medicationName !== null} modalType="alert" onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('medications.stop.title')}</DialogTitle>
          <DialogContent>
            <p>{t('medications.stop.body', { name: medicationName ?? '' })}</p>
            <Field label={t('medications.stop.reason')} required validationMessage={error}>
              <Textarea value={reason} onChange={(_event, data) => setReason(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={submit} disabled={busy}>
              {t('medications.stop.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
