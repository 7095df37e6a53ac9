/** Shared state of one user-pool service instance, handed to every operation. */
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { CognitoError } from './errors.ts';
import { poolNameOf } from './srp.ts';
import { createThrottle } from './throttle.ts';
import type { Throttle } from './throttle.ts';
import { loadOrCreateSigningKey } from './tokens.ts';
import type { SigningKey } from './tokens.ts';
import type { CognitoOptions } from './types.ts';
import { createUserRepository, publicUser } from './userRepository.ts';
import type { AuthUserRecord, UserRepository } from './userRepository.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const ID_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const SRP_SESSION_SECONDS = 5 * 60;
export const NEW_PASSWORD_SESSION_SECONDS = 15 * 60;
export const TIMESTAMP_SKEW_MS = 5 * 60 * 1000;
export const RESET_CODE_SECONDS = 60 * 60;
/** Wrong tries of one reset code before it is void (the account's budget across codes is in throttle.ts). */
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const TEMPORARY_PASSWORD_SECONDS = 7 * 24 * 60 * 60;

interface DecoySession {
  expiresAt: number;
  /** The unknown sign-in name's throttle key, so its failures lock it as a real account's would. */
  accountKey: string;
}

/** The automatic logoff when a clinic has not chosen its own idle time (HIPAA §164.312(a)(2)(iii)). */
export const DEFAULT_IDLE_SECONDS = 15 * 60;

export interface Ctx {
  db: Db;
  repo: UserRepository;
  throttle: Throttle;
  key: SigningKey;
  outbox: Outbox;
  userPoolId: string;
  poolName: string;
  clientId: string;
  issuer: string;
  graceSeconds: number;
  /** Seconds without user activity after which a session of the clinic is ended. */
  idleSecondsOf(clinicId: string): number;
  nowMs(): number;
  nowSec(): number;
  nowIso(): string;
  /** SRP sessions handed out for unknown users, so that they fail exactly like a wrong password. */
  decoySessions: Map<string, DecoySession>;
  logError(message: string, err: unknown): void;
  onSignIn(user: AuthUserRecord): void;
  /** Runs housekeeping (expired rows) at most once an hour. */
  maybePrune(): void;
}

export function createContext(opts: CognitoOptions): Ctx {
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(opts.userPoolId)) {
    throw new Error(`userPoolId must look like <region>_<name>, got ${JSON.stringify(opts.userPoolId)}`);
  }
  if (opts.clientId === '') throw new Error('clientId is required');
  const nowMs = opts.now ?? Date.now;
  const grace = opts.refreshTokenReuseGraceSeconds ?? 0;
  if (!Number.isInteger(grace) || grace < 0 || grace > 60) {
    throw new Error('refreshTokenReuseGraceSeconds must be an integer between 0 and 60');
  }
  const repo = createUserRepository(opts.db);
  const nowSec = () => Math.floor(nowMs() / 1000);
  const throttle = createThrottle(opts.db, nowSec);
  let lastPrune = 0;
  const ctx: Ctx = {
    db: opts.db,
    repo,
    throttle,
    key: loadOrCreateSigningKey(opts.dataDir),
    outbox: opts.outbox,
    userPoolId: opts.userPoolId,
    poolName: poolNameOf(opts.userPoolId),
    clientId: opts.clientId,
    issuer: opts.issuer,
    graceSeconds: grace,
    idleSecondsOf: opts.idleSecondsOf ?? (() => DEFAULT_IDLE_SECONDS),
    nowMs,
    nowSec,
    nowIso: () => new Date(nowMs()).toISOString(),
    decoySessions: new Map(),
    logError: opts.logError ?? ((message, err) => console.error(message, err)),
    onSignIn(user) {
      try {
        opts.onSignIn?.(publicUser(user), ctx.nowIso());
      } catch (err) {
        // a sign-in never fails for its bookkeeping
        ctx.logError('cognito: onSignIn failed', err);
      }
    },
    maybePrune() {
      const now = ctx.nowSec();
      if (now - lastPrune < 3600) return;
      lastPrune = now;
      repo.prune(now);
      throttle.prune(now);
      for (const [session, decoy] of ctx.decoySessions) if (decoy.expiresAt < now) ctx.decoySessions.delete(session);
    },
  };
  return ctx;
}

export function assertClientId(ctx: Ctx, clientId: string): void {
  if (clientId !== ctx.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

export function assertUserPoolId(ctx: Ctx, userPoolId: string): void {
  if (userPoolId !== ctx.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${userPoolId} does not exist.`);
  }
}
