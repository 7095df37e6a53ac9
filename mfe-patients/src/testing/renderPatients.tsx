/**
 * Test harness for the patients remote: the fake Data client (the server's index and Version
 * behaviour) seeded with a clinic, its staff and a patient, the in-memory FileStore, a session
 * for a role, and PatientsApp rendered at a path with the toaster the shell would provide.
 */
import '../translations/index.ts';
import { type EntityType, type Role, rulesForRole } from '@emr/domain';
import { GlobalToaster, type UserData, sessionStore, setDataClient, setFileStore } from '@emr/shared-ui';
import { createFakeDataClient, createMemoryFileStore, renderWithProviders } from '@emr/shared-ui/testing';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PatientsApp } from '../PatientsApp.tsx';

// Role queries compute styles over Fluent's many CSS rules: one query on a full page takes a
// few hundred milliseconds in jsdom, so the default one-second wait is too tight on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom has no ResizeObserver; Fluent's MessageBar and the charts measure themselves with one
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

export type Fields = Record<string, unknown> & { EntityType: EntityType };
type FakeClient = ReturnType<typeof createFakeDataClient>;

export const CLINIC = 'north';
export const PATIENT_ID = 'NS-000001';

export const STAFF: Fields[] = [
  { EntityType: 'User', id: 'u-admin', FullName: 'Nora Whitaker', Email: 'nora@north.test', Role: 'admin', Status: 'Active' },
  { EntityType: 'User', id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Haddad', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
];

export const PATIENT: Fields = {
  EntityType: 'Patient',
  id: 'p-1',
  PatientID: PATIENT_ID,
  FirstName: 'Maria',
  LastName: 'Lopez',
  DOB: '1968-04-12',
  Gender: 'Female',
  Address: '12 Oak Street',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  CellPhone: '(217) 555-0142',
  Spoken: 'Spanish',
  FirstDate: '2019-02-01',
  Status: 'Active',
};

export interface RenderPatientsOptions {
  path: string;
  role?: Role;
  /** Rows besides the staff (default: the one patient). */
  seed?: Fields[];
  /** Wraps the fake client (e.g. to make one call fail). */
  wrapClient?: (client: FakeClient['client']) => unknown;
}

const DEFAULT_USER: Record<Role, string> = { admin: 'u-admin', dark: 'u-admin', user: 'u-ana', billing: 'u-bill' };

export function renderPatients({ path, role = 'user', seed = [PATIENT], wrapClient }: RenderPatientsOptions) {
  const userId = DEFAULT_USER[role];
  const me = STAFF.find((row) => row.id === userId)!;
  const userData: UserData = { id: userId, Role: role, FullName: String(me['FullName']), Email: String(me['Email']), ClinicID: CLINIC };
  const fake = createFakeDataClient({ clinicId: CLINIC });
  for (const row of [...STAFF, ...seed]) fake.seed(row);
  setDataClient((wrapClient ? wrapClient(fake.client) : fake.client) as never);
  const files = createMemoryFileStore({ uploadedBy: userId });
  setFileStore(files.store);
  sessionStore.getState().signIn(userData, 'token', rulesForRole(role));
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <GlobalToaster />
      <PatientsApp />
    </>,
    'mfe-patients',
  );
  return { fake, files, user, userData, ...view };
}

/** Rows of one kind in the fake, e.g. to check what a form saved. */
export function rowsOf(fake: FakeClient, kind: EntityType) {
  return [...fake.rows.values()].filter((row) => row.EntityType === kind);
}

/** Resets what a test changed in the shared singletons. */
export function resetPatients(): void {
  setDataClient(null);
  setFileStore(null);
  sessionStore.getState().signOut();
  window.history.pushState({}, '', '/');
}

export { choose, dialogButton, findDialog, gridRows } from '@emr/shared-ui/testing';
