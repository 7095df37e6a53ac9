/** Self-service account operations: GetUser, ChangePassword, ForgotPassword, ConfirmForgotPassword. */
import { RESET_CODE_MAX_ATTEMPTS, assertClientId } from '../context.ts';
import type { Ctx } from '../context.ts';
import {
  assertNotLocked,
  clearFailedPasswords,
  codeMatches,
  issueResetCode,
  maskEmail,
  passwordMatches,
  recordFailedPassword,
  setPassword,
  PASSWORD_ATTEMPTS_EXCEEDED,
} from '../credentials.ts';
import { CognitoError, INCORRECT_CREDENTIALS, notAuthorized } from '../errors.ts';
import { assertPasswordPolicy } from '../passwordPolicy.ts';
import { verifyAccessToken } from '../session.ts';
import { CODE_PURPOSE } from '../userRepository.ts';
import type { AuthUser } from '../userRepository.ts';
import { isEmail, optionalStringMap, requireString } from '../validation.ts';
import type { Body } from '../validation.ts';

export function userAttributes(user: AuthUser): Array<{ Name: string; Value: string }> {
  const attrs = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
  ];
  if (user.name !== '') attrs.push({ Name: 'name', Value: user.name });
  attrs.push({ Name: 'custom:clinicId', Value: user.clinicId });
  return attrs;
}

export async function getUser(ctx: Ctx, body: Body): Promise<unknown> {
  const accessToken = requireString(body, 'AccessToken', { max: 8192 });
  const { user } = await verifyAccessToken(ctx, accessToken);
  return { Username: user.sub, UserAttributes: userAttributes(user) };
}

export async function changePassword(ctx: Ctx, body: Body): Promise<unknown> {
  const accessToken = requireString(body, 'AccessToken', { max: 8192 });
  const previous = requireString(body, 'PreviousPassword', { max: 256 });
  const proposed = requireString(body, 'ProposedPassword', { max: 256 });
  const { user, caller } = await verifyAccessToken(ctx, accessToken);
  assertPasswordPolicy(proposed);
  assertNotLocked(ctx, user.sub);
  if (!passwordMatches(ctx, user, previous)) {
    const { locked } = recordFailedPassword(ctx, user.sub);
    throw notAuthorized(locked ? PASSWORD_ATTEMPTS_EXCEEDED : INCORRECT_CREDENTIALS);
  }
  ctx.db.transaction(() => {
    setPassword(ctx, user.sub, proposed, 'CONFIRMED');
    clearFailedPasswords(ctx, user.sub);
    // Other sessions were opened with the old password: end them, keep this one.
    ctx.repo.revokeOtherOrigins(user.sub, caller.originJti, ctx.nowSec());
  })();
  return {};
}

function deliveryDetails(email: string) {
  return { CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
}

export async function forgotPassword(ctx: Ctx, body: Body): Promise<unknown> {
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const username = requireString(body, 'Username', { max: 256 });
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);
  const user = ctx.repo.findByLogin(username);
  if (!user || !user.enabled) {
    // Same answer as for a real account, so the endpoint can't be used to find accounts.
    return deliveryDetails(isEmail(username.trim()) ? username.trim().toLowerCase() : 'x@x');
  }
  issueResetCode(ctx, user, 'forgot');
  return deliveryDetails(user.email);
}

const EXPIRED_CODE = 'Invalid code provided, please request a code again.';

export async function confirmForgotPassword(ctx: Ctx, body: Body): Promise<unknown> {
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const username = requireString(body, 'Username', { max: 256 });
  const code = requireString(body, 'ConfirmationCode', { max: 64 });
  const password = requireString(body, 'Password', { max: 256 });
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);
  // Policy first: a weak password neither spends an attempt nor reveals whether the code was right.
  assertPasswordPolicy(password);

  const user = ctx.repo.findByLogin(username);
  const row = user ? ctx.repo.getCode(user.sub, CODE_PURPOSE.resetPassword) : undefined;
  if (!user || !row) throw new CognitoError('ExpiredCodeException', EXPIRED_CODE);
  if (row.expires_at <= ctx.nowSec()) {
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.resetPassword);
    throw new CognitoError('ExpiredCodeException', EXPIRED_CODE);
  }
  if (!codeMatches(ctx, user.sub, CODE_PURPOSE.resetPassword, code.trim(), row.code_hash)) {
    if (row.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS) {
      ctx.repo.deleteCode(user.sub, CODE_PURPOSE.resetPassword);
      throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    ctx.repo.bumpCodeAttempts(user.sub, CODE_PURPOSE.resetPassword);
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  ctx.db.transaction(() => {
    const now = ctx.nowSec();
    setPassword(ctx, user.sub, password, 'CONFIRMED');
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.resetPassword);
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.temporaryPassword);
    clearFailedPasswords(ctx, user.sub);
    // The code went to the mailbox, so the address is proven.
    ctx.repo.setEmailVerified(user.sub, true, ctx.nowIso());
    ctx.repo.revokeAllOrigins(user.sub, now);
    ctx.repo.deleteChallengesOfUser(user.sub);
  })();
  return {};
}
