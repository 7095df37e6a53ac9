/**
 * Passwords and codes: SRP verifiers, lockout after repeated failures, reset codes, temporary
 * passwords, decoy SRP material for unknown users, and the mails that carry codes.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_DIGITS } from '@emr/domain';
import { RESET_CODE_SECONDS, TEMPORARY_PASSWORD_SECONDS } from './context.ts';
import type { Ctx } from './context.ts';
import { notAuthorized } from './errors.ts';
import { N, createVerifier, hexToBigInt, padHex, verifyPassword } from './srp.ts';
import { LIMITS } from './throttle.ts';
import { CODE_PURPOSE } from './userRepository.ts';
import type { AuthUserRecord, UserStatus } from './userRepository.ts';

export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';

/** Replaces the user's SRP salt and verifier (the password itself is never stored). */
export function setPassword(ctx: Ctx, sub: string, password: string, status: UserStatus): void {
  const { saltHex, verifierHex } = createVerifier(ctx.poolName, sub, password);
  ctx.repo.setCredentials(sub, saltHex, verifierHex, status, ctx.nowIso());
}

export function passwordMatches(ctx: Ctx, user: AuthUserRecord, password: string): boolean {
  return verifyPassword(ctx.poolName, user.sub, password, user.srpSalt, user.srpVerifier);
}

/**
 * The throttle key of a sign-in name: the account's sub, or for a name that matches no
 * account a keyed hash of it, so unknown names are counted and locked exactly like real ones.
 */
export function accountKey(ctx: Ctx, user: AuthUserRecord | undefined, username: string): string {
  return user ? user.sub : `unknown:${hmacHex(ctx, 'login', username.trim().toLowerCase())}`;
}

/** Throws "Password attempts exceeded" while the sign-in name is locked out. */
export function assertNotLocked(ctx: Ctx, key: string): void {
  if (ctx.throttle.blocked(LIMITS.signInFailuresPerAccount, key)) throw notAuthorized(PASSWORD_ATTEMPTS_EXCEEDED);
}

/** Counts a failed password proof; the fifth within 15 minutes locks the name for 15 minutes. */
export function recordFailedPassword(ctx: Ctx, key: string): { locked: boolean } {
  return { locked: ctx.throttle.hit(LIMITS.signInFailuresPerAccount, key) };
}

export function clearFailedPasswords(ctx: Ctx, key: string): void {
  ctx.throttle.clear(LIMITS.signInFailuresPerAccount, key);
}

function hmacHex(ctx: Ctx, label: string, value: string): string {
  return createHmac('sha256', ctx.key.secret).update(`${label}\u0000${value}`).digest('hex');
}

export function hashCode(ctx: Ctx, sub: string, purpose: string, code: string): string {
  return hmacHex(ctx, `code:${purpose}`, `${sub}:${code}`);
}

export function codeMatches(ctx: Ctx, sub: string, purpose: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(ctx, sub, purpose, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}***`;
  return `${email.slice(0, 1)}***@${email.slice(at + 1, at + 2)}***`;
}

/**
 * Issues a 6-digit password-reset code (1 h), stores its hash and mails it. A new code voids
 * the previous one; the account's budget of wrong codes (throttle.ts) is not reset by it.
 * Every word of the mail is the server's own.
 */
export function issueResetCode(ctx: Ctx, user: AuthUserRecord, reason: 'forgot' | 'admin'): void {
  const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
  ctx.repo.putCode(
    user.sub,
    CODE_PURPOSE.resetPassword,
    hashCode(ctx, user.sub, CODE_PURPOSE.resetPassword, code),
    ctx.nowSec() + RESET_CODE_SECONDS,
  );
  const intro =
    reason === 'admin'
      ? 'An administrator has reset your password. You must choose a new one before you can sign in.'
      : 'We received a request to reset your password.';
  ctx.outbox.send({
    to: user.email,
    kind: 'reset-password',
    subject: 'Your password reset code',
    text: `${intro}\n\nYour password reset code is ${code}. It expires in 1 hour.\n\nIf you did not ask for this, you can ignore this message.`,
    meta: { code, sub: user.sub },
  });
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/** A random 14-character password that satisfies the policy. */
export function generateTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 14) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export function recordTemporaryPasswordExpiry(ctx: Ctx, sub: string): void {
  ctx.repo.putCode(sub, CODE_PURPOSE.temporaryPassword, '', ctx.nowSec() + TEMPORARY_PASSWORD_SECONDS);
}

export function temporaryPasswordExpired(ctx: Ctx, sub: string): boolean {
  const row = ctx.repo.getCode(sub, CODE_PURPOSE.temporaryPassword);
  return row !== undefined && row.expires_at <= ctx.nowSec();
}

export function sendInvitation(ctx: Ctx, user: { email: string; sub: string }, temporaryPassword: string): void {
  ctx.outbox.send({
    to: user.email,
    kind: 'invitation',
    subject: 'Your temporary password',
    // The administrator's words (the name they typed) stay out: the mail is the server's alone.
    text:
      `Hello,\n\nAn account has been created for you at your clinic. Your username is ${user.email} ` +
      `and your temporary password is ${temporaryPassword}\n\nYou will be asked to choose a new password when you ` +
      `first sign in. The temporary password expires in 7 days.`,
    meta: { temporaryPassword, sub: user.sub },
  });
}

/**
 * Deterministic, plausible SRP material for a name that matches no user (prevents user-existence
 * probing). The verifier is a keyed hash of the name reduced mod N rather than g^x: from outside
 * the two cannot be told apart, and it spares the one exponentiation that made an unknown name
 * answer measurably slower than a real one.
 */
export function decoyUser(ctx: Ctx, username: string): { userIdForSrp: string; saltHex: string; verifierHex: string } {
  const seed = hmacHex(ctx, 'decoy', username.trim().toLowerCase());
  const h = seed.slice(0, 32);
  const userIdForSrp = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  const saltHex = padHex(hexToBigInt(seed.slice(32, 64)));
  const blocks = Array.from({ length: 13 }, (_, i) => hmacHex(ctx, `decoy-verifier:${i}`, seed)).join('');
  return { userIdForSrp, saltHex, verifierHex: padHex(hexToBigInt(blocks) % N) };
}
