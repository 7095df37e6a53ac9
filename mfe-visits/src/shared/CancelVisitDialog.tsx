/** Asks why a visit is cancelled or missed: one of the usual reasons or the person's own words. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const REASONS = ['patientRequest', 'patientIll', 'transportation', 'workConflict', 'weather', 'providerUnavailable', 'rescheduled', 'insurance', 'didNotArrive'] as const;
const OTHER = 'other';

export interface CancelVisitDialogProps {
  open: boolean;
  kind: 'Cancelled' | 'NoShow';
  patient: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function CancelVisitDialog({ open, kind, patient, busy, onConfirm, onCancel }: CancelVisitDialogProps) {
  const { t } = useTranslation('visits');
  const [choice, setChoice] = useState<string>(kind === 'NoShow' ? 'didNotArrive' : '');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  // a listed reason is stored in English (the source language), as the demo's are; free text as typed
  const reason = choice === OTHER ? text.trim() : choice ? t(`cancel.reasons.${choice}`, { lng: 'en' }) : '';
  const confirm = () => {
    setTried(true);
    if (reason) onConfirm(reason);
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(kind === 'NoShow' ? 'cancel.titleNoShow' : 'cancel.titleCancelled', { patient })}</DialogTitle>
          <DialogContent>
            <Field label={t('cancel.reason')} required validationMessage={tried && !reason && choice !== OTHER ? t('cancel.required') : undefined}>
              <Dropdown
                placeholder={t('cancel.reasonPlaceholder')}
                value={choice === OTHER ? t('cancel.other') : choice ? t(`cancel.reasons.${choice}`) : ''}
                selectedOptions={choice ? [choice] : []}
                onOptionSelect={(_event, data) => setChoice(data.optionValue ?? '')}
              >
                {REASONS.map((key) => (
                  <Option key={key} value={key}>
                    {t(`cancel.reasons.${key}`)}
                  </Option>
                ))}
                <Option value={OTHER}>{t('cancel.other')}</Option>
              </Dropdown>
            </Field>
            {choice === OTHER && (
              <Field label={t('cancel.otherText')} required validationMessage={tried && !reason ? t('cancel.required') : undefined}>
                <Textarea value={text} onChange={(_event, data) => setText(data.value)} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('cancel.back')}</Button>
            <Button appearance="primary" disabled={busy} onClick={confirm}>
              {t('cancel.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
