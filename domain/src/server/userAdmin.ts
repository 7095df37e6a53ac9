/**
 * The rules of the user-administration operations (adminCreateUser, adminSetUserStatus,
 * adminSetUserRole, adminResetUserPassword, sendResetEmail), shared by the embedded server
 * (backend/src/users/) and the cloud (amplify/functions/emr-api, send-reset-email): who may
 * run each (the domain's one table, CUSTOM_OPERATIONS), on whom, with which arguments, and
 * the words of the system's mails. Each acts only on staff of the caller's clinic.
 */
import { ROLES, type Role, USER_STATUSES, type UserStatus, isRole } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { USER_FIELD_RULES, fieldMessage, recordProblems } from '../fieldRules.ts';
import { CUSTOM_OPERATIONS, type CustomOperation, mayCall } from '../operations.ts';
import { mayGrant } from '../permissions.ts';
import type { Caller } from './access.ts';
import type { StoredItem } from './item.ts';

type Args = Record<string, unknown>;

/** Refuses a caller whose role may not run the operation (CUSTOM_OPERATIONS); checked before anything else. */
export function requireOperation(caller: Caller, operation: CustomOperation): void {
  if (!mayCall(CUSTOM_OPERATIONS, operation, caller.group)) {
    throw new AppError(ERROR_TYPES.forbidden, `Your role (${caller.group}) may not use ${operation}`);
  }
}

function requireRole(value: unknown): Role {
  if (!isRole(value)) throw new AppError(ERROR_TYPES.validation, `role must be one of ${ROLES.join(', ')}`, { role: 'Unknown role' });
  return value;
}

/** Normalizes an e-mail address as the sign-in name (trimmed, lower case). */
export const normalizeEmail = (value: unknown) => String(value ?? '').trim().toLowerCase();

/** The one answer for an address that has an account, in the caller's clinic or any other. */
export const ADDRESS_TAKEN = 'This e-mail address cannot be used for a new account. Use another address.';
export const addressTaken = () => new AppError(ERROR_TYPES.validation, ADDRESS_TAKEN, { email: ADDRESS_TAKEN });

export interface NewStaff {
  email: string;
  fullName: string;
  role: Role;
}

/**
 * Refuses giving an account a role that holds rights the caller's role does not (`mayGrant`):
 * dark, which onboards staff, makes dark accounts only; an administrator gives any role. Every
 * path that creates an account or sets its role asks this (adminCreateUser, adminSetUserRole,
 * the user pool's AdminCreateUser and AdminAddUserToGroup, on both servers).
 */
export function assertMayGrant(caller: Pick<Caller, 'group'>, role: Role): void {
  if (!mayGrant(caller.group, role)) {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: your role (${caller.group}) may not give an account the ${role} role: it holds rights yours does not. Ask an administrator.`, { role: 'Not yours to give' });
  }
}

/**
 * Refuses a caller other than an administrator who chooses an account's temporary password or
 * suppresses its invitation: either would let them sign in as the new account (a password they
 * know, no mail to its owner).
 */
export function assertMayChoosePassword(caller: Pick<Caller, 'group'>, choice: { temporaryPassword: boolean; suppressInvitation: boolean }): void {
  if ((choice.temporaryPassword || choice.suppressInvitation) && caller.group !== 'admin') {
    throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: only an administrator chooses a temporary password or suppresses the invitation; the new account gets its invitation by e-mail');
  }
}

/** The argument of adminCreateUser each User field comes from. */
const STAFF_ARGUMENTS: Record<string, string> = { FullName: 'fullName', Email: 'email', Role: 'role' };

/**
 * Refuses a new staff member whose fields break the User record's rules (USER_FIELD_RULES, which
 * the add-user form checks too), each sentence keyed by its argument.
 */
export function assertValidStaff({ email, fullName, role }: { email: string; fullName: string; role: string }): void {
  const problems = recordProblems(USER_FIELD_RULES, { FullName: fullName, Email: email, Role: role }, '');
  const fields = Object.fromEntries(Object.entries(problems).map(([field, { rule, params }]) => [STAFF_ARGUMENTS[field] ?? field, fieldMessage(rule, field, params)]));
  const first = Object.values(fields)[0];
  if (first) throw new AppError(ERROR_TYPES.validation, first, fields);
}

/** The arguments of `adminCreateUser`, checked: a role the caller may give (`assertMayGrant`). */
export function parseNewStaff(caller: Caller, args: Args): NewStaff {
  const role = requireRole(args['role']);
  assertMayGrant(caller, role);
  const email = normalizeEmail(args['email']);
  const fullName = String(args['fullName'] ?? '').trim();
  assertValidStaff({ email, fullName, role });
  return { email, fullName, role };
}

/** The fields of a new staff member's User row (the server stamps who created it and when). */
export function staffFields({ email, fullName, role }: NewStaff, status: UserStatus = 'Active'): Args {
  return { Username: email, Email: email, FullName: fullName, Role: role, Status: status };
}

/** The target of an operation: a User row of the caller's clinic, else NotFoundException. */
export function staffTarget(caller: Caller, row: Readonly<Args> | undefined | null): StoredItem {
  if (!row || row['EntityType'] !== 'User' || row['ClinicID'] !== caller.clinicId) {
    throw new AppError(ERROR_TYPES.notFound, 'No staff member with this id in your clinic');
  }
  return row as StoredItem;
}

/** The new status of `adminSetUserStatus`. */
export function parseStatus(args: Args): UserStatus {
  const status = args['status'];
  if (!USER_STATUSES.includes(status as never)) throw new AppError(ERROR_TYPES.validation, `status must be ${USER_STATUSES.join(' or ')}`);
  return status as UserStatus;
}

/** The new role of `adminSetUserRole`: a role the caller may give. */
export function parseRole(caller: Caller, args: Args): Role {
  const role = requireRole(args['role']);
  assertMayGrant(caller, role);
  return role;
}

/** Nobody changes their own status or role. */
export function assertNotOwn(caller: Caller, target: StoredItem, what: 'status' | 'role'): void {
  if (target.id !== caller.sub) return;
  throw new AppError(ERROR_TYPES.validation, what === 'status' ? 'You cannot change the status of your own account' : 'You cannot change your own role');
}

/** What a change of a User row means for its sign-in: a new group, enabled or disabled (both servers keep the two in step). */
export function signInChanges(before: StoredItem, after: StoredItem): { role?: Role; enabled?: boolean } {
  return {
    ...(after['Role'] !== before['Role'] && isRole(after['Role']) ? { role: after['Role'] } : {}),
    ...(after['Status'] !== before['Status'] ? { enabled: after['Status'] === 'Active' } : {}),
  };
}

/**
 * The notice of `sendResetEmail` (the embedded server writes it to its outbox, the cloud sends
 * it with SES). Its words are the server's alone: the spec's `resetToken` and `expiresAt`
 * arguments are taken but never put into it, so no caller can make the system's mail say
 * something else.
 */
export function resetNotice(origin: string, email: string): { subject: string; text: string } {
  return {
    subject: 'Reset your EMR password',
    text:
      `Your administrator asked you to reset your password.\n\nOpen ${origin}/forgot-password?email=${encodeURIComponent(email)} ` +
      'and ask for a code; it will be sent to this address.\n\nIf you did not expect this, tell your administrator.',
  };
}
