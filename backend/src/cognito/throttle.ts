/**
 * Counters with a window, kept in the user pool's own database (`auth_throttle`), for the
 * limits that stop guessing: reset codes issued and reset codes failed per account, reset
 * attempts per source address, failed sign-ins per account. Synchronous, so a check and its
 * count sit in the same transaction as the code or password check they guard (see ADR 0011).
 *
 * A counter's window starts at its first hit; when a hit reaches `max`, the window is
 * stretched to `blockSeconds` from that moment (a lockout). `blocked` is true from then until
 * the window ends; afterwards the next hit starts a fresh count.
 */
import type { Db } from '../db/database.ts';

export interface Limit {
  /** Key prefix, e.g. 'reset-failed'. */
  name: string;
  max: number;
  windowSeconds: number;
  /** How long the limit holds once reached (default: windowSeconds). */
  blockSeconds?: number;
}

export const LIMITS = {
  /** Password-reset codes mailed to one account (ForgotPassword) per hour. */
  resetCodesPerAccount: { name: 'reset-issued', max: 5, windowSeconds: 60 * 60 },
  /** Wrong reset codes for one account, across every code issued, per day. */
  resetFailuresPerAccount: { name: 'reset-failed', max: 10, windowSeconds: 24 * 60 * 60 },
  /** ForgotPassword calls and wrong codes from one address per hour, whatever the account. */
  resetAttemptsPerSource: { name: 'reset-source', max: 30, windowSeconds: 60 * 60 },
  /** Failed password proofs of one sign-in name: the fifth within 15 minutes locks it for 15 minutes. */
  signInFailuresPerAccount: { name: 'signin-failed', max: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Account creations refused because the address is taken, per administrator per hour. */
  takenAddressesPerCaller: { name: 'create-taken', max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

interface Row {
  count: number;
  window_ends: number;
}

export type Throttle = ReturnType<typeof createThrottle>;

export function createThrottle(db: Db, nowSec: () => number) {
  const get = db.prepare<[string], Row>('SELECT count, window_ends FROM auth_throttle WHERE key = ?');
  const put = db.prepare(
    `INSERT INTO auth_throttle (key, count, window_ends) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_ends = excluded.window_ends`,
  );
  const remove = db.prepare('DELETE FROM auth_throttle WHERE key = ?');
  const prune = db.prepare('DELETE FROM auth_throttle WHERE window_ends < ?');
  const keyOf = (limit: Limit, key: string) => `${limit.name}:${key}`;

  /** The counter as it stands now (an ended window counts as empty). */
  function current(limit: Limit, key: string): Row | undefined {
    const row = get.get(keyOf(limit, key));
    return row && row.window_ends > nowSec() ? row : undefined;
  }

  return {
    blocked(limit: Limit, key: string): boolean {
      const row = current(limit, key);
      return row !== undefined && row.count >= limit.max;
    },
    /** Counts one event; true when this reached the limit (it is blocked from now on). */
    hit(limit: Limit, key: string): boolean {
      const now = nowSec();
      const row = current(limit, key);
      const count = (row?.count ?? 0) + 1;
      const reached = count >= limit.max;
      const windowEnds = reached ? Math.max(row?.window_ends ?? 0, now + (limit.blockSeconds ?? limit.windowSeconds)) : (row?.window_ends ?? now + limit.windowSeconds);
      put.run(keyOf(limit, key), count, windowEnds);
      return reached;
    },
    clear(limit: Limit, key: string): void {
      remove.run(keyOf(limit, key));
    },
    prune(now: number): void {
      prune.run(now);
    },
  };
}
