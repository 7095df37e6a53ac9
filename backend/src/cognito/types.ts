import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthUser, UserGroup } from './userRepository.ts';

export type { AuthUser, UserGroup, UserStatus } from './userRepository.ts';

export interface CognitoOptions {
  db: Db;
  dataDir: string;
  /** Must look like `<region>_<name>`, e.g. 'us-east-1_EMRLocal' (Amplify parses the region from it). */
  userPoolId: string;
  clientId: string;
  /** e.g. http://localhost:8080/cognito/us-east-1_EMRLocal */
  issuer: string;
  outbox: Outbox;
  /** Clock in epoch ms (tests). */
  now?: () => number;
  /**
   * Seconds during which a just-rotated refresh token may still be redeemed (Cognito's
   * RetryGracePeriodSeconds, 0–60). Default 0: reuse is refused at once and revokes the family.
   */
  refreshTokenReuseGraceSeconds?: number;
  /**
   * Seconds without user activity after which a session of the clinic is ended: its tokens
   * are refused and its refresh tokens revoked. Default 15 minutes.
   */
  idleSecondsOf?: (clinicId: string) => number;
  /** Called after every completed sign-in (a new session), e.g. to stamp the staff member's LastLogin. */
  onSignIn?: (user: AuthUser, atIso: string) => void;
  /** Where unexpected internal errors are reported. Default console.error. */
  logError?: (message: string, err: unknown) => void;
}

export interface VerifiedCaller {
  sub: string;
  username: string;
  email: string;
  clinicId: string;
  group: UserGroup;
  originJti: string;
  name: string;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

export interface HandleResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface CreateUserInput {
  email: string;
  name: string;
  clinicId: string;
  group: UserGroup;
  password?: string;
  temporaryPassword?: string;
  sub?: string;
  sendInvitation?: boolean;
}

export interface CognitoUsers {
  /** password → CONFIRMED; temporaryPassword (or a generated one when neither is given) → FORCE_CHANGE_PASSWORD. */
  create(input: CreateUserInput): { sub: string; temporaryPassword?: string };
  /**
   * Throws UsernameExistsException (one message for every clinic) when the address has an
   * account, counting it against `requestedBy`; LimitExceededException after too many.
   */
  assertAddressFree(email: string, requestedBy: string): void;
  get(sub: string): AuthUser | undefined;
  getByEmail(email: string): AuthUser | undefined;
  /** Disabling also revokes every token family of the user. */
  setEnabled(sub: string, enabled: boolean): void;
  setGroup(sub: string, group: UserGroup): void;
  /** RESET_REQUIRED, reset code mailed; sign-in then fails with PasswordResetRequiredException. Revokes sessions. */
  adminResetPassword(sub: string): void;
  globalSignOut(sub: string): void;
}

export interface CognitoService {
  /**
   * Handles one JSON 1.1 call; never throws. `headers` carries `authorization` for the admin
   * operations; `source` is the caller's address (the socket's, never a forwarded header).
   */
  handle(target: string | undefined, rawBody: string, headers?: RequestHeaders, source?: string): Promise<HandleResult>;
  /**
   * Throws CognitoError('NotAuthorizedException') unless the access token is valid now. group/clinicId come from the database.
   * `activity: false` for a request the page made by itself (it does not keep the session from idling out).
   */
  verifyAccessToken(raw: string, options?: { activity?: boolean }): Promise<VerifiedCaller>;
  jwks(): { keys: object[] };
  users: CognitoUsers;
}
