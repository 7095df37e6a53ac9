/** The confirmation dialog itself (ConfirmDialog.tsx loads it when it first opens). */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import { DangerButton } from './DangerButton.tsx';

export function ConfirmDialogSurface({ open, title, body, confirmLabel, busy = false, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const Confirm = danger ? DangerButton : Button;
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Confirm appearance="primary" onClick={onConfirm} disabled={busy}>
              {confirmLabel ?? t('actions.confirm')}
            </Confirm>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
