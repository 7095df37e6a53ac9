/**
 * The login's second step for a first sign-in with a temporary password: choose a new one
 * under the policy (confirmSignIn). Loaded only when Amplify asks for it (zod and the policy
 * checklist stay off the login page's first load).
 */
import { useZodForm } from '@emr/shared-ui/form';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type SignInOutput, confirmSignIn } from 'aws-amplify/auth';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout.tsx';
import { errorName } from './errors.ts';
import { FormMessage } from './FormMessage.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { newPasswordSchema } from './passwordPolicy.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface NewPasswordStepProps {
  error: string | null;
  onError: (message: string | null) => void;
  /** Continues with Amplify's answer (signed in, or another step). */
  finish: (result: SignInOutput) => Promise<void>;
  describe: (error: unknown) => Promise<string>;
  /** The challenge's session ran out: only a new sign-in helps. */
  onExpired: () => void;
  onStartOver: () => void;
}

export function NewPasswordStep({ error, onError, finish, describe, onExpired, onStartOver }: NewPasswordStepProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const challenge = useZodForm(newPasswordSchema(t), { defaultValues: { newPassword: '', confirmPassword: '' } });

  const submitNewPassword = challenge.handleSubmit(async ({ newPassword }) => {
    onError(null);
    try {
      await finish(await confirmSignIn({ challengeResponse: newPassword }));
    } catch (e) {
      // the challenge's session lasts a few minutes; after that only a new sign-in helps
      if (['NotAuthorizedException', 'SignInException'].includes(errorName(e)) && !/disabled/i.test(e instanceof Error ? e.message : '')) {
        onExpired();
        return;
      }
      onError(await describe(e));
    }
  });

  const busy = challenge.formState.isSubmitting;
  return (
    <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.intro')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submitNewPassword(event)} aria-label={t('auth.newPassword.title')}>
        {error && <FormMessage intent="error">{error}</FormMessage>}
        <NewPasswordFields control={challenge.control} />
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? t('auth.login.submitting') : t('auth.newPassword.submit')}
        </Button>
        <Button type="button" appearance="subtle" disabled={busy} onClick={onStartOver}>
          {t('auth.newPassword.startOver')}
        </Button>
      </form>
    </AuthLayout>
  );
}
