/**
 * Asks before registering a patient who may already exist (same name and date of birth): names
 * each match with its PatientID and a link to its chart (in a new tab, so the form stays).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';
import { paths } from '../routing/paths.ts';
import type { Patient } from './patient.resource.ts';

export interface DuplicateDialogProps {
  open: boolean;
  duplicates: readonly Patient[];
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DuplicateDialog({ open, duplicates, busy = false, onConfirm, onCancel }: DuplicateDialogProps) {
  const { t, i18n } = useTranslation('patients');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('duplicate.title')}</DialogTitle>
          <DialogContent>
            <Text as="p">{t('duplicate.body', { count: duplicates.length })}</Text>
            <ul>
              {duplicates.map((p) => (
                <li key={p.id}>
                  <Link href={paths.chart(p.patientId)} target="_blank" rel="noopener">
                    {t('duplicate.match', { name: p.fullName, patientId: p.patientId, dob: formatDate(p.dob, i18n.language) })}
                  </Link>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('duplicate.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy}>
              {t('duplicate.createAnyway')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
