/**
 * User administration: the custom GraphQL operations that keep a staff member's user-pool
 * account (sign-in, group, enabled) and their User record in step, in one transaction. Who
 * may call each is checked before it runs, from the domain's CUSTOM_OPERATIONS table
 * (customOperations.ts); the arguments, the target and the mail's words are the domain's
 * rules (`@emr/domain/server`, which the cloud's emr-api applies too).
 */
import { AppError, ERROR_TYPES } from '@emr/domain';
import {
  type Caller,
  type StoredItem,
  addressTaken,
  assertNotOwn,
  normalizeEmail,
  parseNewStaff,
  parseRole,
  parseStatus,
  resetNotice,
  signInChanges,
  staffFields,
  staffTarget,
} from '@emr/domain/server';
import type { AuthUser, CognitoUsers } from '../cognito/types.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { CognitoError } from '../cognito/errors.ts';
import type { RecordService } from '../records/service.ts';
import type { RecordStore } from '../records/store.ts';

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

export function createUserAdmin({ db, users, records, store, outbox, origin }: UserAdminOptions) {
  /** The target staff member's User record, in the caller's clinic. */
  function target(caller: Caller, userId: unknown): StoredItem {
    return staffTarget(caller, typeof userId === 'string' ? records.get(caller, userId) : null);
  }

  /** Refuses an address that has an account anywhere, with one answer for every clinic. */
  function assertAddressFree(caller: Caller, email: string): void {
    try {
      users.assertAddressFree(email, caller.sub);
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      if (error.type === 'LimitExceededException') throw new AppError(ERROR_TYPES.tooManyRequests, error.message);
      throw addressTaken();
    }
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
        const row = records.get({ ...caller, group: 'admin' }, sub);
        if (!row) {
          records.systemCreate(caller, 'User', sub, staffFields({ email: account.email, fullName: account.name || account.email, role: account.group }, status));
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
      assertAddressFree(caller, staff.email);
      return db.transaction(() => {
        const { sub } = users.create({ email: staff.email, name: staff.fullName, clinicId: caller.clinicId, group: staff.role, sendInvitation: true });
        return records.systemCreate(caller, 'User', sub, staffFields(staff));
      })();
    },

    adminSetUserStatus(caller: Caller, args: Args): StoredItem {
      const status = parseStatus(args);
      const row = target(caller, args['userId']);
      assertNotOwn(caller, row, 'status');
      return db.transaction(() => {
        const updated = records.systemUpdate(caller, row.id, { Status: status }, 'update');
        users.setEnabled(row.id, status === 'Active');
        return updated;
      })();
    },

    adminSetUserRole(caller: Caller, args: Args): StoredItem {
      const role = parseRole(caller, args);
      const row = target(caller, args['userId']);
      assertNotOwn(caller, row, 'role');
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

    /** Spec's custom query: e-mails a staff member of the caller's clinic the way to reset their password (the server's words only). */
    sendResetEmail(caller: Caller, args: Args): string {
      const account = users.getByEmail(normalizeEmail(args['email']));
      if (!account || account.clinicId !== caller.clinicId) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      outbox.send({ to: account.email, ...resetNotice(origin, account.email), kind: 'reset-link', meta: { requestedBy: caller.sub } });
      return 'sent';
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
