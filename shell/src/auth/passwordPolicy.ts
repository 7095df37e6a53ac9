/**
 * The browser's mirror of the clinic's password policy (spec §5; the server's rules are in
 * backend/src/cognito/passwordPolicy.ts and enforce it): at least 8 characters with a
 * lower-case letter, an upper-case letter, a number and a symbol, using Cognito's symbol set.
 * The checklist keys are shared-ui's `common:password.*` strings.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's upper bound on a password's length. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = ['minLength', 'lower', 'upper', 'digit', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Cognito's special characters; a space counts when it is neither leading nor trailing. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'.split(''));

/** Which checklist rules the password meets. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  const chars = [...password];
  return {
    minLength: chars.length >= PASSWORD_MIN_LENGTH,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    symbol: chars.some((c) => SYMBOLS.has(c)) || /\S \S/.test(password),
  };
}

/** True when the server will accept the password (the checklist plus Cognito's edge rules). */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    Object.values(passwordChecks(password)).every(Boolean) &&
    [...password].length <= PASSWORD_MAX_LENGTH &&
    !/^\s|\s$/.test(password)
  );
}

/**
 * A form with a new password typed twice (plus any `extra` fields), checked against the
 * policy, with translated messages.
 */
export function newPasswordSchema<Extra extends z.ZodRawShape = Record<never, never>>(t: TFunction, extra?: Extra) {
  return z
    .object({
      ...(extra ?? ({} as Extra)),
      newPassword: z.string().superRefine((value, ctx) => {
        if (!Object.values(passwordChecks(value)).every(Boolean) || [...value].length > PASSWORD_MAX_LENGTH) {
          ctx.addIssue({ code: 'custom', message: t('shell:auth.password.tooWeak') });
        } else if (/^\s|\s$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: t('shell:auth.password.edgeSpace') });
        }
      }),
      confirmPassword: z.string().min(1, t('shell:auth.password.confirmRequired')),
    })
    .refine(
      (values) => {
        const { newPassword, confirmPassword } = values as { newPassword: string; confirmPassword: string };
        return newPassword === confirmPassword;
      },
      { path: ['confirmPassword'], message: t('shell:auth.password.mismatch') },
    );
}
