/** The clinic's password policy (`@emr/domain`) as the embedded Cognito enforces it. */
import { passwordPolicyMessage, unmetPasswordRules } from '@emr/domain';
import { CognitoError } from './errors.ts';

/** Throws InvalidPasswordException listing every unmet rule. */
export function assertPasswordPolicy(password: string): void {
  const unmet = unmetPasswordRules(password);
  if (unmet.length > 0) throw new CognitoError('InvalidPasswordException', passwordPolicyMessage(unmet));
}
