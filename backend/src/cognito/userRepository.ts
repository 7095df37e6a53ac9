/**
 * SQL over the auth_* tables. Every function is synchronous (better-sqlite3), so callers can
 * compose them inside their own transactions. Times in the auth tables are epoch seconds,
 * except created_at/updated_at (ISO strings).
 */
import type { Db } from '../db/database.ts';

export const USER_GROUPS = ['admin', 'dark', 'user', 'billing'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];
export function isUserGroup(value: unknown): value is UserGroup {
  return typeof value === 'string' && (USER_GROUPS as readonly string[]).includes(value);
}

export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

/** A user as other code sees it. SRP salt and verifier are deliberately absent. */
export interface AuthUser {
  sub: string;
  email: string;
  clinicId: string;
  group: UserGroup;
  enabled: boolean;
  userStatus: UserStatus;
  emailVerified: boolean;
  name: string;
  attributes: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface AuthUserRecord extends AuthUser {
  srpSalt: string;
  srpVerifier: string;
}

interface AuthUserRow {
  sub: string;
  email: string;
  clinic_id: string;
  group_name: string;
  enabled: number;
  user_status: string;
  email_verified: number;
  srp_salt: string;
  srp_verifier: string;
  attributes: string;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokenRow {
  token_hash: string;
  sub: string;
  origin_jti: string;
  client_id: string;
  auth_time: number;
  expires_at: number;
  used_at: number | null;
}

export interface ChallengeRow {
  session: string;
  sub: string;
  challenge: string;
  payload: string;
  expires_at: number;
}

export interface CodeRow {
  sub: string;
  purpose: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
}

function parseAttributes(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

function toRecord(row: AuthUserRow): AuthUserRecord {
  const attributes = parseAttributes(row.attributes);
  return {
    sub: row.sub,
    email: row.email,
    clinicId: row.clinic_id,
    group: isUserGroup(row.group_name) ? row.group_name : 'user',
    enabled: row.enabled === 1,
    userStatus: row.user_status as UserStatus,
    emailVerified: row.email_verified === 1,
    name: attributes.name ?? '',
    attributes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    srpSalt: row.srp_salt,
    srpVerifier: row.srp_verifier,
  };
}

/** Strips the SRP material from a record. */
export function publicUser(record: AuthUserRecord): AuthUser {
  const { srpSalt: _salt, srpVerifier: _verifier, ...user } = record;
  return user;
}

export interface NewUserRow {
  sub: string;
  email: string;
  clinicId: string;
  group: UserGroup;
  userStatus: UserStatus;
  emailVerified: boolean;
  srpSalt: string;
  srpVerifier: string;
  attributes: Record<string, string>;
  nowIso: string;
}

/** Purpose names used in auth_codes. */
export const CODE_PURPOSE = {
  resetPassword: 'reset-password',
  /** Expiry of an administrator-issued temporary password (code_hash unused). */
  temporaryPassword: 'temporary-password',
} as const;

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Db) {
  const stmt = {
    insertUser: db.prepare(
      `INSERT INTO auth_users (sub, email, clinic_id, group_name, enabled, user_status, email_verified, srp_salt, srp_verifier, attributes, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    bySub: db.prepare<[string], AuthUserRow>('SELECT * FROM auth_users WHERE sub = ?'),
    byEmail: db.prepare<[string], AuthUserRow>('SELECT * FROM auth_users WHERE email = ? COLLATE NOCASE'),
    listByClinic: db.prepare<[string, string, number], AuthUserRow>(
      'SELECT * FROM auth_users WHERE clinic_id = ? AND sub > ? ORDER BY sub LIMIT ?',
    ),
    setCredentials: db.prepare(
      'UPDATE auth_users SET srp_salt = ?, srp_verifier = ?, user_status = ?, updated_at = ? WHERE sub = ?',
    ),
    setStatus: db.prepare('UPDATE auth_users SET user_status = ?, updated_at = ? WHERE sub = ?'),
    setEnabled: db.prepare('UPDATE auth_users SET enabled = ?, updated_at = ? WHERE sub = ?'),
    setGroup: db.prepare('UPDATE auth_users SET group_name = ?, updated_at = ? WHERE sub = ?'),
    setAttributes: db.prepare('UPDATE auth_users SET attributes = ?, updated_at = ? WHERE sub = ?'),
    setEmailVerified: db.prepare('UPDATE auth_users SET email_verified = ?, updated_at = ? WHERE sub = ?'),

    insertRefresh: db.prepare(
      `INSERT INTO auth_refresh_tokens (token_hash, sub, origin_jti, client_id, auth_time, expires_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    ),
    getRefresh: db.prepare<[string], RefreshTokenRow>('SELECT * FROM auth_refresh_tokens WHERE token_hash = ?'),
    markRefreshUsed: db.prepare(
      'UPDATE auth_refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
    ),
    revokeOrigin: db.prepare(
      'INSERT OR IGNORE INTO auth_revoked_origins (origin_jti, sub, revoked_at) VALUES (?, ?, ?)',
    ),
    revokeAllOrigins: db.prepare(
      `INSERT OR IGNORE INTO auth_revoked_origins (origin_jti, sub, revoked_at)
       SELECT DISTINCT origin_jti, sub, ? FROM auth_refresh_tokens WHERE sub = ?`,
    ),
    revokeOtherOrigins: db.prepare(
      `INSERT OR IGNORE INTO auth_revoked_origins (origin_jti, sub, revoked_at)
       SELECT DISTINCT origin_jti, sub, ? FROM auth_refresh_tokens WHERE sub = ? AND origin_jti <> ?`,
    ),
    isRevoked: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM auth_revoked_origins WHERE origin_jti = ?'),

    insertChallenge: db.prepare(
      'INSERT INTO auth_challenges (session, sub, challenge, payload, expires_at) VALUES (?, ?, ?, ?, ?)',
    ),
    getChallenge: db.prepare<[string], ChallengeRow>('SELECT * FROM auth_challenges WHERE session = ?'),
    deleteChallenge: db.prepare('DELETE FROM auth_challenges WHERE session = ?'),
    deleteChallengesOfUser: db.prepare('DELETE FROM auth_challenges WHERE sub = ?'),

    putCode: db.prepare(
      `INSERT INTO auth_codes (sub, purpose, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (sub, purpose) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts`,
    ),
    getCode: db.prepare<[string, string], CodeRow>('SELECT * FROM auth_codes WHERE sub = ? AND purpose = ?'),
    bumpCode: db.prepare('UPDATE auth_codes SET attempts = attempts + 1 WHERE sub = ? AND purpose = ?'),
    deleteCode: db.prepare('DELETE FROM auth_codes WHERE sub = ? AND purpose = ?'),

    sessionActivity: db.prepare<[string], { last_active_at: number }>('SELECT last_active_at FROM auth_sessions WHERE origin_jti = ?'),
    touchSession: db.prepare(
      `INSERT INTO auth_sessions (origin_jti, sub, last_active_at) VALUES (?, ?, ?)
       ON CONFLICT (origin_jti) DO UPDATE SET last_active_at = excluded.last_active_at`,
    ),
    pruneSessions: db.prepare('DELETE FROM auth_sessions WHERE last_active_at < ?'),

    pruneRefresh: db.prepare('DELETE FROM auth_refresh_tokens WHERE expires_at < ?'),
    pruneRevoked: db.prepare('DELETE FROM auth_revoked_origins WHERE revoked_at < ?'),
    pruneChallenges: db.prepare('DELETE FROM auth_challenges WHERE expires_at < ?'),
    pruneCodes: db.prepare(
      `DELETE FROM auth_codes WHERE purpose = '${CODE_PURPOSE.resetPassword}' AND expires_at < ?`,
    ),
  };

  return {
    insertUser(u: NewUserRow): void {
      stmt.insertUser.run(
        u.sub,
        u.email,
        u.clinicId,
        u.group,
        u.userStatus,
        u.emailVerified ? 1 : 0,
        u.srpSalt,
        u.srpVerifier,
        JSON.stringify(u.attributes),
        u.nowIso,
        u.nowIso,
      );
    },
    getBySub(sub: string): AuthUserRecord | undefined {
      const row = stmt.bySub.get(sub);
      return row ? toRecord(row) : undefined;
    },
    getByEmail(email: string): AuthUserRecord | undefined {
      const row = stmt.byEmail.get(email.trim());
      return row ? toRecord(row) : undefined;
    },
    /** A sign-in name is the e-mail address; the internal username (sub) is accepted too, as Cognito does. */
    findByLogin(username: string): AuthUserRecord | undefined {
      return this.getByEmail(username) ?? this.getBySub(username.trim());
    },
    listByClinic(clinicId: string, afterSub: string, limit: number): AuthUserRecord[] {
      return stmt.listByClinic.all(clinicId, afterSub, limit).map(toRecord);
    },
    setCredentials(sub: string, salt: string, verifier: string, status: UserStatus, nowIso: string): void {
      stmt.setCredentials.run(salt, verifier, status, nowIso, sub);
    },
    setStatus(sub: string, status: UserStatus, nowIso: string): void {
      stmt.setStatus.run(status, nowIso, sub);
    },
    setEnabled(sub: string, enabled: boolean, nowIso: string): number {
      return stmt.setEnabled.run(enabled ? 1 : 0, nowIso, sub).changes;
    },
    setGroup(sub: string, group: UserGroup, nowIso: string): number {
      return stmt.setGroup.run(group, nowIso, sub).changes;
    },
    setAttributes(sub: string, attributes: Record<string, string>, nowIso: string): void {
      stmt.setAttributes.run(JSON.stringify(attributes), nowIso, sub);
    },
    setEmailVerified(sub: string, verified: boolean, nowIso: string): void {
      stmt.setEmailVerified.run(verified ? 1 : 0, nowIso, sub);
    },

    insertRefreshToken(row: Omit<RefreshTokenRow, 'used_at'>): void {
      stmt.insertRefresh.run(row.token_hash, row.sub, row.origin_jti, row.client_id, row.auth_time, row.expires_at);
    },
    getRefreshToken(tokenHash: string): RefreshTokenRow | undefined {
      return stmt.getRefresh.get(tokenHash);
    },
    /** Marks a refresh token used; false when it already was (lost race). */
    markRefreshTokenUsed(tokenHash: string, atSec: number): boolean {
      return stmt.markRefreshUsed.run(atSec, tokenHash).changes === 1;
    },
    revokeOrigin(originJti: string, sub: string, atSec: number): void {
      stmt.revokeOrigin.run(originJti, sub, atSec);
    },
    revokeAllOrigins(sub: string, atSec: number): void {
      stmt.revokeAllOrigins.run(atSec, sub);
    },
    revokeOtherOrigins(sub: string, keepOriginJti: string, atSec: number): void {
      stmt.revokeOtherOrigins.run(atSec, sub, keepOriginJti);
    },
    isOriginRevoked(originJti: string): boolean {
      return stmt.isRevoked.get(originJti) !== undefined;
    },

    /** When the session (token family) last saw its person's activity; undefined if never recorded. */
    sessionLastActive(originJti: string): number | undefined {
      return stmt.sessionActivity.get(originJti)?.last_active_at;
    },
    touchSession(originJti: string, sub: string, atSec: number): void {
      stmt.touchSession.run(originJti, sub, atSec);
    },

    insertChallenge(row: ChallengeRow): void {
      stmt.insertChallenge.run(row.session, row.sub, row.challenge, row.payload, row.expires_at);
    },
    /** Reads and deletes a challenge: sessions are single-use. */
    takeChallenge(session: string): ChallengeRow | undefined {
      const row = stmt.getChallenge.get(session);
      if (row) stmt.deleteChallenge.run(session);
      return row;
    },
    deleteChallengesOfUser(sub: string): void {
      stmt.deleteChallengesOfUser.run(sub);
    },

    putCode(sub: string, purpose: string, codeHash: string, expiresAt: number, attempts = 0): void {
      stmt.putCode.run(sub, purpose, codeHash, expiresAt, attempts);
    },
    getCode(sub: string, purpose: string): CodeRow | undefined {
      return stmt.getCode.get(sub, purpose);
    },
    bumpCodeAttempts(sub: string, purpose: string): void {
      stmt.bumpCode.run(sub, purpose);
    },
    deleteCode(sub: string, purpose: string): void {
      stmt.deleteCode.run(sub, purpose);
    },

    /** Drops rows that can no longer matter. */
    prune(nowSec: number): void {
      stmt.pruneRefresh.run(nowSec - 86_400);
      // A family's tokens all expire within 30 days (+1 h) of its start, so 31 days after revocation the record is moot.
      stmt.pruneRevoked.run(nowSec - 31 * 86_400);
      stmt.pruneChallenges.run(nowSec - 3_600);
      stmt.pruneCodes.run(nowSec - 86_400);
      // no clinic's idle time is longer than 4 hours, so a day-old activity record is moot
      stmt.pruneSessions.run(nowSec - 86_400);
    },
  };
}
