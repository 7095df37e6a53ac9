/** Self-service account operations: GetUser, ChangePassword, ForgotPassword, ConfirmForgotPassword. */
import { RESET_CODE_MAX_ATTEMPTS, assertClientId } from '../context.ts';
import type { Ctx } from '../context.ts';
import {
  accountKey,
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
import { LIMITS } from '../throttle.ts';
import type { RequestHeaders } from '../types.ts';
import { CODE_PURPOSE } from '../userRepository.ts';
import type { AuthUser, AuthUserRecord } from '../userRepository.ts';
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

const LIMIT_EXCEEDED = 'Attempt limit exceeded, please try after some time.';
const CODE_MISMATCH = 'Invalid verification code provided, please try again.';

function limitExceeded(): CognitoError {
  return new CognitoError('LimitExceededException', LIMIT_EXCEEDED);
}

/**
 * Refuses while the source address or the account has used up its reset budget. Unknown
 * names have budgets too (keyed like real ones), so the answers never tell them apart.
 */
function assertResetAllowed(ctx: Ctx, source: string, account: string): void {
  const { throttle } = ctx;
  if (throttle.blocked(LIMITS.resetAttemptsPerSource, source) || throttle.blocked(LIMITS.resetFailuresPerAccount, account)) {
    throw limitExceeded();
  }
}

/**
 * ForgotPassword: mails a reset code. The same answer for every name (a real account, an
 * unknown or disabled one), and the same limits: a few codes per account per hour, and a
 * source address that asks too often is refused whatever it asks for.
 */
export async function forgotPassword(ctx: Ctx, body: Body, _headers: RequestHeaders, source: string): Promise<unknown> {
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const username = requireString(body, 'Username', { max: 256 });
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);
  const user = ctx.repo.findByLogin(username);
  const account = accountKey(ctx, user, username);
  assertResetAllowed(ctx, source, account);
  if (ctx.throttle.blocked(LIMITS.resetCodesPerAccount, account)) throw limitExceeded();
  ctx.db.transaction(() => {
    ctx.throttle.hit(LIMITS.resetAttemptsPerSource, source);
    ctx.throttle.hit(LIMITS.resetCodesPerAccount, account);
    if (user?.enabled) issueResetCode(ctx, user, 'forgot');
  })();
  // An unknown name gets the masked form of what was typed, as a real one gets its address's.
  return deliveryDetails(user?.enabled ? user.email : isEmail(username.trim()) ? username.trim().toLowerCase() : 'x@x');
}

/** Whether `code` is the account's current, unexpired reset code (false for unknown names). */
function codeIsValid(ctx: Ctx, user: AuthUserRecord | undefined, account: string, code: string): boolean {
  // The same HMAC for unknown names, so both paths do the same work.
  const row = user?.enabled ? ctx.repo.getCode(user.sub, CODE_PURPOSE.resetPassword) : undefined;
  const matches = codeMatches(ctx, account, CODE_PURPOSE.resetPassword, code, row?.code_hash ?? '');
  return row !== undefined && row.expires_at > ctx.nowSec() && matches;
}

/**
 * ConfirmForgotPassword. Every wrong answer has one shape (CodeMismatchException), whether
 * the name is unknown, no code was issued, the code expired or the digits are wrong; each
 * counts against the account's daily budget (across re-issued codes) and the source's
 * hourly one, and an exhausted budget answers LimitExceededException, even to the right code.
 */
export async function confirmForgotPassword(ctx: Ctx, body: Body, _headers: RequestHeaders, source: string): Promise<unknown> {
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const username = requireString(body, 'Username', { max: 256 });
  const code = requireString(body, 'ConfirmationCode', { max: 64 });
  const password = requireString(body, 'Password', { max: 256 });
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);
  // Policy first: a weak password neither spends an attempt nor reveals whether the code was right.
  assertPasswordPolicy(password);

  const user = ctx.repo.findByLogin(username);
  const account = accountKey(ctx, user, username);
  assertResetAllowed(ctx, source, account);
  if (!user || !codeIsValid(ctx, user, account, code.trim())) {
    const exhausted = ctx.db.transaction(() => {
      ctx.throttle.hit(LIMITS.resetAttemptsPerSource, source);
      const reached = ctx.throttle.hit(LIMITS.resetFailuresPerAccount, account);
      const row = user ? ctx.repo.getCode(user.sub, CODE_PURPOSE.resetPassword) : undefined;
      if (user && row) {
        if (row.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS) ctx.repo.deleteCode(user.sub, CODE_PURPOSE.resetPassword);
        else ctx.repo.bumpCodeAttempts(user.sub, CODE_PURPOSE.resetPassword);
      }
      return reached;
    })();
    throw exhausted ? limitExceeded() : new CognitoError('CodeMismatchException', CODE_MISMATCH);
  }
  ctx.db.transaction(() => {
    const now = ctx.nowSec();
    setPassword(ctx, user.sub, password, 'CONFIRMED');
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.resetPassword);
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.temporaryPassword);
    clearFailedPasswords(ctx, user.sub);
    ctx.throttle.clear(LIMITS.resetFailuresPerAccount, account);
    // The code went to the mailbox, so the address is proven.
    ctx.repo.setEmailVerified(user.sub, true, ctx.nowIso());
    ctx.repo.revokeAllOrigins(user.sub, now);
    ctx.repo.deleteChallengesOfUser(user.sub);
  })();
  return {};
}
