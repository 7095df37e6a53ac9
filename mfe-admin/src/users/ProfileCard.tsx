/** The profile of a staff account, with an inline rename for the roles that may edit names. */
import { errorMessage, useNotify, formatDateTime } from '@emr/shared-ui';
import { Button, Card, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@emr/shared-ui/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from './FactList.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { type StaffMember, useRenameStaff } from './users.resource.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  rename: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface ProfileCardProps {
  member: StaffMember;
  canRename: boolean;
  /** Reads the account again (after someone else changed it). */
  onStale: () => void;
}

export function ProfileCard({ member, canRename, onStale }: ProfileCardProps) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const rename = useRenameStaff();
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | undefined>(undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fullName = (draft ?? '').trim();
    if (!fullName || fullName.length > 200) {
      // the shared wording of the rule; the form helpers load only when a message is needed
      const { fieldRule } = await import('@emr/shared-ui/form');
      setDraftError(fullName ? fieldRule(t, 'tooLong', t('add.fullName'), { max: 200 }) : fieldRule(t, 'required', t('add.fullName')));
      return;
    }
    try {
      await rename.mutateAsync({ member, fullName });
      notify('success', t('view.nameSaved'));
      setDraft(null);
    } catch (error) {
      notify('error', t('common:state.errorTitle'), errorMessage(t, error));
      onStale();
    }
  };

  const rows: [string, ReactNode][] = [
    [t('view.fields.email'), member.email],
    [t('view.fields.role'), t(`common:roles.${member.role}`, { defaultValue: member.role })],
    [t('view.fields.status'), <StatusBadge key="status" status={member.status} />],
    ...(member.cellPhone ? ([[t('view.fields.phone'), member.cellPhone]] as [string, ReactNode][]) : []),
    [t('view.fields.added'), formatDateTime(member.createdAt, i18n.language)],
    [t('view.fields.lastLogin'), member.lastLogin ? formatDateTime(member.lastLogin, i18n.language) : t('view.never')],
  ];

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('view.profile')}
      </Text>
      <FactList rows={rows} />
      {canRename &&
        (draft === null ? (
          <div>
            <Button icon={<EditRegular />} onClick={() => setDraft(member.fullName)}>
              {t('view.editName')}
            </Button>
          </div>
        ) : (
          <form className={styles.rename} onSubmit={(event) => void save(event)} noValidate>
            <Field label={t('add.fullName')} required validationMessage={draftError}>
              <Input
                name="fullName"
                value={draft}
                autoFocus
                onChange={(_event, data) => {
                  setDraft(data.value);
                  setDraftError(undefined);
                }}
              />
            </Field>
            <Button type="submit" appearance="primary" disabled={rename.isPending}>
              {t('view.saveName')}
            </Button>
            <Button type="button" onClick={() => setDraft(null)} disabled={rename.isPending}>
              {t('common:actions.cancel')}
            </Button>
          </form>
        ))}
    </Card>
  );
}
