/**
 * A staff member's credential, NPI and taxonomy code (docs/data-model.md, User): who may be a
 * claim's rendering provider, a program's billing practitioner or a note's signer follows from
 * them (`mayRender`, `mayBill`, `maySignVisitNotes` in @emr/domain). An administrator keeps them;
 * the form checks them with the User record's rules (the NPI's check digit, the NUCC form), which
 * the server applies too, and the server takes them from no other role.
 */
import { type AppAbility, CREDENTIALS, mayRender } from '@emr/domain';
import { USER_FIELD_RULES } from '@emr/domain/fieldRules';
import { errorMessage, useAbility, useNotify } from '@emr/shared-ui';
import { TextField, domainRules, useFormFieldStyles, useZodForm } from '@emr/shared-ui/form';
import { Button, Card, Dropdown, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FactList } from './FactList.tsx';
import { type StaffMember, credentialFields, useSaveCredentials } from './users.resource.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  form: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(14em, 100%), 1fr))', alignItems: 'start' },
  actions: { gridColumn: '1 / -1' },
});

/** The form's values typed by a zod shape; its rules the User record's (USER_FIELD_RULES, the server's). */
export function credentialsSchema(t: TFunction) {
  return z
    .object({ credential: z.string(), npi: z.string(), taxonomyCode: z.string() })
    .superRefine(
      domainRules(t, USER_FIELD_RULES, {
        toRecord: credentialFields,
        fields: { Credential: 'credential', NPI: 'npi', TaxonomyCode: 'taxonomyCode' },
        label: (field) => t(`credentials.${field}`),
      }),
    );
}

type CredentialValues = z.input<ReturnType<typeof credentialsSchema>>;

export interface CredentialsCardProps {
  member: StaffMember;
  /** Reads the account again (after someone else changed it). */
  onStale: () => void;
}

export function CredentialsCard({ member, onStale }: CredentialsCardProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const fieldStyles = useFormFieldStyles();
  const notify = useNotify();
  const canEdit = useAbility<AppAbility>().can('update', 'User', 'Credential');
  const save = useSaveCredentials();
  const schema = useMemo(() => credentialsSchema(t), [t]);
  // the form follows the account as read (a save reads it back)
  const values = useMemo(() => ({ credential: member.credential, npi: member.npi, taxonomyCode: member.taxonomyCode }), [member.credential, member.npi, member.taxonomyCode]);
  const form = useZodForm<CredentialValues>(schema, { values });
  const credentialLabel = (value: string) => (value ? t(`credentials.names.${value}`, { defaultValue: value }) : t('credentials.none'));

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await save.mutateAsync({ member, credentials });
      notify('success', t('credentials.saved'));
    } catch (error) {
      notify('error', t('common:state.errorTitle'), errorMessage(t, error));
      onStale();
    }
  });

  const rows: [string, ReactNode][] = [
    [t('credentials.credential'), credentialLabel(member.credential)],
    [t('credentials.npi'), member.npi || '—'],
    [t('credentials.taxonomyCode'), member.taxonomyCode || '—'],
  ];

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('credentials.heading')}
      </Text>
      <Text>{mayRender(member.credential) ? t('credentials.practitioner') : t('credentials.notPractitioner')}</Text>
      {canEdit ? (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('credentials.heading')}>
          <Controller
            control={form.control}
            name="credential"
            render={({ field, fieldState }) => (
              <Field className={fieldStyles.field} label={t('credentials.credential')} validationMessage={fieldState.error?.message}>
                <Dropdown
                  ref={field.ref}
                  className={fieldStyles.control}
                  value={credentialLabel(field.value)}
                  selectedOptions={[field.value]}
                  onOptionSelect={(_event, data) => field.onChange(data.optionValue ?? '')}
                  onBlur={field.onBlur}
                >
                  <Option value="">{credentialLabel('')}</Option>
                  {CREDENTIALS.map((value) => (
                    <Option key={value} value={value}>
                      {credentialLabel(value)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
          <TextField control={form.control} name="npi" label={t('credentials.npi')} autoComplete="off" hint={t('credentials.npiHint')} />
          <TextField control={form.control} name="taxonomyCode" label={t('credentials.taxonomyCode')} autoComplete="off" hint={t('credentials.taxonomyHint')} />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={save.isPending || !form.formState.isDirty}>
              {t('credentials.save')}
            </Button>
          </div>
        </form>
      ) : (
        <FactList rows={rows} />
      )}
    </Card>
  );
}
