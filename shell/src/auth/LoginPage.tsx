/**
 * /login (blank layout, signed-out only): e-mail and password through Amplify's SRP sign-in;
 * a first sign-in with a temporary password continues with "choose a new password"
 * (CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED → confirmSignIn). Once the session is stored,
 * the guard sends the person to `?to=` or their start page.
 */
import { isAuthenticated, useSession, useZodForm, TextField } from '@emr/shared-ui';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { type SignInOutput, confirmSignIn, signIn } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AuthLayout } from './AuthLayout.tsx';
import { describeAuthError, errorName } from './errors.ts';
import { FormMessage } from './FormMessage.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { newPasswordSchema } from './passwordPolicy.ts';
import { setSignOutTarget } from './navigation.ts';
import { safeRedirectTarget } from './paths.ts';
import { RouterLink } from './RouterLink.tsx';
import { amplifySignOut, completeSignIn } from './session.ts';
import { SIGNED_OUT_REASON_KEY } from './statusPoller.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** What /login may be told through router state (the reset page sends people here). */
export interface LoginLocationState {
  notice?: 'passwordChanged';
  email?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailSchema(t: TFunction) {
  return z.string().trim().min(1, t('shell:auth.validation.emailRequired')).regex(EMAIL, t('shell:auth.validation.emailInvalid'));
}

function credentialsSchema(t: TFunction) {
  return z.object({ email: emailSchema(t), password: z.string().min(1, t('shell:auth.validation.passwordRequired')) });
}

function readSignedOutReason(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SIGNED_OUT_REASON_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Signs in, replacing a stale Amplify session left by a page that closed without signing out. */
async function freshSignIn(username: string, password: string): Promise<SignInOutput> {
  try {
    return await signIn({ username, password });
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    return signIn({ username, password });
  }
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession(isAuthenticated);
  const state = (location.state ?? {}) as LoginLocationState;
  const [step, setStep] = useState<'credentials' | 'newPassword'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [signedOutReason] = useState(readSignedOutReason);

  // the sign-out that brought the person here is complete
  useEffect(() => setSignOutTarget(null), []);

  useEffect(() => {
    if (!signedOutReason) return;
    try {
      globalThis.sessionStorage?.removeItem(SIGNED_OUT_REASON_KEY);
    } catch {
      // storage disabled
    }
  }, [signedOutReason]);

  const credentials = useZodForm(credentialsSchema(t), { defaultValues: { email: state.email ?? '', password: '' } });
  const challenge = useZodForm(newPasswordSchema(t), { defaultValues: { newPassword: '', confirmPassword: '' } });

  async function finish(result: SignInOutput): Promise<void> {
    if (result.isSignedIn) {
      const outcome = await completeSignIn();
      if (outcome.status === 'noRole') setError(t('auth.login.noRole'));
      if (outcome.status === 'inactive') setError(t('common:auth.UserDisabled'));
      if (outcome.status !== 'signedIn') setStep('credentials');
      return;
    }
    switch (result.nextStep.signInStep) {
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        setStep('newPassword');
        return;
      case 'RESET_PASSWORD':
        setError(t('common:auth.PasswordResetRequiredException'));
        return;
      case 'CONFIRM_SIGN_UP':
        setError(t('auth.login.notConfirmed'));
        return;
      default:
        setError(t('auth.login.unsupportedStep'));
    }
  }

  const submitCredentials = credentials.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await finish(await freshSignIn(email, password));
    } catch (e) {
      setError(describeAuthError(t, e));
    }
  });

  const submitNewPassword = challenge.handleSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      await finish(await confirmSignIn({ challengeResponse: newPassword }));
    } catch (e) {
      // the challenge's session lasts a few minutes; after that only a new sign-in helps
      if (['NotAuthorizedException', 'SignInException'].includes(errorName(e)) && !/disabled/i.test(e instanceof Error ? e.message : '')) {
        setError(t('auth.newPassword.expired'));
        challenge.reset();
        credentials.resetField('password');
        setStep('credentials');
        return;
      }
      setError(describeAuthError(t, e));
    }
  });

  if (signedIn) return <Navigate to={safeRedirectTarget(params.get('to')) ?? '/'} replace />;

  if (step === 'newPassword') {
    const busy = challenge.formState.isSubmitting;
    return (
      <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.intro')}>
        <form className={styles.form} noValidate onSubmit={(event) => void submitNewPassword(event)} aria-label={t('auth.newPassword.title')}>
          {error && <FormMessage intent="error">{error}</FormMessage>}
          <NewPasswordFields control={challenge.control} />
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? t('auth.login.submitting') : t('auth.newPassword.submit')}
          </Button>
          <Button
            type="button"
            appearance="subtle"
            disabled={busy}
            onClick={() => {
              setError(null);
              challenge.reset();
              credentials.resetField('password');
              setStep('credentials');
              void amplifySignOut();
            }}
          >
            {t('auth.newPassword.startOver')}
          </Button>
        </form>
      </AuthLayout>
    );
  }

  const busy = credentials.formState.isSubmitting;
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submitCredentials(event)} aria-label={t('auth.login.title')}>
        {signedOutReason === 'inactive' && <FormMessage intent="warning">{t('auth.status.inactive')}</FormMessage>}
        {state.notice === 'passwordChanged' && !error && <FormMessage intent="success">{t('auth.login.passwordChanged')}</FormMessage>}
        {error && <FormMessage intent="error">{error}</FormMessage>}
        <TextField control={credentials.control} name="email" label={t('auth.login.email')} type="email" autoComplete="username" required />
        <TextField control={credentials.control} name="password" label={t('auth.login.password')} type="password" autoComplete="current-password" required />
        <div className={styles.row}>
          <RouterLink to="/forgot-password">{t('auth.login.forgot')}</RouterLink>
        </div>
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
