/**
 * InitiateAuth and RespondToAuthChallenge (USER_SRP_AUTH / PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED).
 * Sign-in is SRP only: the password never travels, so USER_PASSWORD_AUTH is refused. Until
 * the password is proven, an unknown name, a locked one and one whose password an
 * administrator reset all answer like any other.
 */
import { randomBytes } from 'node:crypto';
import {
  NEW_PASSWORD_SESSION_SECONDS,
  SRP_SESSION_SECONDS,
  TIMESTAMP_SKEW_MS,
  assertClientId,
} from '../context.ts';
import type { Ctx } from '../context.ts';
import {
  accountKey,
  assertNotLocked,
  clearFailedPasswords,
  decoyUser,
  recordFailedPassword,
  setPassword,
  temporaryPasswordExpired,
  PASSWORD_ATTEMPTS_EXCEEDED,
} from '../credentials.ts';
import { CognitoError, INCORRECT_CREDENTIALS, invalidParameter, notAuthorized } from '../errors.ts';
import { assertPasswordPolicy } from '../passwordPolicy.ts';
import { signInSuccess } from '../session.ts';
import {
  checkSignature,
  createServerEphemeral,
  isValidClientPublic,
  parseSrpTimestamp,
} from '../srp.ts';
import { CODE_PURPOSE } from '../userRepository.ts';
import type { AuthUserRecord } from '../userRepository.ts';
import { optionalStringMap, requireMapKey, requireString, requireStringMap } from '../validation.ts';
import type { Body } from '../validation.ts';
import { refreshWithoutRotation } from './refresh.ts';

interface SrpPayload {
  AHex: string;
  bHex: string;
  BHex: string;
  secretBlock: string;
}

function newSession(): string {
  return randomBytes(64).toString('base64url');
}

async function afterPasswordProof(ctx: Ctx, user: AuthUserRecord): Promise<unknown> {
  if (!user.enabled) throw notAuthorized('User is disabled.');
  clearFailedPasswords(ctx, user.sub);
  // Told only now that the password is proven, so it cannot be probed for.
  if (user.userStatus === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  if (user.userStatus === 'FORCE_CHANGE_PASSWORD') {
    if (temporaryPasswordExpired(ctx, user.sub)) {
      throw notAuthorized('Temporary password has expired and must be reset by an administrator.');
    }
    const session = newSession();
    ctx.repo.insertChallenge({
      session,
      sub: user.sub,
      challenge: 'NEW_PASSWORD_REQUIRED',
      payload: '{}',
      expires_at: ctx.nowSec() + NEW_PASSWORD_SESSION_SECONDS,
    });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ email: user.email, email_verified: String(user.emailVerified), name: user.name }),
      },
    };
  }
  return signInSuccess(ctx, user);
}

function failedPassword(ctx: Ctx, key: string): never {
  const { locked } = recordFailedPassword(ctx, key);
  throw notAuthorized(locked ? PASSWORD_ATTEMPTS_EXCEEDED : INCORRECT_CREDENTIALS);
}

export async function initiateAuth(ctx: Ctx, body: Body): Promise<unknown> {
  const authFlow = requireString(body, 'AuthFlow', { max: 64 });
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const params = optionalStringMap(body, 'AuthParameters') ?? {};
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);

  switch (authFlow) {
    case 'USER_SRP_AUTH':
      return startSrp(ctx, params);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshWithoutRotation(ctx, requireMapKey(params, 'AuthParameters', 'REFRESH_TOKEN'));
    case 'USER_PASSWORD_AUTH':
    case 'CUSTOM_AUTH':
    case 'USER_AUTH':
    case 'ADMIN_NO_SRP_AUTH':
    case 'ADMIN_USER_PASSWORD_AUTH':
      throw invalidParameter(`Auth flow ${authFlow} is not enabled for this client.`);
    default:
      throw invalidParameter(`Unknown AuthFlow ${authFlow}`);
  }
}

function startSrp(ctx: Ctx, params: Record<string, string>): unknown {
  const username = requireMapKey(params, 'AuthParameters', 'USERNAME');
  const AHex = requireMapKey(params, 'AuthParameters', 'SRP_A');
  if (username.length > 256) throw invalidParameter('USERNAME is too long');
  if (!isValidClientPublic(AHex)) throw invalidParameter('SRP_A is not a valid SRP public value');

  const session = newSession();
  const secretBlock = randomBytes(64).toString('base64');
  const user = ctx.repo.findByLogin(username);
  const key = accountKey(ctx, user, username);
  assertNotLocked(ctx, key);
  if (!user) {
    // Answer exactly as for a real user; the signature check can then only fail.
    const decoy = decoyUser(ctx, username);
    const { BHex } = createServerEphemeral(decoy.verifierHex);
    if (ctx.decoySessions.size >= 10_000) {
      const oldest = ctx.decoySessions.keys().next().value;
      if (oldest !== undefined) ctx.decoySessions.delete(oldest);
    }
    ctx.decoySessions.set(session, { expiresAt: ctx.nowSec() + SRP_SESSION_SECONDS, accountKey: key });
    return srpChallenge(session, decoy.userIdForSrp, decoy.saltHex, BHex, secretBlock);
  }
  const { bHex, BHex } = createServerEphemeral(user.srpVerifier);
  const payload: SrpPayload = { AHex, bHex, BHex, secretBlock };
  ctx.repo.insertChallenge({
    session,
    sub: user.sub,
    challenge: 'PASSWORD_VERIFIER',
    payload: JSON.stringify(payload),
    expires_at: ctx.nowSec() + SRP_SESSION_SECONDS,
  });
  return srpChallenge(session, user.sub, user.srpSalt, BHex, secretBlock);
}

