/**
 * A remote rendered for its component tests as the shell would mount it: signed in as a role
 * (the seed's first staff member of that role, else a made-up one), the behaviour-faithful
 * fake Data client seeded with the test's rows and strict about selection sets, the in-memory
 * FileStore, the toaster, and the page at `path`. Call `app.preload()` once before (the
 * remote's lazy pages then render at once) and `resetRemote` after each test. The jsdom
 * polyfills and the longer waits of Fluent pages are in the shared Jest setup (tooling/jest).
 */
import { type EntityType, type Role, rulesForRole } from '@emr/domain';
import userEvent from '@testing-library/user-event';
import { GlobalToaster } from '../components/toast.tsx';
import { setFileStore } from '../data/fileStore.ts';
import { setDataClient } from '../data/records.ts';
import type { RemoteApp } from '../remote/createRemoteApp.tsx';
import { type UserData, sessionStore } from '../session/sessionStore.ts';
import { createFakeDataClient } from './fakeDataClient.ts';
import { createMemoryFileStore } from './memoryFileStore.ts';
import { renderWithProviders } from './renderWithProviders.tsx';

export type SeedRow = Record<string, unknown> & { EntityType: EntityType };
export type FakeClient = ReturnType<typeof createFakeDataClient>;

export interface RenderRemoteOptions {
  path: string;
  role?: Role;
  /** The signed-in user's id; default: the seed's first User row of `role`. */
  userId?: string;
  /** Every row the server holds for the test (staff, clinic, patients…). */
  seed?: readonly SeedRow[];
  clinicId?: string;
  /**
   * The clinic's time zone (its Clinic row's TimeZone, loaded with the session), default
   * America/Chicago: the Jest preset keeps the workstation in America/Los_Angeles, so a time
   * or a day taken from the workstation instead of the clinic fails.
   */
  timeZone?: string;
  /** Wraps the fake client (e.g. to make one call fail). */
  wrapClient?: (client: FakeClient['client']) => unknown;
}

/** The clinic's time zone of `renderRemote` when a test names none. */
export const TEST_CLINIC_TIME_ZONE = 'America/Chicago';

export function renderRemote(
  app: Pick<RemoteApp, 'appId' | 'Root'>,
  { path, role = 'admin', userId, seed = [], clinicId = 'north', timeZone = TEST_CLINIC_TIME_ZONE, wrapClient }: RenderRemoteOptions,
) {
  const me = seed.find((row) => row.EntityType === 'User' && (userId ? row['id'] === userId : row['Role'] === role));
  const id = userId ?? (typeof me?.['id'] === 'string' ? me['id'] : `test-${role}`);
  const userData: UserData = {
    id,
    Role: role,
    FullName: typeof me?.['FullName'] === 'string' ? me['FullName'] : 'Test User',
    Email: typeof me?.['Email'] === 'string' ? me['Email'] : `${id}@${clinicId}.test`,
    ClinicID: clinicId,
  };
  const fake = createFakeDataClient({ clinicId, requireSelectionSet: true });
  for (const row of seed) fake.seed(row);
  setDataClient((wrapClient ? wrapClient(fake.client) : fake.client) as never);
  const files = createMemoryFileStore({ uploadedBy: id });
  setFileStore(files.store);
  sessionStore.getState().signIn(userData, 'token', rulesForRole(role));
  sessionStore.getState().setClinicTimeZone(timeZone);
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <GlobalToaster />
      <app.Root />
    </>,
    app.appId,
  );
  return { fake, files, user, userData, ...view };
}

/** Resets what a test changed in the shared singletons (data client, file store, session, address). */
export function resetRemote(): void {
  setDataClient(null);
  setFileStore(null);
  sessionStore.getState().signOut();
  window.history.pushState({}, '', '/');
}

/** The custom operations the page called, with their arguments. */
export function mutationCalls(fake: FakeClient, name: string): unknown[] {
  return fake.calls.filter((call) => call.op === `mutation.${name}`).map((call) => call.args);
}

/** Rows of one kind in the fake, e.g. to check what a form saved. */
export function rowsOf(fake: FakeClient, kind: EntityType) {
  return [...fake.rows.values()].filter((row) => row.EntityType === kind);
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
