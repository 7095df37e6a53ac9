/**
 * The warning a new medication raises (an allergy or an active medication of the same
 * ingredient or class): what matches and why, and the reason the prescriber goes ahead —
 * required to save, and kept in the medication's history with their name.
 */
import type { MedicationCheck } from '@emr/domain/vocabularies';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@emr/shared-ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { marginBlock: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
});

export interface SafetyWarningDialogProps {
  /** The medication's name and the check's findings; null when closed. */
  warning: { name: string; check: Pick<MedicationCheck, 'warnings' | 'unchecked'> } | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** One line per finding, in the interface language. */
export function useWarningText() {
  const { t } = useTranslation('patients');
  return (name: string, warning: { kind: string; via: string; match: string; entry: string }) =>
    t(`safety.warning.${warning.kind === 'allergy' ? 'allergy' : 'duplication'}${warning.via === 'ingredient' ? 'Ingredient' : 'Class'}`, {
      name: name,
      entry: warning.entry,
      match: warning.match,
    });
}

export function SafetyWarningDialog({ warning, busy, onConfirm, onCancel }: SafetyWarningDialogProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const text = useWarningText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const title = warning ? t('safety.warning.title', { name: warning.name }) : '';
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={warning !== null} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface aria-label={title}>
        {warning && (
          <DialogBody>
            <DialogTitle>
              <span className={styles.title}>
                <WarningFilled aria-hidden className={styles.icon} />
                {title}
              </span>
            </DialogTitle>
            <DialogContent className={styles.content}>
              <div>
                <Text>{t('safety.warning.intro')}</Text>
                <ul className={styles.list}>
                  {warning.check.warnings.map((w, index) => (
                    <li key={index}>
                      <Text weight="semibold">{text(warning.name, { ...w, entry: w.entry.name })}</Text>
                    </li>
                  ))}
                </ul>
                {warning.check.unchecked.length > 0 && <Text>{t('safety.warning.unchecked', { names: warning.check.unchecked.map((e) => e.name).join(', ') })}</Text>}
              </div>
              <Field label={t('safety.warning.reason')} required hint={t('safety.warning.reasonHint')} validationMessage={missing && !reason.trim() ? t('safety.warning.reasonRequired') : undefined}>
                <Textarea value={reason} onChange={(_event, data) => setReason(data.value)} resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={confirm} disabled={busy}>
                {t('safety.warning.confirm')}
              </Button>
              <Button onClick={onCancel}>{t('safety.warning.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
