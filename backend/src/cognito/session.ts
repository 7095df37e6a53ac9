/** Token families: minting access/id/refresh tokens, rotation bookkeeping and access-token verification. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_SECONDS, ID_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './context.ts';
import type { Ctx } from './context.ts';
import { notAuthorized } from './errors.ts';
import { signJwt, verifyJwt } from './tokens.ts';
import type { VerifiedCaller } from './types.ts';
import type { AuthUserRecord } from './userRepository.ts';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface Family {
  originJti: string;
  authTime: number;
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

export function newRefreshToken(): string {
  return randomBytes(48).toString('base64url');
}

/** Starts a new token family (one per successful sign-in) and stores its first refresh token. Synchronous. */
export function startFamily(ctx: Ctx, user: AuthUserRecord): Family & { refreshToken: string } {
  const family = { originJti: randomUUID(), authTime: ctx.nowSec() };
  const refreshToken = newRefreshToken();
  ctx.repo.touchSession(family.originJti, user.sub, family.authTime);
  ctx.repo.insertRefreshToken({
    token_hash: hashToken(refreshToken),
    sub: user.sub,
    origin_jti: family.originJti,
    client_id: ctx.clientId,
    auth_time: family.authTime,
    expires_at: family.authTime + REFRESH_TOKEN_SECONDS,
  });
  return { ...family, refreshToken };
}

/** Signs an access token and an id token for a family, with the user's current group and attributes. */
export async function mintTokens(ctx: Ctx, user: AuthUserRecord, family: Family): Promise<AuthenticationResult> {
  const iat = ctx.nowSec();
  const eventId = randomUUID();
  const groups = [user.group];
  const accessToken = await signJwt(ctx.key, {
    sub: user.sub,
    iss: ctx.issuer,
    client_id: ctx.clientId,
    origin_jti: family.originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: family.authTime,
    exp: iat + ACCESS_TOKEN_SECONDS,
    iat,
    jti: randomUUID(),
    username: user.sub,
    'cognito:groups': groups,
  });
  const idToken = await signJwt(ctx.key, {
    sub: user.sub,
    iss: ctx.issuer,
    aud: ctx.clientId,
    origin_jti: family.originJti,
    event_id: eventId,
    token_use: 'id',
    auth_time: family.authTime,
    exp: iat + ID_TOKEN_SECONDS,
    iat,
    jti: randomUUID(),
    'cognito:username': user.sub,
    email: user.email,
    email_verified: user.emailVerified,
    'cognito:groups': groups,
    name: user.name,
  });
  return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: ACCESS_TOKEN_SECONDS, TokenType: 'Bearer' };
}

/** A completed sign-in: new family, tokens, refresh token. Never includes NewDeviceMetadata. */
export async function signInSuccess(
  ctx: Ctx,
  user: AuthUserRecord,
): Promise<{ ChallengeParameters: Record<string, string>; AuthenticationResult: AuthenticationResult }> {
  const family = startFamily(ctx, user);
  ctx.onSignIn(user);
  ctx.maybePrune();
  const tokens = await mintTokens(ctx, user, family);
  return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, RefreshToken: family.refreshToken } };
}

const INVALID_ACCESS_TOKEN = 'Invalid Access Token';
export const SESSION_IDLE = 'Session ended after a period of inactivity; sign in again.';
/** Activity is recorded at most this often per session (one write, not one per request). */
const ACTIVITY_RESOLUTION_SECONDS = 15;

/**
 * The automatic logoff: a session (token family) whose person has not been active for longer
 * than their clinic's idle time is revoked, and the token presented is refused. `activity`
 * says whether this request is the person's own doing (not a page's timer), which keeps the
 * session alive. Used for access tokens and refresh tokens alike.
 */
export function checkIdle(ctx: Ctx, originJti: string, user: AuthUserRecord, activity: boolean): void {
  const now = ctx.nowSec();
  const last = ctx.repo.sessionLastActive(originJti);
  // the resolution as slack: the browser, which times from the activity it reported, always logs off first
  if (last !== undefined && now - last > ctx.idleSecondsOf(user.clinicId) + ACTIVITY_RESOLUTION_SECONDS) {
    ctx.repo.revokeOrigin(originJti, user.sub, now);
    throw notAuthorized(SESSION_IDLE);
  }
  // a session from before activity was recorded starts counting now
  if (last === undefined || (activity && now - last >= ACTIVITY_RESOLUTION_SECONDS)) ctx.repo.touchSession(originJti, user.sub, now);
}

/** Full access-token check; returns the caller as the database knows them now. */
/**
 * Signature checks already passed, per service: a token is verified once (RSA) and then only
 * its expiry is re-checked. Revocation, the account's enabled flag, role and clinic are still
 * read from the database on every request.
 */
const verifiedTokens = new WeakMap<Ctx, Map<string, Awaited<ReturnType<typeof verifyJwt>>>>();
const VERIFIED_CACHE_SIZE = 2000;

async function verifiedPayload(ctx: Ctx, raw: string) {
  let cache = verifiedTokens.get(ctx);
  if (!cache) verifiedTokens.set(ctx, (cache = new Map()));
  const cached = cache.get(raw);
  if (cached) {
    if (typeof cached.exp === 'number' && cached.exp * 1000 > ctx.nowMs()) return cached;
    cache.delete(raw);
  }
  let payload;
  try {
    payload = await verifyJwt(ctx.key, raw, ctx.issuer, ctx.nowMs());
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw notAuthorized('Access Token has expired');
    throw notAuthorized(INVALID_ACCESS_TOKEN);
  }
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(raw, payload);
  return payload;
}

export async function verifyAccessToken(
  ctx: Ctx,
  raw: unknown,
  { activity = true }: { activity?: boolean } = {},
): Promise<{ caller: VerifiedCaller; user: AuthUserRecord }> {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) throw notAuthorized(INVALID_ACCESS_TOKEN);
  const payload = await verifiedPayload(ctx, raw);
  const { sub, token_use: tokenUse, client_id: clientId, origin_jti: originJti } = payload;
  if (
    tokenUse !== 'access' ||
    clientId !== ctx.clientId ||
    typeof sub !== 'string' ||
    typeof originJti !== 'string'
  ) {
    throw notAuthorized(INVALID_ACCESS_TOKEN);
  }
  if (ctx.repo.isOriginRevoked(originJti)) throw notAuthorized('Access Token has been revoked');
  const user = ctx.repo.getBySub(sub);
  if (!user) throw notAuthorized(INVALID_ACCESS_TOKEN);
  if (!user.enabled) throw notAuthorized('User is disabled.');
  checkIdle(ctx, originJti, user, activity);
  return {
    user,
    caller: {
      sub: user.sub,
      username: user.sub,
      email: user.email,
      clinicId: user.clinicId,
      group: user.group,
      originJti,
      name: user.name,
    },
  };
}
