/**
 * Security tab: change the password with Amplify `updatePassword` (current password, then a
 * new one under the policy with the live checklist). The server ends the person's other
 * sessions when the password changes; this one stays signed in.
 */
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { updatePassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeAuthError, errorName } from '../../auth/errors.ts';
import { FormMessage } from '../../auth/FormMessage.tsx';
import { NewPasswordFields } from '../../auth/NewPasswordFields.tsx';
import { newPasswordSchema } from '../../auth/passwordPolicy.ts';
import { Section } from '../Section.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const form = useZodForm(newPasswordSchema(t, { currentPassword: z.string().min(1, t('shell:pages.account.security.currentRequired')) }), {
    defaultValues: EMPTY,
  });
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    setChanged(false);
    try {
      await updatePassword({ oldPassword: currentPassword, newPassword });
      form.reset(EMPTY);
      setChanged(true);
    } catch (e) {
      const plainWrongPassword = errorName(e) === 'NotAuthorizedException' && !/disabled|attempts/i.test(e instanceof Error ? e.message : '');
      setError(plainWrongPassword ? t('pages.account.security.wrongCurrent') : describeAuthError(t, e));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Section title={t('pages.account.security.heading')} description={t('pages.account.security.intro')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('pages.account.security.heading')}>
        {changed && <FormMessage intent="success">{t('pages.account.security.changed')}</FormMessage>}
        {error && <FormMessage intent="error">{error}</FormMessage>}
        <TextField control={form.control} name="currentPassword" label={t('pages.account.security.current')} type="password" autoComplete="current-password" required />
        <NewPasswordFields control={form.control} />
        <div>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? t('pages.account.saving') : t('pages.account.security.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
