/**
 * Asks before registering a patient who may already exist (same name and date of birth): names
 * each match with its PatientID and a link to its chart (in a new tab, so the form stays). The
 * safe answers are the prominent ones: open the existing patient (one match) or cancel (several);
 * "Create anyway" is there, never the primary action.
 */
import { paths } from '@emr/domain';
import { formatDate } from '@emr/shared-ui';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Patient } from './patient.resource.ts';

export interface DuplicateDialogProps {
  open: boolean;
  duplicates: readonly Patient[];
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Opens the one existing patient's chart instead of registering another. */
  onOpen: (existing: Patient) => void;
}

export function DuplicateDialog({ open, duplicates, busy = false, onConfirm, onCancel, onOpen }: DuplicateDialogProps) {
  const { t, i18n } = useTranslation('patients');
  const [only] = duplicates.length === 1 ? duplicates : [];
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
                  <Link href={paths.patientChart(p.patientId)} target="_blank" rel="noopener">
                    {t('duplicate.match', { name: p.fullName, patientId: p.patientId, dob: formatDate(p.dob, i18n.language) })}
                  </Link>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onConfirm} disabled={busy}>
              {t('duplicate.createAnyway')}
            </Button>
            <Button appearance={only ? 'secondary' : 'primary'} onClick={onCancel} disabled={busy}>
              {t('duplicate.cancel')}
            </Button>
            {only && (
              <Button appearance="primary" onClick={() => onOpen(only)} disabled={busy}>
                {t('duplicate.openExisting')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
