/**
 * The user-administration mutations in the cloud, with the embedded server's rules
 * (`@emr/domain/server` userAdmin; who may call each is checked before, in api.ts): the
 * user-pool account and its User row are kept in step, each change audited, and each
 * operation acts only on staff of the caller's clinic.
 */
import { AppError, ERROR_TYPES } from '@emr/domain';
import {
  type RuleContext,
  type StoredItem,
  assertNotOwn,
  parseNewStaff,
  parseRole,
  parseStatus,
  planSystemCreate,
  planSystemUpdate,
  present,
  signInChanges,
  staffFields,
  staffTarget,
} from '@emr/domain/server';
import type { Table } from '../shared/table.ts';
import type { CloudRecords } from './records.ts';
import type { UserPool } from './userPool.ts';

type Args = Record<string, unknown>;

/** The User row changed but its sign-in could not follow: the error says so, and saving again brings them in step. */
const notInStep = (error: unknown) => {
  console.error('user pool not in step with the User row', error);
  return new AppError(
    ERROR_TYPES.internal,
    'The staff record was saved, but the sign-in account could not be updated. Make the change again (set it back, then forward) or tell your administrator.',
  );
};

/** Applies a User row's new Role or Status to its user-pool account (after user administration and after a plain updateEMR). */
export async function syncSignIn(userPool: UserPool, before: StoredItem, after: StoredItem): Promise<void> {
  const { role, enabled } = signInChanges(before, after);
  try {
    if (role) await userPool.setGroup(after.id, role);
    if (enabled !== undefined) await userPool.setEnabled(after.id, enabled);
  } catch (error) {
    throw notInStep(error);
  }
}

export function createCloudUserAdmin({ table, records, userPool, now = () => new Date() }: { table: Table; records: CloudRecords; userPool: UserPool; now?: () => Date }) {
  async function target(rc: RuleContext, userId: unknown): Promise<StoredItem> {
    return staffTarget(rc.caller, typeof userId === 'string' ? await table.get(rc.caller.clinicId, userId) : undefined);
  }

  /** Writes a change the server makes on the caller's behalf, then brings the sign-in in step. */
  async function systemUpdate(rc: RuleContext, row: StoredItem, changes: Args, log: string): Promise<Record<string, unknown>> {
    const stamp = now().toISOString();
    const item = planSystemUpdate(row, changes, stamp);
    await records.commit(rc, [{ before: row, after: item }], stamp, log);
    await syncSignIn(userPool, row, item);
    return present(rc, item);
  }

  return {
    async adminCreateUser(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const staff = parseNewStaff(rc.caller, args);
      const sub = await userPool.createUser({ email: staff.email, name: staff.fullName, clinicId: rc.caller.clinicId, role: staff.role });
      const stamp = now().toISOString();
      try {
        const item = planSystemCreate(rc.caller, 'User', sub, staffFields(staff), stamp);
        await records.commit(rc, [{ before: undefined, after: item }], stamp);
        return present(rc, item);
      } catch (error) {
        await userPool.deleteUser(sub);
        throw error;
      }
    },

    async adminSetUserStatus(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const status = parseStatus(args);
      const row = await target(rc, args['userId']);
      assertNotOwn(rc.caller, row, 'status');
      return systemUpdate(rc, row, { Status: status }, 'update');
    },

    async adminSetUserRole(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const role = parseRole(rc.caller, args);
      const row = await target(rc, args['userId']);
      assertNotOwn(rc.caller, row, 'role');
      return systemUpdate(rc, row, { Role: role }, 'update');
    },

    async adminResetUserPassword(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const row = await target(rc, args['userId']);
      await userPool.resetPassword(row.id);
      return systemUpdate(rc, row, { ResetToken: undefined }, 'resetPassword');
    },
  };
}
