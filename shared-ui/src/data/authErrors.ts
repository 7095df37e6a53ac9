/** Sign-in failures as translated messages (light: part of `@emr/shared-ui/core`, no domain import). */
import type { TFunction } from 'i18next';

/**
 * Auth failures (Amplify's error names, spec §8) as translated messages. Cognito's
 * NotAuthorizedException covers several cases; its message tells which.
 */
export function authErrorMessage(t: TFunction, error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) return t('common:auth.UserDisabled');
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) return t('common:auth.PasswordAttemptsExceeded');
  if (name === 'InvalidPasswordException') return `${t('common:auth.InvalidPasswordException')} ${message}`.trim();
  return t(`common:auth.${name}`, { defaultValue: t('common:auth.unknown') });
}
