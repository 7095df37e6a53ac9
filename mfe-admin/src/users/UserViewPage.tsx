/**
 * /apps/user/view/{id}: one staff account — its profile, its credentials (credential, NPI,
 * taxonomy code), what an administrator may do with it (role, activation, password reset) and
 * the audit of changes to it and by it.
 */
import { paths } from '@emr/domain';
import { PageHeader, StateView, useCurrentUserId } from '@emr/shared-ui';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountActions } from './AccountActions.tsx';
import { CredentialsCard } from './CredentialsCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { useStaffPermissions } from './staffPermissions.ts';
import { UserAudit } from './UserAudit.tsx';
import { useStaffMember } from './users.resource.ts';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  // the arrow points back in the reading direction
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
});

export function UserViewPage() {
  const { id = '' } = useParams();
  // a new id is a new page: no state carries over from the previous account
  return <UserView key={id} id={id} />;
}

interface UserViewProps {
  id: string;
}

function UserView({ id }: UserViewProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const permissions = useStaffPermissions();
  const currentUserId = useCurrentUserId();
  const { member, isLoading, error, refetch } = useStaffMember(id);
  const back = (
    <Button icon={<ArrowLeftRegular className={styles.flip} />} onClick={() => navigate(paths.userList())}>
      {t('view.backToList')}
    </Button>
  );

  if (isLoading || error || !member) {
    return (
      <div>
        <PageHeader title={t('users.listTitle')} />
        <StateView isLoading={isLoading} error={error} isEmpty={!member} onRetry={() => void refetch()} emptyTitle={t('view.notFoundTitle')} emptyAction={back}>
          {null}
        </StateView>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <PageHeader title={member.fullName} subtitle={member.email} actions={back} />
      <ProfileCard member={member} canRename={permissions.canRename} onStale={() => void refetch()} />
      <CredentialsCard member={member} onStale={() => void refetch()} />
      <AccountActions member={member} isSelf={member.id === currentUserId} permissions={permissions} />
      <UserAudit userId={member.id} />
    </div>
  );
}
