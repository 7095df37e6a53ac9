/**
 * The rules of the user-administration operations (adminCreateUser, adminSetUserStatus,
 * adminSetUserRole, adminResetUserPassword, sendResetEmail), shared by the embedded server
 * (backend/src/users/userAdmin.ts) and the cloud (amplify/functions/emr-api): who may run
 * each, on whom, with which arguments. Each acts only on staff of the caller's clinic.
 */
import { ROLES, type Role, USER_STATUSES, type UserStatus, isRole } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { type UserAdminOperation, canRunUserAdmin } from '../groupRules.ts';
import { type Caller, abilityOf } from './access.ts';
import type { StoredItem } from './item.ts';

type Args = Record<string, unknown>;

/** Refuses a caller whose role may not run the operation (USER_ADMIN_OPERATIONS). */
export function requireOperation(caller: Caller, operation: UserAdminOperation): void {
  if (!canRunUserAdmin(abilityOf(caller.group), operation)) {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: your role may not run ${operation}`);
  }
}

function requireRole(value: unknown): Role {
  if (!isRole(value)) throw new AppError(ERROR_TYPES.validation, `role must be one of ${ROLES.join(', ')}`, { role: 'Unknown role' });
  return value;
}

/** Normalizes an e-mail address as the sign-in name (trimmed, lower case). */
export const normalizeEmail = (value: unknown) => String(value ?? '').trim().toLowerCase();

export interface NewStaff {
  email: string;
  fullName: string;
  role: Role;
}

/** The arguments of `adminCreateUser`, checked: only an administrator creates another administrator. */
export function parseNewStaff(caller: Caller, args: Args): NewStaff {
  requireOperation(caller, 'adminCreateUser');
  const role = requireRole(args['role']);
  if (role === 'admin' && caller.group !== 'admin') {
    throw new AppError(ERROR_TYPES.forbidden, 'Only an administrator can create another administrator');
  }
  const email = normalizeEmail(args['email']);
  const fullName = String(args['fullName'] ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError(ERROR_TYPES.validation, 'Enter a valid e-mail address', { email: 'Invalid e-mail' });
  if (!fullName) throw new AppError(ERROR_TYPES.validation, 'Enter the full name', { fullName: 'Required' });
  return { email, fullName, role };
}

/** The fields of a new staff member's User row. */
export function staffFields(caller: Caller, { email, fullName, role }: NewStaff, now: string): Args {
  return { Username: email, Email: email, FullName: fullName, Role: role, Status: 'Active', Timestamp: now, CreatedBy: caller.sub };
}

/** The target of an operation: a User row of the caller's clinic, else NotFoundException. */
export function staffTarget(caller: Caller, row: StoredItem | undefined | null): StoredItem {
  if (!row || row.EntityType !== 'User' || row.ClinicID !== caller.clinicId) {
    throw new AppError(ERROR_TYPES.notFound, 'No staff member with this id in your clinic');
  }
  return row;
}

/** The new status of `adminSetUserStatus`; nobody changes their own. */
export function parseStatusChange(caller: Caller, target: StoredItem, args: Args): UserStatus {
  const status = args['status'];
  if (!USER_STATUSES.includes(status as never)) throw new AppError(ERROR_TYPES.validation, `status must be ${USER_STATUSES.join(' or ')}`);
  if (target.id === caller.sub) throw new AppError(ERROR_TYPES.validation, 'You cannot change the status of your own account');
  return status as UserStatus;
}

/** The new role of `adminSetUserRole`; nobody changes their own. */
export function parseRoleChange(caller: Caller, target: StoredItem, args: Args): Role {
  const role = requireRole(args['role']);
  if (target.id === caller.sub) throw new AppError(ERROR_TYPES.validation, 'You cannot change your own role');
  return role;
}

/** What a change of a User row means for its sign-in: a new group, enabled or disabled (both servers keep the two in step). */
export function signInChanges(before: StoredItem, after: StoredItem): { role?: Role; enabled?: boolean } {
  return {
    ...(after['Role'] !== before['Role'] && isRole(after['Role']) ? { role: after['Role'] } : {}),
    ...(after['Status'] !== before['Status'] ? { enabled: after['Status'] === 'Active' } : {}),
  };
}

/** The password-reset notice of `sendResetEmail` (the embedded server writes it to its outbox, the cloud sends it with SES). */
export function resetNotice(origin: string, email: string, args: Args): { subject: string; text: string } {
  const expires = typeof args['expiresAt'] === 'string' ? ` It expires at ${args['expiresAt']}.` : '';
  return {
    subject: 'Reset your EMR password',
    text: `Your administrator asked you to reset your password. Open ${origin}/forgot-password?email=${encodeURIComponent(email)} and request a code. Reference: ${String(args['resetToken'])}.${expires}`,
  };
}
