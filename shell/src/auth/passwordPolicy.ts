/**
 * The clinic's password policy (`@emr/domain`, which the server enforces) as the browser shows
 * it: a checklist as the password is typed, and the new-password form's schema. The checklist
 * keys are shared-ui's `common:password.*` strings.
 */
import { PASSWORD_MAX_LENGTH, unmetPasswordRules } from '@emr/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const PASSWORD_RULES = ['minLength', 'lower', 'upper', 'digit', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The checklist's rule for each of the policy's. */
const POLICY_RULE = { minLength: 'length', lower: 'lowercase', upper: 'uppercase', digit: 'digit', symbol: 'symbol' } as const;

/** Which checklist rules the password meets. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  const unmet = unmetPasswordRules(password);
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, !unmet.includes(POLICY_RULE[rule])])) as Record<PasswordRule, boolean>;
}

/** True when the server will accept the password (the checklist plus Cognito's edge rules). */
export const meetsPasswordPolicy = (password: string): boolean => unmetPasswordRules(password).length === 0;

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
