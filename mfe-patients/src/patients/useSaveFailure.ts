/**
 * One way to report a failed write of this folder: a stale Version shows the server's message
 * (someone else saved first) and asks for the row again; anything else its translated message.
 */
import { ERROR_TYPES } from '@emr/domain';
import { errorMessage, toAppError, useNotify } from '@emr/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useSaveFailure() {
  const { t } = useTranslation('patients');
  const notify = useNotify();
  return useCallback(
    (error: unknown, onConflict?: () => void) => {
      const appError = toAppError(error);
      if (appError.errorType === ERROR_TYPES.conflict) {
        notify('error', t('form.conflictTitle'), appError.message || errorMessage(t, error));
        onConflict?.();
        return;
      }
      notify('error', t('form.saveFailed'), errorMessage(t, error));
    },
    [notify, t],
  );
}
