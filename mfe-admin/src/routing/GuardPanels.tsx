/** The small panels the administration shows instead of a page: not authorized, not found. */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

interface PanelProps {
  title: string;
  body: string;
  showUsersLink: boolean;
}

function Panel({ title, body, showUsersLink }: PanelProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.panel}>
      <Text as="h1" size={600} weight="semibold">
        {title}
      </Text>
      <Text as="p">{body}</Text>
      {showUsersLink && <Button onClick={() => navigate('/apps/user/list')}>{t('guard.toUsers')}</Button>}
    </div>
  );
}

export function NotAuthorizedPanel() {
  const { t } = useTranslation('admin');
  return <Panel title={t('guard.notAuthorizedTitle')} body={t('guard.notAuthorizedBody')} showUsersLink={false} />;
}

export interface NotFoundPanelProps {
  /** Offer a way to the user list (for roles that may read it). */
  showUsersLink: boolean;
}

export function NotFoundPanel({ showUsersLink }: NotFoundPanelProps) {
  const { t } = useTranslation('admin');
  return <Panel title={t('guard.notFoundTitle')} body={t('guard.notFoundBody')} showUsersLink={showUsersLink} />;
}
