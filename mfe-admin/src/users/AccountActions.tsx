/**
 * What an administrator does with an account: change its role, activate or deactivate it
 * (after a confirmation; deactivation ends its sessions) and send a password reset. Nobody
 * changes the role or status of their own account (the server refuses it too).
 */
import { ROLES, type Role, isRole } from '@emr/domain';
import { ConfirmDialog, errorMessage, useNotify } from '@emr/shared-ui';
import { Button, Card, Dropdown, Field, MessageBar, MessageBarBody, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyResetRegular, PersonAvailableRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPermissions } from './staffPermissions.ts';
import { type StaffMember, useResetPassword, useSetRole, useSetStatus } from './users.resource.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '200px' },
});

type Pending = 'status' | 'reset' | null;

export interface AccountActionsProps {
  member: StaffMember;
  isSelf: boolean;
  permissions: StaffPermissions;
}

export function AccountActions({ member, isSelf, permissions }: AccountActionsProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const setRole = useSetRole();
  const setStatus = useSetStatus();
  const resetPassword = useResetPassword();
  const [role, chooseRole] = useState<Role | null>(isRole(member.role) ? member.role : null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const roleLabel = (value: string) => t(`common:roles.${value}`, { defaultValue: value });
  const fail = (error: unknown) => notify('error', t('common:state.errorTitle'), errorMessage(t, error));

  const canRole = permissions.canChangeRole && !isSelf;
  const canStatus = permissions.canChangeStatus && !isSelf;
  const canReset = permissions.canResetPassword;
  const active = member.status === 'Active';
  const name = member.fullName;

  if (!permissions.canChangeRole && !permissions.canChangeStatus && !canReset) return null;

  const changeRole = async () => {
    if (!role) return;
    try {
      await setRole.mutateAsync({ userId: member.id, role });
      notify('success', t('view.roleChanged', { role: roleLabel(role) }));
    } catch (error) {
      fail(error);
    }
  };

  const confirm = async () => {
    try {
      if (confirming === 'status') {
        await setStatus.mutateAsync({ userId: member.id, status: active ? 'Inactive' : 'Active' });
        notify('success', t(active ? 'view.deactivated' : 'view.activated', { name }));
      } else if (confirming === 'reset') {
        await resetPassword.mutateAsync({ userId: member.id });
        notify('success', t('view.resetSent', { email: member.email }));
      }
    } catch (error) {
      fail(error);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('view.account')}
      </Text>
      {isSelf && (permissions.canChangeRole || permissions.canChangeStatus) && (
        <MessageBar intent="info">
          <MessageBarBody>{t('view.self')}</MessageBarBody>
        </MessageBar>
      )}
      {canRole && (
        <div className={styles.row}>
          <Field label={t('view.roleLabel')} hint={t('view.roleApplies')}>
            <Dropdown
              className={styles.dropdown}
              value={role ? roleLabel(role) : ''}
              selectedOptions={role ? [role] : []}
              onOptionSelect={(_event, data) => chooseRole(isRole(data.optionValue) ? data.optionValue : null)}
            >
              {ROLES.map((value) => (
                <Option key={value} value={value}>
                  {roleLabel(value)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Button onClick={() => void changeRole()} disabled={!role || role === member.role || setRole.isPending}>
            {t('view.changeRole')}
          </Button>
        </div>
      )}
      {(canStatus || canReset) && (
        <div className={styles.row}>
          {canStatus && (
            <Button icon={active ? <PersonProhibitedRegular /> : <PersonAvailableRegular />} onClick={() => setConfirming('status')}>
              {active ? t('view.deactivate') : t('view.activate')}
            </Button>
          )}
          {canReset && (
            <Button icon={<KeyResetRegular />} onClick={() => setConfirming('reset')}>
              {t('view.resetPassword')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming === 'status'}
        danger={active}
        title={t(active ? 'view.deactivateTitle' : 'view.activateTitle', { name })}
        body={t(active ? 'view.deactivateBody' : 'view.activateBody')}
        confirmLabel={active ? t('view.deactivate') : t('view.activate')}
        busy={setStatus.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        title={t('view.resetTitle', { name })}
        body={t('view.resetBody')}
        confirmLabel={t('view.resetPassword')}
        busy={resetPassword.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
