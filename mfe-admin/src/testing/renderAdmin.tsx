/**
 * Test harness for the administration remote: a fake Data client seeded with a clinic, its
 * staff and audit entries; the user-administration operations with the server's rules
 * (backend/src/users/userAdmin.ts); a session for a role; AdminApp rendered at a path with
 * the toaster the shell would provide.
 */
import '../translations/index.ts';
import { CUSTOM_OPERATIONS, type CustomOperation, type EntityType, ROLES, type Role, USER_STATUSES, mayCall, rulesForRole } from '@emr/domain';
import { type EmrRecord, GlobalToaster, type UserData, sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminApp, preloadAdminPages } from '../AdminApp.tsx';

// Role queries compute styles over Fluent's many CSS rules: one query on a full page takes a
// few hundred milliseconds in jsdom, so the default one-second wait is too tight on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
// the pages other than the user list load on first use: loaded before the tests, they render at once
beforeAll(preloadAdminPages);

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

type Fields = Record<string, unknown> & { EntityType: EntityType };
type FakeClient = ReturnType<typeof createFakeDataClient>;
type Operation = (args: Record<string, unknown>, rows: Map<string, EmrRecord>) => unknown;

export const CLINIC = 'north';

export const STAFF: Fields[] = [
  { EntityType: 'User', id: 'u-admin', FullName: 'Nora Whitaker', Email: 'nora@north.test', Role: 'admin', Status: 'Active' },
  { EntityType: 'User', id: 'u-dark', FullName: 'Dana Brooks', Email: 'dana@north.test', Role: 'dark', Status: 'Active' },
  { EntityType: 'User', id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Haddad', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
  { EntityType: 'User', id: 'u-olga', FullName: 'Olga Petrova', Email: 'olga@north.test', Role: 'user', Status: 'Inactive' },
];

export const CLINIC_ROW: Fields = {
  EntityType: 'Clinic',
  id: CLINIC,
  Name: 'North Clinic',
  EnabledModules: JSON.stringify(['patients', 'visits', 'billing', 'programs']),
};

export const AUDIT: Fields[] = [
  {
    EntityType: 'Audit',
    id: 'a-1',
    Log: 'update',
    CustomID: 'u-ana',
    Name: 'User',
    Changes: JSON.stringify([{ field: 'Role', from: 'billing', to: 'user' }]),
    ChangedBy: 'u-admin',
    ChangedByUser: 'Nora Whitaker',
    Timestamp: '2025-03-02T10:00:00.000Z',
  },
  {
    EntityType: 'Audit',
    id: 'a-2',
    Log: 'update',
    CustomID: 'p-1',
    Name: 'Patient',
    Changes: JSON.stringify([
      { field: 'City', from: 'Austin', to: 'Dallas' },
      { field: 'Status', from: 'Active', to: 'Inactive' },
      { field: 'StatusHistory', from: [], to: [{ from: 'Active', to: 'Inactive', by: 'u-ana', at: '2025-03-03T09:30:00.000Z', reason: 'Moved away' }] },
    ]),
    ChangedBy: 'u-ana',
    ChangedByUser: 'Ana Álvarez',
    Timestamp: '2025-03-03T09:30:00.000Z',
  },
  {
    EntityType: 'Audit',
    id: 'a-3',
    Log: 'update',
    CustomID: 'task-1',
    Name: 'Task',
    Changes: JSON.stringify([
      { field: 'AssignedTo', from: 'u-admin', to: 'u-bill' },
      { field: 'DueDate', from: null, to: '2025-04-01T00:00:00.000Z' },
      { field: 'Done', from: false, to: true },
    ]),
    ChangedBy: 'u-ana',
    ChangedByUser: 'Ana Álvarez',
    Timestamp: '2025-03-04T08:00:00.000Z',
  },
];

/** The patient the audit entries above changed. */
export const AUDITED_PATIENT: Fields = { EntityType: 'Patient', id: 'p-1', PatientID: 'NS-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z', Status: 'Inactive' };

const appError = (errorType: string, message: string) => Object.assign(new Error(message), { errorType });

/** The server's user administration over the fake's rows, for the caller `caller`. */
export function userAdminOperations(fake: () => FakeClient, caller: UserData): Record<string, Operation> {
  const callerRole = caller.Role as Role;
  // the server's rule: the domain's table of who may call which operation
  const rules = (op: CustomOperation) => {
    if (!mayCall(CUSTOM_OPERATIONS, op, callerRole)) throw appError('AccessDeniedException', `Your role (${callerRole}) may not use ${op}`);
  };
  const target = (userId: unknown): EmrRecord => {
    const row = typeof userId === 'string' ? fake().rows.get(userId) : undefined;
    if (!row || row.EntityType !== 'User') throw appError('NotFoundException', 'No staff member with this id in your clinic');
    return row;
  };
  const update = (row: EmrRecord, changes: Record<string, unknown>, log = 'update'): EmrRecord => {
    const { Version, createdAt } = row;
    const next = fake().seed({ ...(row as unknown as Fields), ...changes });
    Object.assign(next, { Version: Version + 1, createdAt });
    fake().seed({
      EntityType: 'Audit',
      Log: log,
      CustomID: row.id,
      Name: 'User',
      Changes: JSON.stringify(Object.entries(changes).map(([field, to]) => ({ field, from: row[field] ?? null, to }))),
      ChangedBy: caller.id,
      ChangedByUser: caller.FullName,
      Timestamp: new Date().toISOString(),
    });
    return next;
  };
  let created = 0;

  return {
    adminCreateUser(args) {
      rules('adminCreateUser');
      const role = args['role'];
      if (!ROLES.includes(role as Role)) throw appError('ValidationException', 'role must be one of admin, dark, user, billing');
      if (role === 'admin' && callerRole !== 'admin') throw appError('AccessDeniedException', 'Only an administrator can create another administrator');
      const email = String(args['email'] ?? '').trim().toLowerCase();
      const fullName = String(args['fullName'] ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw appError('ValidationException', 'Enter a valid e-mail address');
      if (!fullName) throw appError('ValidationException', 'Enter the full name');
      if ([...fake().rows.values()].some((row) => row.EntityType === 'User' && row['Email'] === email)) {
        throw appError('ValidationException', 'This e-mail address cannot be used for a new account. Use another address.');
      }
      created += 1;
      const row = fake().seed({ EntityType: 'User', id: `u-new-${created}`, Email: email, Username: email, FullName: fullName, Role: role, Status: 'Active' });
      return JSON.stringify(row);
    },
    adminSetUserStatus(args) {
      rules('adminSetUserStatus');
      if (!USER_STATUSES.includes(args['status'] as never)) throw appError('ValidationException', 'status must be Active or Inactive');
      const row = target(args['userId']);
      if (row.id === caller.id) throw appError('ValidationException', 'You cannot change the status of your own account');
      return JSON.stringify(update(row, { Status: args['status'] }));
    },
    adminSetUserRole(args) {
      rules('adminSetUserRole');
      if (!ROLES.includes(args['role'] as Role)) throw appError('ValidationException', 'role must be one of admin, dark, user, billing');
      const row = target(args['userId']);
      if (row.id === caller.id) throw appError('ValidationException', 'You cannot change your own role');
      return JSON.stringify(update(row, { Role: args['role'] }));
    },
    adminResetUserPassword(args) {
      rules('adminResetUserPassword');
      const row = target(args['userId']);
      return JSON.stringify(update(row, {}, 'resetPassword'));
    },
  };
}

export interface RenderAdminOptions {
  path: string;
  role?: Role;
  /** The signed-in user's id (a User row of the seed, or not). */
  userId?: string;
  seed?: Fields[];
  /** Wraps the fake client (e.g. to make one call fail). */
  wrapClient?: (client: FakeClient['client']) => unknown;
}

const DEFAULT_USER: Record<Role, string> = { admin: 'u-admin', dark: 'u-dark', user: 'u-ana', billing: 'u-bill' };

export function renderAdmin({ path, role = 'admin', userId = DEFAULT_USER[role], seed = [CLINIC_ROW, ...STAFF, ...AUDIT, AUDITED_PATIENT], wrapClient }: RenderAdminOptions) {
  const me = seed.find((row) => row.id === userId);
  const userData: UserData = {
    id: userId,
    Role: role,
    FullName: typeof me?.['FullName'] === 'string' ? me['FullName'] : 'Test User',
    Email: typeof me?.['Email'] === 'string' ? me['Email'] : 'test@north.test',
    ClinicID: CLINIC,
  };
  const operations: Record<string, Operation> = {};
  const fake = createFakeDataClient({ clinicId: CLINIC, operations });
  Object.assign(operations, userAdminOperations(() => fake, userData));
  for (const row of seed) fake.seed(row);
  setDataClient((wrapClient ? wrapClient(fake.client) : fake.client) as never);
  sessionStore.getState().signIn(userData, 'token', rulesForRole(role));
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <GlobalToaster />
      <AdminApp />
    </>,
    'mfe-admin',
  );
  return { fake, user, userData, ...view };
}

/** The custom operations the page called, with their arguments. */
export function mutationCalls(fake: FakeClient, name: string): unknown[] {
  return fake.calls.filter((call) => call.op === `mutation.${name}`).map((call) => call.args);
}

/** Resets what a test changed in the shared singletons. */
export function resetAdmin(): void {
  setDataClient(null);
  sessionStore.getState().signOut();
  window.history.pushState({}, '', '/');
}

/** A client whose index query `listByGSI<n>` answers an error while `failing()` is true. */
export function failingIndex(client: FakeClient['client'], index: number, errorType: string, failing: () => boolean): unknown {
  const real = client as unknown as { models: { EMR: Record<string, unknown> }; queries: unknown; mutations: unknown };
  return {
    ...real,
    models: {
      EMR: new Proxy(real.models.EMR, {
        get: (target, property: string) =>
          property === `listByGSI${index}` && failing() ? async () => ({ data: null, errors: [{ errorType, message: 'refused' }] }) : target[property],
      }),
    },
  };
}

export { choose, dialogButton, findDialog, gridRows } from '@emr/shared-ui/testing';
