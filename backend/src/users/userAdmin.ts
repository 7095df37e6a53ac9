/**
 * User administration: the custom GraphQL operations that keep a staff member's user-pool
 * account (sign-in, group, enabled) and their User record in step, in one transaction.
 */
import { AppError, ERROR_TYPES, type Role, USER_STATUSES, type UserAdminOperation, canRunUserAdmin, isRole } from '@emr/domain';
import type { CognitoUsers } from '../cognito/types.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { type Caller, abilityOf } from '@emr/domain/server';
import type { RecordService } from '../records/service.ts';
import type { StoredItem } from '../records/store.ts';

type Args = Record<string, unknown>;

export interface UserAdminOptions {
  db: Db;
  users: CognitoUsers;
  records: RecordService;
  outbox: Outbox;
  /** Public origin of the app, for links in e-mails. */
  origin: string;
}

function requireRole(value: unknown): Role {
  if (!isRole(value)) throw new AppError(ERROR_TYPES.validation, `role must be one of admin, dark, user, billing`, { role: 'Unknown role' });
  return value;
}

export function createUserAdmin({ db, users, records, outbox, origin }: UserAdminOptions) {
  /** The target staff member's User record, in the caller's clinic. */
  function target(caller: Caller, userId: unknown): StoredItem {
    const row = typeof userId === 'string' ? records.get(caller, userId) : null;
    if (!row || row['EntityType'] !== 'User') throw new AppError(ERROR_TYPES.notFound, 'No staff member with this id in your clinic');
    return row as StoredItem;
  }

  /** The role check of each operation (USER_ADMIN_OPERATIONS in the domain, which the cloud's group rules follow too). */
  function requireOperation(caller: Caller, operation: UserAdminOperation): void {
    if (canRunUserAdmin(abilityOf(caller.group), operation)) return;
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: your role may not run ${operation}`);
  }

  /** Keeps the user pool in step when a User record's Role or Status changes (also through updateEMR). */
  function syncUserPool(before: StoredItem, after: StoredItem): void {
    if (after['Role'] !== before['Role'] && isRole(after['Role'])) users.setGroup(after.id, after['Role']);
    if (after['Status'] !== before['Status']) users.setEnabled(after.id, after['Status'] === 'Active');
  }

  return {
    syncUserPool,

    /**
     * After a user-pool admin call made straight to /cognito (AdminDisableUser, …), brings the
     * staff member's User record in line with the pool: status, role, and the record itself
     * for a newly created account. Audited as the calling administrator.
     */
    reconcile(caller: Caller, sub: string): void {
      const account = users.get(sub);
      if (!account || account.clinicId !== caller.clinicId) return;
      const status = account.enabled ? 'Active' : 'Inactive';
      db.transaction(() => {
        const row = records.get({ ...caller, group: 'admin' }, sub) as StoredItem | null;
        if (!row) {
          records.systemCreate(caller, 'User', sub, {
            Username: account.email, Email: account.email, FullName: account.name || account.email,
            Role: account.group, Status: status, Timestamp: new Date().toISOString(), CreatedBy: caller.sub,
          });
          return;
        }
        const changes: Args = {};
        if (row['Status'] !== status) changes['Status'] = status;
        if (row['Role'] !== account.group) changes['Role'] = account.group;
        if (Object.keys(changes).length) records.systemUpdate(caller, sub, changes, 'update');
      })();
    },

    adminCreateUser(caller: Caller, args: Args): StoredItem {
      const role = requireRole(args['role']);
      requireOperation(caller, 'adminCreateUser');
      if (role === 'admin' && caller.group !== 'admin') {
        throw new AppError(ERROR_TYPES.forbidden, 'Only an administrator can create another administrator');
      }
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const fullName = String(args['fullName'] ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError(ERROR_TYPES.validation, 'Enter a valid e-mail address', { email: 'Invalid e-mail' });
      if (!fullName) throw new AppError(ERROR_TYPES.validation, 'Enter the full name', { fullName: 'Required' });
      if (users.getByEmail(email)) {
        throw new AppError(ERROR_TYPES.validation, 'An account with this e-mail already exists', { email: 'Already in use' });
      }
      return db.transaction(() => {
        const { sub } = users.create({ email, name: fullName, clinicId: caller.clinicId, group: role, sendInvitation: true });
        return records.systemCreate(caller, 'User', sub, {
          Username: email,
          Email: email,
          FullName: fullName,
          Role: role,
          Status: 'Active',
          Timestamp: new Date().toISOString(),
          CreatedBy: caller.sub,
        });
      })();
    },

    adminSetUserStatus(caller: Caller, args: Args): StoredItem {
      requireOperation(caller, 'adminSetUserStatus');
      const status = args['status'];
      if (!USER_STATUSES.includes(status as never)) throw new AppError(ERROR_TYPES.validation, 'status must be Active or Inactive');
      const row = target(caller, args['userId']);
      if (row.id === caller.sub) throw new AppError(ERROR_TYPES.validation, 'You cannot change the status of your own account');
      return db.transaction(() => {
        const updated = records.systemUpdate(caller, row.id, { Status: status }, 'update');
        users.setEnabled(row.id, status === 'Active');
        return updated;
      })();
    },

    adminSetUserRole(caller: Caller, args: Args): StoredItem {
      requireOperation(caller, 'adminSetUserRole');
      const role = requireRole(args['role']);
      const row = target(caller, args['userId']);
      if (row.id === caller.sub) throw new AppError(ERROR_TYPES.validation, 'You cannot change your own role');
      return db.transaction(() => {
        const updated = records.systemUpdate(caller, row.id, { Role: role }, 'update');
        users.setGroup(row.id, role);
        return updated;
      })();
    },

    adminResetUserPassword(caller: Caller, args: Args): StoredItem {
      requireOperation(caller, 'adminResetUserPassword');
      const row = target(caller, args['userId']);
      return db.transaction(() => {
        users.adminResetPassword(row.id);
        return records.systemUpdate(caller, row.id, { ResetToken: undefined }, 'resetPassword');
      })();
    },

    /** Spec's custom query: e-mails a password-reset notice to a staff member of the caller's clinic. */
    sendResetEmail(caller: Caller, args: Args): string {
      requireOperation(caller, 'sendResetEmail');
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const account = users.getByEmail(email);
      if (!account || account.clinicId !== caller.clinicId) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      const expires = typeof args['expiresAt'] === 'string' ? ` It expires at ${args['expiresAt']}.` : '';
      outbox.send({
        to: email,
        subject: 'Reset your EMR password',
        kind: 'reset-link',
        text: `Your administrator asked you to reset your password. Open ${origin}/forgot-password?email=${encodeURIComponent(email)} and request a code. Reference: ${String(args['resetToken'])}.${expires}`,
        meta: { resetToken: String(args['resetToken']) },
      });
      return 'sent';
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
