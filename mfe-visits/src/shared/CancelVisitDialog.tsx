/**
 * Asks why a visit is cancelled or missed: one of the standard reasons (translated, stored in
 * English), one the clinic added (as typed), or the person's own words.
 */
import { STANDARD_CANCELLATION_REASONS, type StandardReasonKey } from '@emr/domain/visits';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_REASON_KEYS, useClinicReasons } from './cancellationReasons.resource.ts';

const OTHER = 'other';
/** The dropdown's value of a clinic's reason (its text), apart from the standard keys. */
const CLINIC = 'clinic:';

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
  const { reasons: clinicReasons } = useClinicReasons();
  const labelOf = (value: string) => (value === OTHER ? t('cancel.other') : value.startsWith(CLINIC) ? value.slice(CLINIC.length) : value ? t(`cancel.reasons.${value}`) : '');
  // a standard reason is stored in English (as the demo's are); a clinic's and free text as typed
  const reason = choice === OTHER ? text.trim() : choice.startsWith(CLINIC) ? choice.slice(CLINIC.length) : choice ? STANDARD_CANCELLATION_REASONS[choice as StandardReasonKey] : '';
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
                value={labelOf(choice)}
                selectedOptions={choice ? [choice] : []}
                onOptionSelect={(_event, data) => setChoice(data.optionValue ?? '')}
              >
                {STANDARD_REASON_KEYS.map((key) => (
                  <Option key={key} value={key}>
                    {t(`cancel.reasons.${key}`)}
                  </Option>
                ))}
                {clinicReasons.map((added) => (
                  <Option key={added} value={`${CLINIC}${added}`}>
                    {added}
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
