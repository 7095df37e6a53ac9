/** Refresh-token flows (rotation with reuse detection), RevokeToken and GlobalSignOut. */
import { assertClientId } from '../context.ts';
import type { Ctx } from '../context.ts';
import { CognitoError, notAuthorized } from '../errors.ts';
import { checkIdle, hashToken, mintTokens, newRefreshToken, verifyAccessToken } from '../session.ts';
import type { AuthenticationResult } from '../session.ts';
import type { AuthUserRecord, RefreshTokenRow } from '../userRepository.ts';
import { optionalStringMap, optionalString, requireString } from '../validation.ts';
import type { Body } from '../validation.ts';

const INVALID_REFRESH = 'Invalid Refresh Token';

/** Checks a refresh token that is not (yet) known to be reused; returns its row and user. Synchronous. */
function checkRefresh(ctx: Ctx, raw: string): { row: RefreshTokenRow; user: AuthUserRecord } {
  if (raw.length === 0 || raw.length > 4096) throw notAuthorized(INVALID_REFRESH);
  const row = ctx.repo.getRefreshToken(hashToken(raw));
  if (!row || row.client_id !== ctx.clientId) throw notAuthorized(INVALID_REFRESH);
  if (ctx.repo.isOriginRevoked(row.origin_jti)) throw notAuthorized('Refresh Token has been revoked');
  if (row.expires_at <= ctx.nowSec()) throw notAuthorized('Refresh Token has expired');
  const user = ctx.repo.getBySub(row.sub);
  if (!user) throw notAuthorized(INVALID_REFRESH);
  if (!user.enabled) throw notAuthorized('User is disabled.');
  if (user.userStatus === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  // a refresh is the page's doing, not the person's: it neither counts as activity nor outlives the idle time
  checkIdle(ctx, row.origin_jti, user, false);
  return { row, user };
}

/** InitiateAuth REFRESH_TOKEN_AUTH / REFRESH_TOKEN (amplify < 6.15.4): new access + id token, same refresh token. */
export async function refreshWithoutRotation(ctx: Ctx, raw: string): Promise<unknown> {
  const { row, user } = checkRefresh(ctx, raw);
  if (row.used_at !== null) {
    // A token already rotated away: treat as reuse.
    ctx.repo.revokeOrigin(row.origin_jti, row.sub, ctx.nowSec());
    throw new CognitoError('RefreshTokenReuseException', 'Refresh token has already been used.');
  }
  const tokens = await mintTokens(ctx, user, { originJti: row.origin_jti, authTime: row.auth_time });
  return { ChallengeParameters: {}, AuthenticationResult: tokens };
}

/** GetTokensFromRefreshToken: rotates the refresh token. Reusing a rotated token revokes the whole family. */
export async function getTokensFromRefreshToken(ctx: Ctx, body: Body): Promise<unknown> {
  const raw = requireString(body, 'RefreshToken', { max: 4096 });
  const clientId = requireString(body, 'ClientId', { max: 128 });
  optionalString(body, 'ClientSecret');
  optionalString(body, 'DeviceKey');
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);

  const rotated = ctx.db.transaction(() => {
    const { row, user } = checkRefresh(ctx, raw);
    const now = ctx.nowSec();
    if (row.used_at !== null && now - row.used_at >= ctx.graceSeconds) {
      ctx.repo.revokeOrigin(row.origin_jti, row.sub, now);
      return { reuse: true as const };
    }
    if (row.used_at === null) ctx.repo.markRefreshTokenUsed(row.token_hash, now);
    const next = newRefreshToken();
    ctx.repo.insertRefreshToken({
      token_hash: hashToken(next),
      sub: row.sub,
      origin_jti: row.origin_jti,
      client_id: row.client_id,
      auth_time: row.auth_time,
      // The family never outlives the 30 days after the sign-in that started it.
      expires_at: row.expires_at,
    });
    return { reuse: false as const, row, user, next };
  })();
  if (rotated.reuse) {
    throw new CognitoError(
      'RefreshTokenReuseException',
      'Refresh token has already been used; all sessions started with it have been revoked.',
    );
  }
  const tokens: AuthenticationResult = await mintTokens(ctx, rotated.user, {
    originJti: rotated.row.origin_jti,
    authTime: rotated.row.auth_time,
  });
  return { AuthenticationResult: { ...tokens, RefreshToken: rotated.next } };
}

/** RevokeToken: revokes the refresh token's family, including access tokens issued from it. */
export async function revokeToken(ctx: Ctx, body: Body): Promise<unknown> {
  const token = requireString(body, 'Token', { max: 8192 });
  const clientId = requireString(body, 'ClientId', { max: 128 });
  optionalString(body, 'ClientSecret');
  assertClientId(ctx, clientId);
  if (token.split('.').length === 3) {
    throw new CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
  }
  const row = ctx.repo.getRefreshToken(hashToken(token));
  if (row && row.client_id === clientId) ctx.repo.revokeOrigin(row.origin_jti, row.sub, ctx.nowSec());
  // Unknown tokens are not an error (RFC 7009 §2.2).
  return {};
}

/** GlobalSignOut: revokes every token family of the caller. */
export async function globalSignOut(ctx: Ctx, body: Body): Promise<unknown> {
  const accessToken = requireString(body, 'AccessToken', { max: 8192 });
  const { user } = await verifyAccessToken(ctx, accessToken);
  ctx.repo.revokeAllOrigins(user.sub, ctx.nowSec());
  return {};
}
