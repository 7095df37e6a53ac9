/** The synchronous user-management API (`service.users`), also used by the admin operations. */
import { randomUUID } from 'node:crypto';
// one answer for an address taken in any clinic: sign-in names are global, clinics are not told apart
import { ADDRESS_TAKEN } from '@emr/domain/server';
import type { Ctx } from './context.ts';
import {
  generateTemporaryPassword,
  issueResetCode,
  recordTemporaryPasswordExpiry,
  sendInvitation,
} from './credentials.ts';
import { CognitoError, invalidParameter } from './errors.ts';
import { assertPasswordPolicy } from './passwordPolicy.ts';
import { createVerifier } from './srp.ts';
import type { CognitoUsers, CreateUserInput } from './types.ts';
import { LIMITS } from './throttle.ts';
import { CODE_PURPOSE, isUserGroup, publicUser } from './userRepository.ts';
import type { AuthUserRecord, UserGroup } from './userRepository.ts';
import { isEmail, normalizeEmail } from './validation.ts';

/**
 * Refuses an address that already has an account (in any clinic) with one answer, and counts
 * the refusal against the asking administrator, so addresses cannot be tried in bulk.
 * Outside any transaction: the count must stay when the refusal rolls the request back.
 */
export function assertAddressFree(ctx: Ctx, email: string, requestedBy: string): void {
  if (ctx.throttle.blocked(LIMITS.takenAddressesPerCaller, requestedBy)) {
    throw new CognitoError('LimitExceededException', 'Too many refused addresses; try again in an hour.');
  }
  if (!ctx.repo.getByEmail(normalizeEmail(email))) return;
  ctx.throttle.hit(LIMITS.takenAddressesPerCaller, requestedBy);
  throw new CognitoError('UsernameExistsException', ADDRESS_TAKEN);
}

export function userNotFound(): CognitoError {
  return new CognitoError('UserNotFoundException', 'User does not exist.');
}

function mustGet(ctx: Ctx, sub: string): AuthUserRecord {
  const user = ctx.repo.getBySub(sub);
  if (!user) throw userNotFound();
  return user;
}

export function createUser(ctx: Ctx, input: CreateUserInput): { sub: string; temporaryPassword?: string } {
  if (typeof input.email !== 'string' || !isEmail(normalizeEmail(input.email))) {
    throw invalidParameter('Invalid email address format.');
  }
  const email = normalizeEmail(input.email);
  if (typeof input.name !== 'string' || input.name.length > 256) throw invalidParameter('name must be a string of at most 256 characters');
  if (typeof input.clinicId !== 'string' || input.clinicId.trim() === '' || input.clinicId.length > 128) {
    throw invalidParameter('clinicId is required');
  }
  if (!isUserGroup(input.group)) throw invalidParameter(`Unknown group ${String(input.group)}`);
  const sub = input.sub ?? randomUUID();
  if (typeof sub !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(sub)) {
    throw invalidParameter('sub must be 1-128 letters, digits, "-" or "_"');
  }
  if (input.password !== undefined && input.temporaryPassword !== undefined) {
    throw invalidParameter('Give either password or temporaryPassword, not both');
  }
  if (ctx.repo.getByEmail(email) || ctx.repo.getBySub(sub)) throw new CognitoError('UsernameExistsException', ADDRESS_TAKEN);
  let temporaryPassword: string | undefined;
  let password: string;
  if (input.password !== undefined) {
    assertPasswordPolicy(input.password);
    password = input.password;
  } else {
    temporaryPassword = input.temporaryPassword ?? generateTemporaryPassword();
    assertPasswordPolicy(temporaryPassword);
    password = temporaryPassword;
  }
  const { saltHex, verifierHex } = createVerifier(ctx.poolName, sub, password);
  const name = input.name.trim();
  ctx.repo.insertUser({
    sub,
    email,
    clinicId: input.clinicId,
    group: input.group,
    userStatus: temporaryPassword === undefined ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    emailVerified: true,
    srpSalt: saltHex,
    srpVerifier: verifierHex,
    attributes: name === '' ? {} : { name },
    nowIso: ctx.nowIso(),
  });
  if (temporaryPassword === undefined) return { sub };
  recordTemporaryPasswordExpiry(ctx, sub);
  if (input.sendInvitation) sendInvitation(ctx, { email, sub }, temporaryPassword);
  return { sub, temporaryPassword };
}

/** Issues a fresh temporary password to a user who has not signed in yet (AdminCreateUser MessageAction=RESEND). */
export function resendInvitation(ctx: Ctx, sub: string): void {
  const user = mustGet(ctx, sub);
  if (user.userStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw new CognitoError('UnsupportedUserStateException', 'User has already signed in and changed the temporary password.');
  }
  const temporaryPassword = generateTemporaryPassword();
  const { saltHex, verifierHex } = createVerifier(ctx.poolName, sub, temporaryPassword);
  ctx.repo.setCredentials(sub, saltHex, verifierHex, 'FORCE_CHANGE_PASSWORD', ctx.nowIso());
  recordTemporaryPasswordExpiry(ctx, sub);
  sendInvitation(ctx, user, temporaryPassword);
}

export function revokeAllSessions(ctx: Ctx, sub: string): void {
  ctx.repo.revokeAllOrigins(sub, ctx.nowSec());
  ctx.repo.deleteChallengesOfUser(sub);
}

export function createUsersApi(ctx: Ctx): CognitoUsers {
  return {
    create: (input) => createUser(ctx, input),
    assertAddressFree: (email, requestedBy) => assertAddressFree(ctx, email, requestedBy),
    get(sub) {
      const user = ctx.repo.getBySub(sub);
      return user ? publicUser(user) : undefined;
    },
    getByEmail(email) {
      const user = ctx.repo.getByEmail(email);
      return user ? publicUser(user) : undefined;
    },
    setEnabled(sub, enabled) {
      mustGet(ctx, sub);
      ctx.repo.setEnabled(sub, enabled, ctx.nowIso());
      if (!enabled) revokeAllSessions(ctx, sub);
    },
    setGroup(sub: string, group: UserGroup) {
      if (!isUserGroup(group)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
      mustGet(ctx, sub);
      ctx.repo.setGroup(sub, group, ctx.nowIso());
    },
    adminResetPassword(sub) {
      const user = mustGet(ctx, sub);
      ctx.repo.setStatus(sub, 'RESET_REQUIRED', ctx.nowIso());
      ctx.repo.deleteCode(sub, CODE_PURPOSE.temporaryPassword);
      revokeAllSessions(ctx, sub);
      issueResetCode(ctx, user, 'admin');
    },
    globalSignOut(sub) {
      mustGet(ctx, sub);
      ctx.repo.revokeAllOrigins(sub, ctx.nowSec());
    },
  };
}
