/**
 * Account tab: the person's own details. E-mail, role and clinic are read-only here (an
 * administrator changes them); the name is theirs to edit (Profile permission) and is saved
 * with the Version that was read, so a concurrent change is refused, not overwritten.
 */
import type { AppAbility } from '@emr/domain';
import { type EmrRecord, StateView, errorMessage, queryClient, recordKeys, records, sessionStore, useAbility, useRecord, useRecordMutation, useSession, str, selection } from '@emr/shared-ui';
import { USER_FIELD_RULES } from '@emr/domain/fieldRules';
import { TextField, domainRules, useZodForm } from '@emr/shared-ui/form';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMessage } from '../../auth/FormMessage.tsx';
import { DetailList } from '../DetailList.tsx';
import { Section } from '../Section.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The name's rules are the User record's (USER_FIELD_RULES, the server's), in this form's own words. */
function nameSchema(t: TFunction) {
  return z.object({ FullName: z.string().trim() }).superRefine(
    domainRules(t, { FullName: USER_FIELD_RULES.FullName }, {
      toRecord: (values) => values,
      fields: { FullName: 'FullName' },
      label: () => t('shell:pages.account.details.fullName'),
      message: ({ rule, params }) => t(rule === 'tooLong' ? 'shell:pages.account.details.nameTooLong' : 'shell:pages.account.details.nameRequired', { ...params }),
    }),
  );
}

interface NameFormProps {
  record: EmrRecord;
}

function NameForm({ record }: NameFormProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const canEdit = ability.can('update', 'Profile', 'FullName');
  const form = useZodForm(nameSchema(t), { defaultValues: { FullName: str(record['FullName']) } });
  const save = useRecordMutation((FullName: string) => records.update(record, { FullName }));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async ({ FullName }) => {
    setError(null);
    setSaved(false);
    try {
      const updated = await save.mutateAsync(FullName);
      const session = sessionStore.getState();
      if (session.userData && session.accessToken) {
        session.signIn({ ...session.userData, FullName: str(updated['FullName']) || FullName }, session.accessToken, session.userAbilityRules);
      }
      form.reset({ FullName });
      setSaved(true);
    } catch (e) {
      setError(errorMessage(t, e));
      // the next save works from the record as it is now
      void queryClient.invalidateQueries({ queryKey: recordKeys.record(record.id) });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('pages.account.details.formLabel')}>
      {saved && <FormMessage intent="success">{t('pages.account.details.saved')}</FormMessage>}
      {error && <FormMessage intent="error">{error}</FormMessage>}
      <TextField control={form.control} name="FullName" label={t('pages.account.details.fullName')} autoComplete="name" required />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy || !canEdit || !form.formState.isDirty}>
          {busy ? t('pages.account.saving') : t('pages.account.details.save')}
        </Button>
        <Button type="button" disabled={busy || !form.formState.isDirty} onClick={() => form.reset()}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** What the tab shows of the person's User record, and of their clinic. */
const ACCOUNT_FIELDS = selection('FullName', 'Role', 'Email');
const CLINIC_FIELDS = selection('Name');

export function AccountTab() {
  const { t } = useTranslation('shell');
  const userData = useSession((state) => state.userData);
  const record = useRecord(userData?.id ?? null, { selectionSet: ACCOUNT_FIELDS });
  const clinic = useRecord(userData?.ClinicID ?? null, { selectionSet: CLINIC_FIELDS });
  const role = str(record.data?.['Role']) || str(userData?.Role);
  return (
    <>
      <Section title={t('pages.account.details.heading')} description={t('pages.account.details.intro')}>
        <StateView isLoading={record.isLoading} error={record.error} isEmpty={!record.data} onRetry={() => void record.refetch()}>
          {record.data && <NameForm record={record.data} />}
        </StateView>
      </Section>
      <Section title={t('pages.account.details.accountHeading')} description={t('pages.account.details.emailHint')}>
        <DetailList
          items={[
            { term: t('pages.account.details.email'), value: str(record.data?.['Email']) || userData?.Email },
            { term: t('pages.account.details.role'), value: role ? t(`common:roles.${role}`, { defaultValue: role }) : '—' },
            { term: t('pages.account.details.clinic'), value: str(clinic.data?.['Name']) || userData?.ClinicID },
          ]}
        />
      </Section>
    </>
  );
}

