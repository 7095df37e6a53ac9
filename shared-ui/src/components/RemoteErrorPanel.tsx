/** Shown in a remote's own area when it fails to load or throws; the rest of the app keeps working. */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface RemoteErrorPanelProps {
  appId: string;
  error?: unknown;
  onRetry?: () => void;
}

export function RemoteErrorPanel({ appId, error, onRetry = () => globalThis.location.reload() }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="error" role="alert" data-remote-error={appId}>
      <MessageBarBody>
        <MessageBarTitle>{t('remote.failedTitle')}</MessageBarTitle>
        {t('remote.failedBody')}
        {error instanceof Error && <div>{error.message}</div>}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('actions.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
