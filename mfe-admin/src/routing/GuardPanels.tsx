/** The panels the administration shows instead of a page: not authorized, not found. */
import { paths } from '@emr/domain';
import { MessagePanel } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotAuthorizedPanel() {
  const { t } = useTranslation('admin');
  return <MessagePanel title={t('guard.notAuthorizedTitle')} body={t('guard.notAuthorizedBody')} />;
}

export interface NotFoundPanelProps {
  /** Offer a way to the user list (for roles that may read it). */
  showUsersLink: boolean;
}

export function NotFoundPanel({ showUsersLink }: NotFoundPanelProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <MessagePanel
      title={t('guard.notFoundTitle')}
      body={t('guard.notFoundBody')}
      action={showUsersLink && <Button onClick={() => void navigate(paths.userList())}>{t('guard.toUsers')}</Button>}
    />
  );
}