function srpChallenge(session: string, userIdForSrp: string, saltHex: string, BHex: string, secretBlock: string) {
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: saltHex,
      SRP_B: BHex,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: userIdForSrp,
      USERNAME: userIdForSrp,
    },
  };
}

export async function respondToAuthChallenge(ctx: Ctx, body: Body): Promise<unknown> {
  const challengeName = requireString(body, 'ChallengeName', { max: 64 });
  const clientId = requireString(body, 'ClientId', { max: 128 });
  const session = requireString(body, 'Session', { max: 4096 });
  const responses = requireStringMap(body, 'ChallengeResponses');
  optionalStringMap(body, 'ClientMetadata');
  assertClientId(ctx, clientId);

  switch (challengeName) {
    case 'PASSWORD_VERIFIER':
      return passwordVerifier(ctx, session, responses);
    case 'NEW_PASSWORD_REQUIRED':
      return newPasswordRequired(ctx, session, responses);
    default:
      throw invalidParameter(`Unsupported ChallengeName ${challengeName}`);
  }
}

const SESSION_EXPIRED = 'Invalid session for the user, session is expired.';

async function passwordVerifier(ctx: Ctx, session: string, responses: Record<string, string>): Promise<unknown> {
  const username = requireMapKey(responses, 'ChallengeResponses', 'USERNAME');
  const secretBlock = requireMapKey(responses, 'ChallengeResponses', 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requireMapKey(responses, 'ChallengeResponses', 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireMapKey(responses, 'ChallengeResponses', 'TIMESTAMP');
  const timestampMs = parseSrpTimestamp(timestamp);
  if (timestampMs === undefined) throw invalidParameter('TIMESTAMP format is invalid');

  const now = ctx.nowSec();
  const decoy = ctx.decoySessions.get(session);
  if (decoy) {
    ctx.decoySessions.delete(session);
    if (decoy.expiresAt < now) throw notAuthorized(SESSION_EXPIRED);
    assertNotLocked(ctx, decoy.accountKey);
    failedPassword(ctx, decoy.accountKey);
  }
  const row = ctx.repo.takeChallenge(session);
  if (!row || row.challenge !== 'PASSWORD_VERIFIER') throw notAuthorized(SESSION_EXPIRED);
  if (row.expires_at < now) throw notAuthorized(SESSION_EXPIRED);
  const user = ctx.repo.getBySub(row.sub);
  if (!user) throw notAuthorized(INCORRECT_CREDENTIALS);
  if (username !== user.sub && username.toLowerCase() !== user.email.toLowerCase()) {
    throw notAuthorized(INCORRECT_CREDENTIALS);
  }
  assertNotLocked(ctx, user.sub);
  const payload = JSON.parse(row.payload) as SrpPayload;
  if (secretBlock !== payload.secretBlock) throw notAuthorized(INCORRECT_CREDENTIALS);
  if (Math.abs(timestampMs - ctx.nowMs()) > TIMESTAMP_SKEW_MS) {
    throw notAuthorized('TIMESTAMP is too far from the server time; check the device clock.');
  }
  const ok = checkSignature(
    {
      poolName: ctx.poolName,
      userIdForSrp: user.sub,
      AHex: payload.AHex,
      bHex: payload.bHex,
      BHex: payload.BHex,
      verifierHex: user.srpVerifier,
      secretBlock: payload.secretBlock,
      timestamp,
    },
    signature,
  );
  if (!ok) failedPassword(ctx, user.sub);
  return afterPasswordProof(ctx, user);
}

async function newPasswordRequired(ctx: Ctx, session: string, responses: Record<string, string>): Promise<unknown> {
  const newPassword = requireMapKey(responses, 'ChallengeResponses', 'NEW_PASSWORD');
  const username = requireMapKey(responses, 'ChallengeResponses', 'USERNAME');
  const row = ctx.repo.takeChallenge(session);
  if (!row || row.challenge !== 'NEW_PASSWORD_REQUIRED' || row.expires_at < ctx.nowSec()) {
    throw notAuthorized(SESSION_EXPIRED);
  }
  const user = ctx.repo.getBySub(row.sub);
  if (!user || (username !== user.sub && username.toLowerCase() !== user.email.toLowerCase())) {
    throw notAuthorized(INCORRECT_CREDENTIALS);
  }
  if (!user.enabled) throw notAuthorized('User is disabled.');
  if (user.userStatus !== 'FORCE_CHANGE_PASSWORD') throw notAuthorized(SESSION_EXPIRED);

  const attributes = { ...user.attributes };
  for (const [key, value] of Object.entries(responses)) {
    if (!key.startsWith('userAttributes.')) continue;
    const name = key.slice('userAttributes.'.length);
    if (name !== 'name') throw invalidParameter(`Attribute ${name} cannot be set at sign-in.`);
    attributes.name = value.trim().slice(0, 256);
  }
  try {
    assertPasswordPolicy(newPassword);
  } catch (err) {
    // Keep the session usable for another try, as Cognito does.
    ctx.repo.insertChallenge(row);
    throw err;
  }
  ctx.db.transaction(() => {
    setPassword(ctx, user.sub, newPassword, 'CONFIRMED');
    ctx.repo.setAttributes(user.sub, attributes, ctx.nowIso());
    ctx.repo.deleteCode(user.sub, CODE_PURPOSE.temporaryPassword);
  })();
  const updated = ctx.repo.getBySub(user.sub);
  if (!updated) throw notAuthorized(INCORRECT_CREDENTIALS);
  return signInSuccess(ctx, updated);
}
