/** How a clinic setting is saved: a toast either way; refused because someone changed the clinic meanwhile, it is read again. */
import { ERROR_TYPES } from '@emr/domain';
import { errorMessage, toAppError, useNotify } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';

export function useSettingSaver(refetch: () => unknown) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  /** Runs `write`; true when it was saved. */
  return async (write: () => Promise<unknown>, saved: { title: string; note: string }): Promise<boolean> => {
    try {
      await write();
      notify('success', saved.title, saved.note);
      return true;
    } catch (failure) {
      notify('error', t('common:state.errorTitle'), errorMessage(t, failure));
      if (toAppError(failure).errorType === ERROR_TYPES.conflict) void refetch();
      return false;
    }
  };
}
