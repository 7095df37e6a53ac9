/**
 * Two clinics with staff of every role, for the functions' tests: rows built with the
 * domain's builder (derived keys, Version 1), in the in-memory table, and an in-memory
 * user pool that records what it was asked.
 */
import { type EntityType, MODULES, type ModuleKey, ROLES, type Role } from '@emr/domain';
import { type StoredItem, addressTaken, buildItem } from '@emr/domain/server';
import type { UserPool } from '../../emr-api/userPool.ts';
import { createTable, fromItem, rowKey, staffKey, toItem } from '../table.ts';
import { createFakeDynamo } from './fakeDynamo.ts';

export const STAMP = '2026-03-02T09:00:00.000Z';

export function row(kind: EntityType, id: string, clinicId: string, fields: Record<string, unknown> = {}): StoredItem {
  return buildItem({ id, clinicId, kind, fields, version: 1, createdAt: STAMP, updatedAt: STAMP });
}

/** The user id of a clinic's staff member of a role: `north-admin`, `south-billing`, … */
export const staffId = (clinic: string, role: Role | 'inactive') => `${clinic}-${role}`;

export interface FakeAccount {
  email: string;
  name: string;
  clinicId: string;
  role: Role;
  enabled: boolean;
  signedOut: boolean;
  resetRequested: boolean;
}

export function createFakeUserPool(): UserPool & { accounts: Map<string, FakeAccount> } {
  const accounts = new Map<string, FakeAccount>();
  const account = (sub: string) => {
    const found = accounts.get(sub);
    if (!found) throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    return found;
  };
  return {
    accounts,
    async createUser({ email, name, clinicId, role }) {
      if ([...accounts.values()].some((a) => a.email === email)) {
        throw addressTaken();
      }
      const sub = `sub-${accounts.size + 1}`;
      accounts.set(sub, { email, name, clinicId, role, enabled: true, signedOut: false, resetRequested: false });
      return sub;
    },
    async deleteUser(sub) {
      accounts.delete(sub);
    },
    async setGroup(sub, role) {
      account(sub).role = role;
    },
    async setEnabled(sub, enabled) {
      const found = account(sub);
      found.enabled = enabled;
      if (!enabled) found.signedOut = true;
    },
    async resetPassword(sub) {
      account(sub).resetRequested = true;
    },
  };
}

/**
 * Clinics `north` (every module) and `south` (no billing module), each with a staff member of
 * every role, one inactive user, and an account for each in the user pool. `put` stores a
 * record as emr-api does (keyed by clinic and id; a User row with its sign-in's marker),
 * `stored` reads one back.
 */
export function seededWorld(options: { southModules?: readonly ModuleKey[] } = {}) {
  const dynamo = createFakeDynamo();
  const put = (item: StoredItem) => {
    dynamo.put(toItem(item));
    if (item.EntityType === 'User') dynamo.put({ id: staffKey(item.id), StaffClinic: item.ClinicID });
  };
  const stored = (clinicId: string, id: string): StoredItem | undefined => {
    const item = dynamo.rows.get(rowKey(clinicId, id));
    return item && fromItem(item);
  };
  const userPool = createFakeUserPool();
  const modules: Record<string, readonly ModuleKey[]> = { north: MODULES, south: options.southModules ?? MODULES.filter((m) => m !== 'billing') };
  for (const clinic of ['north', 'south']) {
    put(row('Clinic', clinic, clinic, { Name: `${clinic} clinic`, EnabledModules: [...modules[clinic]!] }));
    for (const role of [...ROLES, 'inactive' as const]) {
      const id = staffId(clinic, role);
      const email = `${role}@${clinic}.test`;
      const status = role === 'inactive' ? 'Inactive' : 'Active';
      const group = role === 'inactive' ? 'user' : role;
      put(row('User', id, clinic, { Email: email, Username: email, FullName: `${clinic} ${role}`, Role: group, Status: status, Timestamp: STAMP }));
      userPool.accounts.set(id, { email, name: `${clinic} ${role}`, clinicId: clinic, role: group, enabled: status === 'Active', signedOut: false, resetRequested: false });
    }
  }
  return { dynamo, userPool, put, stored, table: createTable(dynamo.client, 'EMR-test-NONE') };
}
