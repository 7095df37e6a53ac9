/**
 * The server's user administration (backend/src/users/userAdmin.ts) over the fake's rows, so a
 * remote's test meets the same refusals the real server gives: who may call each operation
 * (the domain's CUSTOM_OPERATIONS), a role given only by a caller whose role holds its rights, an address
 * already in use, nobody changes their own role or status, a staff member of another clinic is
 * not found; and every change leaves its audit entry, as the server's does.
 */
import { AppError, ERROR_TYPES, type Role, USER_STATUSES, isRole } from '@emr/domain';
import { CUSTOM_OPERATIONS, type CustomOperation, mayCall } from '@emr/domain/operations';
import { assertMayGrant, assertValidStaff } from '@emr/domain/server';
import type { EmrRecord } from '../data/records.ts';

type Fields = Record<string, unknown>;

export interface UserAdminContext {
  rows: Map<string, EmrRecord>;
  /** Stores a row as the server would (keys derived); a row with an existing id replaces it. */
  put(fields: Fields, version?: number): EmrRecord;
  /** The signed-in caller (the session's user). */
  caller(): { id: string; role: string; name: string };
}

const invalid = (message: string, fields?: Record<string, string>) => new AppError(ERROR_TYPES.validation, message, fields);

/** The custom operations of user administration this fake answers (the record writes' are the fake client's). */
type UserAdminOperation = Extract<CustomOperation, 'adminCreateUser' | 'adminSetUserStatus' | 'adminSetUserRole' | 'adminResetUserPassword' | 'sendResetEmail'>;

export function userAdministration({ rows, put, caller }: UserAdminContext): Record<UserAdminOperation, (args: Fields) => unknown> {
  const allowed = (operation: CustomOperation) => {
    const { role } = caller();
    if (!mayCall(CUSTOM_OPERATIONS, operation, role)) throw new AppError(ERROR_TYPES.forbidden, `Your role (${role}) may not use ${operation}`);
  };
  const role = (value: unknown) => {
    if (!isRole(value)) throw invalid('role must be one of admin, dark, user, billing', { role: 'Unknown role' });
    return value;
  };
  const target = (userId: unknown): EmrRecord => {
    const row = typeof userId === 'string' ? rows.get(userId) : undefined;
    if (!row || row.EntityType !== 'User') throw new AppError(ERROR_TYPES.notFound, 'No staff member with this id in your clinic');
    return row;
  };
  const audited = (row: EmrRecord, changes: Fields, log = 'update'): EmrRecord => {
    const me = caller();
    const next = put({ ...row, ...changes }, row.Version + 1);
    put({
      EntityType: 'Audit',
      id: crypto.randomUUID(),
      Log: log,
      CustomID: row.id,
      Name: 'User',
      Changes: JSON.stringify(Object.entries(changes).map(([field, to]) => ({ field, from: row[field] ?? null, to }))),
      ChangedBy: me.id,
      ChangedByUser: me.name,
      Timestamp: new Date().toISOString(),
    });
    return next;
  };

  return {
    adminCreateUser(args) {
      allowed('adminCreateUser');
      const newRole = role(args['role']);
      assertMayGrant({ group: caller().role as Role }, newRole);
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const fullName = String(args['fullName'] ?? '').trim();
      assertValidStaff({ email, fullName, role: newRole });
      if ([...rows.values()].some((row) => row.EntityType === 'User' && row['Email'] === email)) {
        throw invalid('This e-mail address cannot be used for a new account. Use another address.', { email: 'This e-mail address cannot be used for a new account. Use another address.' });
      }
      const row = put({ EntityType: 'User', id: crypto.randomUUID(), Username: email, Email: email, FullName: fullName, Role: newRole, Status: 'Active', Timestamp: new Date().toISOString(), CreatedBy: caller().id });
      return JSON.stringify(row);
    },
    adminSetUserStatus(args) {
      allowed('adminSetUserStatus');
      if (!USER_STATUSES.includes(args['status'] as never)) throw invalid('status must be Active or Inactive');
      const row = target(args['userId']);
      if (row.id === caller().id) throw invalid('You cannot change the status of your own account');
      return JSON.stringify(audited(row, { Status: args['status'] }));
    },
    adminSetUserRole(args) {
      allowed('adminSetUserRole');
      const newRole = role(args['role']);
      assertMayGrant({ group: caller().role as Role }, newRole);
      const row = target(args['userId']);
      if (row.id === caller().id) throw invalid('You cannot change your own role');
      return JSON.stringify(audited(row, { Role: newRole }));
    },
    adminResetUserPassword(args) {
      allowed('adminResetUserPassword');
      return JSON.stringify(audited(target(args['userId']), {}, 'resetPassword'));
    },
    sendResetEmail(args) {
      allowed('sendResetEmail');
      const email = String(args['email'] ?? '').trim().toLowerCase();
      if (![...rows.values()].some((row) => row.EntityType === 'User' && row['Email'] === email)) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      return 'sent';
    },
  };
}
