/**
 * The clinic's password policy (spec §5), written once: at least 8 characters with a lower-case
 * letter, an upper-case letter, a digit and a symbol. The embedded Cognito enforces it
 * (InvalidPasswordException with these messages); the shell's checklist shows it as it is typed.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** The digits of an e-mailed password-reset code; the reset form refuses any other form of code. */
export const RESET_CODE_DIGITS = 6;
export const RESET_CODE = new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`);
/** Cognito's own upper bound on password length. */
export const PASSWORD_MAX_LENGTH = 256;

/** Cognito's special characters; a space counts too when it is neither leading nor trailing. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- '.split(''));

export type PasswordRule = 'length' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' | 'whitespace';

const RULE_MESSAGES: Record<PasswordRule, string> = {
  length: 'Password not long enough',
  maxLength: 'Password is too long',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
  whitespace: 'Password must not begin or end with a space',
};

/** The rules a password breaks, in a stable order; empty when it conforms. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) unmet.push('length');
  if (chars.length > PASSWORD_MAX_LENGTH) unmet.push('maxLength');
  if (!/[a-z]/.test(password)) unmet.push('lowercase');
  if (!/[A-Z]/.test(password)) unmet.push('uppercase');
  if (!/[0-9]/.test(password)) unmet.push('digit');
  if (!chars.some((c) => SYMBOLS.has(c) && c !== ' ') && !/\S \S/.test(password)) unmet.push('symbol');
  if (/^\s|\s$/.test(password)) unmet.push('whitespace');
  return unmet;
}

export function passwordPolicyMessage(unmet: readonly PasswordRule[]): string {
  return `Password does not conform to policy: ${unmet.map((r) => RULE_MESSAGES[r]).join('; ')}`;
}
