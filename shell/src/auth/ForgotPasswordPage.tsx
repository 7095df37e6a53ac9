/**
 * /forgot-password (blank layout, signed-out only), in two steps: the e-mail address →
 * Amplify `resetPassword` e-mails a code (the embedded server writes it to its outbox) → the
 * code and a new password under the policy, with the live checklist → `confirmResetPassword`
 * → the login page, which confirms the change.
 */
import { RESET_CODE } from '@emr/domain';
import { EMAIL } from '@emr/domain/fieldRules';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { RouterLink } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AuthLayout } from './AuthLayout.tsx';
import { describeAuthError } from './errors.ts';
import { FormMessage } from './FormMessage.tsx';
import type { LoginLocationState } from './LoginPage.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { newPasswordSchema } from './passwordPolicy.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The address: the domain's e-mail pattern (USER_FIELD_RULES' format), in the sign-in page's words. */
function emailSchema(t: TFunction) {
  return z.string().trim().min(1, t('shell:auth.validation.emailRequired')).regex(EMAIL, t('shell:auth.validation.emailInvalid'));
}

function codeSchema(t: TFunction) {
  return newPasswordSchema(t, { code: z.string().trim().regex(RESET_CODE, t('shell:auth.validation.codeInvalid')) });
}

interface CodeStep {
  email: string;
  destination: string;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const navigate = useNavigate();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);

  const request = useZodForm(z.object({ email: emailSchema(t) }), { defaultValues: { email: '' } });
  const confirm = useZodForm(codeSchema(t), { defaultValues: { code: '', newPassword: '', confirmPassword: '' } });

  async function sendCode(email: string): Promise<void> {
    const result = await resetPassword({ username: email });
    if (result.nextStep.resetPasswordStep === 'DONE') {
      void navigate('/login', { replace: true, state: { notice: 'passwordChanged', email } satisfies LoginLocationState });
      return;
    }
    setCodeStep({ email, destination: result.nextStep.codeDeliveryDetails.destination ?? email });
  }

  const submitRequest = request.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await sendCode(email);
    } catch (e) {
      setError(describeAuthError(t, e));
    }
  });

  const submitConfirm = confirm.handleSubmit(async ({ code, newPassword }) => {
    if (!codeStep) return;
    setError(null);
    setResent(false);
    try {
      await confirmResetPassword({ username: codeStep.email, confirmationCode: code, newPassword });
      void navigate('/login', { replace: true, state: { notice: 'passwordChanged', email: codeStep.email } satisfies LoginLocationState });
    } catch (e) {
      setError(describeAuthError(t, e));
    }
  });

  async function resend(): Promise<void> {
    if (!codeStep) return;
    setError(null);
    setResent(false);
    setResending(true);
    try {
      await sendCode(codeStep.email);
      setResent(true);
    } catch (e) {
      setError(describeAuthError(t, e));
    } finally {
      setResending(false);
    }
  }

  if (codeStep) {
    const busy = confirm.formState.isSubmitting || resending;
    return (
      <AuthLayout title={t('auth.forgot.codeTitle')}>
        <form className={styles.form} noValidate onSubmit={(event) => void submitConfirm(event)} aria-label={t('auth.forgot.codeTitle')}>
          <FormMessage intent="info">{t('auth.forgot.codeSent', { destination: codeStep.destination })}</FormMessage>
          <Text as="p" size={200}>
            {t('auth.forgot.outboxHint')}
          </Text>
          {resent && <FormMessage intent="success">{t('auth.forgot.resent')}</FormMessage>}
          {error && <FormMessage intent="error">{error}</FormMessage>}
          <TextField control={confirm.control} name="code" label={t('auth.forgot.code')} autoComplete="one-time-code" required />
          <NewPasswordFields control={confirm.control} />
          <Button type="submit" appearance="primary" disabled={busy}>
            {confirm.formState.isSubmitting ? t('auth.forgot.saving') : t('auth.forgot.submitReset')}
          </Button>
          <div className={styles.actions}>
            <Button type="button" appearance="subtle" disabled={busy} onClick={() => void resend()}>
              {t('auth.forgot.resend')}
            </Button>
            <RouterLink to="/login">{t('auth.forgot.back')}</RouterLink>
          </div>
        </form>
      </AuthLayout>
    );
  }

  const busy = request.formState.isSubmitting;
  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.intro')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submitRequest(event)} aria-label={t('auth.forgot.title')}>
        {error && <FormMessage intent="error">{error}</FormMessage>}
        <TextField control={request.control} name="email" label={t('auth.login.email')} type="email" autoComplete="username" required />
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? t('auth.forgot.sending') : t('auth.forgot.submit')}
        </Button>
        <RouterLink to="/login">{t('auth.forgot.back')}</RouterLink>
      </form>
    </AuthLayout>
  );
}
