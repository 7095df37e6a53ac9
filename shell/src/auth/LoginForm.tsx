/**
 * The sign-in form itself, without the router: e-mail and password through Amplify's SRP
 * sign-in; a first sign-in with a temporary password continues with "choose a new password"
 * (CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED → confirmSignIn). The router's `LoginPage` and
 * the light login root (`app/LightLoginApp.tsx`) both render it.
 *
 * Kept light on purpose, because /login is the first thing every person downloads: it reaches
 * shared-ui only through `@emr/shared-ui/core`, checks its two fields itself (no zod, no
 * react-hook-form; the rules behave like the app's other forms: a field is checked once it
 * was left or the form was sent), and loads the new-password step, the session completion
 * (Data client, domain) and the error wording on first use.
 */
import { Button, Field, Input, type InputProps, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { type SignInOutput, signIn } from 'aws-amplify/auth';
import { EMAIL } from '@emr/domain/patterns';
import { type FormEvent, type ReactNode, type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout.tsx';
import { amplifySignOut } from './amplifySignOut.ts';
import { FormMessage } from './FormMessage.tsx';
import { SIGNED_OUT_REASON_KEY, setSignOutTarget } from './navigation.ts';

const NewPasswordStep = lazy(() => import('./NewPasswordStep.tsx').then((m) => ({ default: m.NewPasswordStep })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});


interface Credentials {
  email: string;
  password: string;
}
type CredentialField = keyof Credentials;
const FIELDS: readonly CredentialField[] = ['email', 'password'];

/** The two fields' rules (zod and react-hook-form would add ~40 KB to /login). */
function credentialProblems(t: TFunction, values: Credentials): Partial<Record<CredentialField, string>> {
  const email = values.email.trim();
  const problems: Partial<Record<CredentialField, string>> = {};
  if (!email) problems.email = t('shell:auth.validation.emailRequired');
  else if (!EMAIL.test(email)) problems.email = t('shell:auth.validation.emailInvalid');
  if (!values.password) problems.password = t('shell:auth.validation.passwordRequired');
  return problems;
}

interface CredentialInputProps {
  label: string;
  name: CredentialField;
  type: InputProps['type'];
  autoComplete: string;
  value: string;
  problem: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function CredentialInput({ label, name, type, autoComplete, value, problem, inputRef, onChange, onBlur }: CredentialInputProps) {
  return (
    <Field label={label} required validationMessage={problem}>
      <Input type={type} name={name} value={value} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur} ref={inputRef} autoComplete={autoComplete} />
    </Field>
  );
}

function readSignedOutReason(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SIGNED_OUT_REASON_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The error's wording (loads with the session code; unreachable server if even that fails). */
async function describe(t: TFunction, error: unknown): Promise<string> {
  try {
    const { describeAuthError } = await import('./errors.ts');
    return describeAuthError(t, error);
  } catch {
    return t('common:errors.NetworkError');
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
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

export interface LoginFormProps {
  /** Set by the reset page (router state): the password was changed. */
  notice?: 'passwordChanged' | undefined;
  /** Prefills the e-mail field. */
  email?: string | undefined;
  /** The "forgot password" link, labelled with the given text. */
  forgotLink: (label: string) => ReactNode;
  /** Called when a sign-in starts (the light root starts loading the signed-in app then). */
  onSubmitStart?: () => void;
}

export function LoginForm({ notice, email = '', forgotLink, onSubmitStart }: LoginFormProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
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

  const [values, setValues] = useState<Credentials>({ email, password: '' });
  const [touched, setTouched] = useState<Record<CredentialField, boolean>>({ email: false, password: false });
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = credentialProblems(t, values);
  const shown = (field: CredentialField) => (sent || touched[field] ? problems[field] : undefined);

  async function finish(result: SignInOutput): Promise<void> {
    if (result.isSignedIn) {
      const { completeSignIn } = await import('./session.ts');
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

  async function submitCredentials(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setSent(true);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      (first === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    onSubmitStart?.();
    try {
      await finish(await freshSignIn(values.email.trim(), values.password));
    } catch (e) {
      setError(await describe(t, e));
    } finally {
      setBusy(false);
    }
  }

  function field(name: CredentialField) {
    return {
      name,
      value: values[name],
      problem: shown(name),
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    };
  }

  function backToCredentials(): void {
    setValues((current) => ({ ...current, password: '' }));
    setTouched((current) => ({ ...current, password: false }));
    setSent(false);
    setStep('credentials');
  }

  if (step === 'newPassword') {
    return (
      <Suspense fallback={null}>
        <NewPasswordStep
          error={error}
          onError={setError}
          finish={finish}
          describe={(e) => describe(t, e)}
          onExpired={() => {
            setError(t('auth.newPassword.expired'));
            backToCredentials();
          }}
          onStartOver={() => {
            setError(null);
            backToCredentials();
            void amplifySignOut();
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submitCredentials(event)} aria-label={t('auth.login.title')}>
        {(signedOutReason === 'inactive' || signedOutReason === 'idle') && <FormMessage intent="warning">{t(`auth.status.${signedOutReason}`)}</FormMessage>}
        {notice === 'passwordChanged' && !error && <FormMessage intent="success">{t('auth.login.passwordChanged')}</FormMessage>}
        {error && <FormMessage intent="error">{error}</FormMessage>}
        <CredentialInput {...field('email')} label={t('auth.login.email')} type="email" autoComplete="username" inputRef={emailRef} />
        <CredentialInput {...field('password')} label={t('auth.login.password')} type="password" autoComplete="current-password" inputRef={passwordRef} />
        <div className={styles.row}>{forgotLink(t('auth.login.forgot'))}</div>
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
