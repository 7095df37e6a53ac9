/**
 * User administration: the custom GraphQL operations that keep a staff member's user-pool
 * account (sign-in, group, enabled) and their User record in step, in one transaction.
 */
import { AppError, ERROR_TYPES } from '@emr/domain';
import {
  type Caller,
  normalizeEmail,
  parseNewStaff,
  parseRoleChange,
  parseStatusChange,
  requireOperation,
  resetNotice,
  signInChanges,
  staffFields,
  staffTarget,
} from '@emr/domain/server';
import type { CognitoUsers } from '../cognito/types.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
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

export function createUserAdmin({ db, users, records, outbox, origin }: UserAdminOptions) {
  /** The target staff member's User record, in the caller's clinic. */
  function target(caller: Caller, userId: unknown): StoredItem {
    return staffTarget(caller, typeof userId === 'string' ? (records.get(caller, userId) as StoredItem | null) : null);
  }

  /** Keeps the user pool in step when a User record's Role or Status changes (also through updateEMR). */
  function syncUserPool(before: StoredItem, after: StoredItem): void {
    const { role, enabled } = signInChanges(before, after);
    if (role) users.setGroup(after.id, role);
    if (enabled !== undefined) users.setEnabled(after.id, enabled);
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
      const staff = parseNewStaff(caller, args);
      if (users.getByEmail(staff.email)) {
        throw new AppError(ERROR_TYPES.validation, 'An account with this e-mail already exists', { email: 'Already in use' });
      }
      return db.transaction(() => {
        const { sub } = users.create({ email: staff.email, name: staff.fullName, clinicId: caller.clinicId, group: staff.role, sendInvitation: true });
        return records.systemCreate(caller, 'User', sub, staffFields(caller, staff, new Date().toISOString()));
      })();
    },

    adminSetUserStatus(caller: Caller, args: Args): StoredItem {
      requireOperation(caller, 'adminSetUserStatus');
      const row = target(caller, args['userId']);
      const status = parseStatusChange(caller, row, args);
      return db.transaction(() => {
        const updated = records.systemUpdate(caller, row.id, { Status: status }, 'update');
        users.setEnabled(row.id, status === 'Active');
        return updated;
      })();
    },

    adminSetUserRole(caller: Caller, args: Args): StoredItem {
      requireOperation(caller, 'adminSetUserRole');
      const row = target(caller, args['userId']);
      const role = parseRoleChange(caller, row, args);
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
      const email = normalizeEmail(args['email']);
      const account = users.getByEmail(email);
      if (!account || account.clinicId !== caller.clinicId) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      outbox.send({ to: email, ...resetNotice(origin, email, args), kind: 'reset-link', meta: { resetToken: String(args['resetToken']) } });
      return 'sent';
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
