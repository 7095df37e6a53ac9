/**
 * /apps/user/add: creates a staff account. The server creates the sign-in (an invitation
 * e-mail with a temporary password; a new password is required at first sign-in) and the User
 * row in one step, in a role whose rights the creator's own role holds (an administrator gives
 * any; dark gives dark).
 */
import { type AppError, ERROR_TYPES, ROLES, type Role, paths } from '@emr/domain';
import { PageHeader, errorMessage, toAppError, useNotify } from '@emr/shared-ui';
import { USER_FIELD_RULES } from '@emr/domain/fieldRules';
import { TextField, domainRules, useZodForm } from '@emr/shared-ui/form';
import { Button, Dropdown, Field, MessageBar, MessageBarBody, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useStaffPermissions } from './staffPermissions.ts';
import { useCreateStaff } from './users.resource.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The form's values typed by a zod shape; its rules the User record's (USER_FIELD_RULES, the server's). */
export function addUserSchema(t: TFunction) {
  const label = (field: string) => t(`add.${field}`);
  return z
    .object({ fullName: z.string().trim(), email: z.string().trim(), role: z.string() })
    .superRefine(
      domainRules(t, USER_FIELD_RULES, {
        toRecord: ({ fullName, email, role }) => ({ FullName: fullName, Email: email, Role: role }),
        fields: { FullName: 'fullName', Email: 'email', Role: 'role' },
        label,
      }),
    );
}

type AddUserInput = z.input<ReturnType<typeof addUserSchema>>;
type AddUserValues = z.output<ReturnType<typeof addUserSchema>>;
const FORM_FIELDS = ['fullName', 'email', 'role'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/**
 * The form field a server validation error is about. GraphQL errors carry only the message,
 * so it is matched by what it names when the error has no per-field details.
 */
export function serverField(error: AppError): FormField | null {
  if (error.errorType !== ERROR_TYPES.validation) return null;
  const named = Object.keys(error.fields ?? {}).find((key): key is FormField => (FORM_FIELDS as readonly string[]).includes(key));
  if (named) return named;
  if (/e-?mail/i.test(error.message)) return 'email';
  if (/\brole\b/i.test(error.message)) return 'role';
  if (/\bname\b/i.test(error.message)) return 'fullName';
  return null;
}

export function UserAddPage() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const permissions = useStaffPermissions();
  const create = useCreateStaff();
  const roles = permissions.grantable;
  const schema = useMemo(() => addUserSchema(t), [t]);
  const form = useZodForm<AddUserInput, AddUserValues>(schema, { defaultValues: { fullName: '', email: '', role: '' } });
  const roleLabel = (value: string) => t(`common:roles.${value}`, { defaultValue: value });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // the domain's rules accept only a role of ROLES
      const created = await create.mutateAsync({ ...values, role: values.role as Role });
      notify('success', t('add.invited', { email: created.email || values.email }));
      navigate(paths.userView(created.id));
    } catch (error) {
      const appError = toAppError(error);
      const field = serverField(appError);
      if (field) form.setError(field, { type: 'server', message: appError.message }, { shouldFocus: true });
      else notify('error', t('common:state.errorTitle'), errorMessage(t, error));
    }
  });

  return (
    <div>
      <PageHeader title={t('add.title')} subtitle={t('add.subtitle')} />
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('add.title')}>
        <TextField control={form.control} name="fullName" label={t('add.fullName')} required autoComplete="off" />
        <TextField control={form.control} name="email" label={t('add.email')} type="email" required autoComplete="off" hint={t('add.emailHint')} />
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <Field
              label={t('add.role')}
              required
              validationMessage={fieldState.error?.message}
              hint={roles.length < ROLES.length ? t('add.ownRightsOnly') : undefined}
            >
              <Dropdown
                ref={field.ref}
                placeholder={t('add.rolePlaceholder')}
                value={field.value ? roleLabel(field.value) : ''}
                selectedOptions={field.value ? [field.value] : []}
                onOptionSelect={(_event, data) => field.onChange(data.optionValue)}
                onBlur={field.onBlur}
              >
                {roles.map((value) => (
                  <Option key={value} value={value}>
                    {roleLabel(value)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
        />
        <MessageBar intent="info">
          <MessageBarBody>{t('add.firstLogin')}</MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {t('add.submit')}
          </Button>
          <Button type="button" onClick={() => navigate(permissions.canRead ? paths.userList() : '/')}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
