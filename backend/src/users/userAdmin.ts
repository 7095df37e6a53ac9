/**
 * User administration: the custom GraphQL operations that keep a staff member's user-pool
 * account (sign-in, group, enabled) and their User record in step, in one transaction. Who
 * may call each is checked before it runs, from the domain's CUSTOM_OPERATIONS table
 * (customOperations.ts); these functions check only their arguments and the caller's clinic.
 */
import { AppError, ERROR_TYPES, type Role, USER_STATUSES, isRole } from '@emr/domain';
import type { AuthUser, CognitoUsers } from '../cognito/types.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { CognitoError } from '../cognito/errors.ts';
import type { Caller } from '../records/access.ts';
import type { RecordService } from '../records/service.ts';
import type { RecordStore, StoredItem } from '../records/store.ts';

type Args = Record<string, unknown>;

export interface UserAdminOptions {
  db: Db;
  users: CognitoUsers;
  records: RecordService;
  store: RecordStore;
  outbox: Outbox;
  /** Public origin of the app, for links in e-mails. */
  origin: string;
}

function requireRole(value: unknown): Role {
  if (!isRole(value)) throw new AppError(ERROR_TYPES.validation, `role must be one of admin, dark, user, billing`, { role: 'Unknown role' });
  return value;
}

export function createUserAdmin({ db, users, records, store, outbox, origin }: UserAdminOptions) {
  /** The target staff member's User record, in the caller's clinic. */
  function target(caller: Caller, userId: unknown): StoredItem {
    const row = typeof userId === 'string' ? records.get(caller, userId) : null;
    if (!row || row['EntityType'] !== 'User') throw new AppError(ERROR_TYPES.notFound, 'No staff member with this id in your clinic');
    return row as StoredItem;
  }

  /** Refuses an address that has an account anywhere, with one answer for every clinic. */
  function assertAddressFree(caller: Caller, email: string): void {
    try {
      users.assertAddressFree(email, caller.sub);
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      if (error.type === 'LimitExceededException') throw new AppError(ERROR_TYPES.tooManyRequests, error.message);
      throw new AppError(ERROR_TYPES.validation, error.message, { email: error.message });
    }
  }

  /** Keeps the user pool in step when a User record's Role or Status changes (also through updateEMR). */
  function syncUserPool(before: StoredItem, after: StoredItem): void {
    if (after['Role'] !== before['Role'] && isRole(after['Role'])) users.setGroup(after.id, after['Role']);
    if (after['Status'] !== before['Status']) users.setEnabled(after.id, after['Status'] === 'Active');
  }

  return {
    syncUserPool,

    /**
     * Stamps `LastLogin` on a staff member's User record when they sign in (the profile and the
     * admin's user view show it). Bookkeeping, not an edit: the Version stays, so an
     * administrator editing the record meanwhile is not told it changed, and no audit entry.
     */
    recordSignIn(account: AuthUser, at: string): void {
      const row = store.get(account.clinicId, account.sub);
      if (row?.EntityType !== 'User') return;
      store.replace({ ...row, LastLogin: at }, row.Version);
    },

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
      if (role === 'admin' && caller.group !== 'admin') {
        throw new AppError(ERROR_TYPES.forbidden, 'Only an administrator can create another administrator');
      }
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const fullName = String(args['fullName'] ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError(ERROR_TYPES.validation, 'Enter a valid e-mail address', { email: 'Invalid e-mail' });
      if (!fullName) throw new AppError(ERROR_TYPES.validation, 'Enter the full name', { fullName: 'Required' });
      assertAddressFree(caller, email);
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
      const row = target(caller, args['userId']);
      return db.transaction(() => {
        users.adminResetPassword(row.id);
        return records.systemUpdate(caller, row.id, { ResetToken: undefined }, 'resetPassword');
      })();
    },

    /**
     * Spec's custom query: e-mails a staff member of the caller's clinic the way to reset their
     * password. The mail's words are the server's alone: `resetToken` and `expiresAt` (the
     * spec's arguments) are taken but never put into it, so no caller can make the system's
     * own mail say something else.
     */
    sendResetEmail(caller: Caller, args: Args): string {
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const account = users.getByEmail(email);
      if (!account || account.clinicId !== caller.clinicId) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      outbox.send({
        to: account.email,
        subject: 'Reset your EMR password',
        kind: 'reset-link',
        text:
          `Your administrator asked you to reset your password.\n\nOpen ${origin}/forgot-password?email=${encodeURIComponent(account.email)} ` +
          'and ask for a code; it will be sent to this address.\n\nIf you did not expect this, tell your administrator.',
        meta: { requestedBy: caller.sub },
      });
      return 'sent';
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
