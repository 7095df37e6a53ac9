/**
 * The administration remote's test data: a clinic, its staff and audit entries, and
 * `renderAdmin`, the remote rendered over them (`renderRemote` from @emr/shared-ui/testing:
 * the behaviour-faithful fake Data client, with the server's user administration).
 */
import { type RenderRemoteOptions, type SeedRow, renderRemote } from '@emr/shared-ui/testing';
import { adminApp } from '../app.tsx';

export const CLINIC = 'north';

export const STAFF: SeedRow[] = [
  { EntityType: 'User', id: 'u-admin', FullName: 'Nora Whitaker', Email: 'nora@north.test', Role: 'admin', Status: 'Active' },
  { EntityType: 'User', id: 'u-dark', FullName: 'Dana Brooks', Email: 'dana@north.test', Role: 'dark', Status: 'Active' },
  { EntityType: 'User', id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Haddad', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
  { EntityType: 'User', id: 'u-olga', FullName: 'Olga Petrova', Email: 'olga@north.test', Role: 'user', Status: 'Inactive' },
];

export const CLINIC_ROW: SeedRow = {
  EntityType: 'Clinic',
  id: CLINIC,
  Name: 'North Clinic',
  EnabledModules: JSON.stringify(['patients', 'visits', 'billing', 'programs']),
};

export const AUDIT: SeedRow[] = [
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
export const AUDITED_PATIENT: SeedRow = { EntityType: 'Patient', id: 'p-1', PatientID: 'NS-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z', Status: 'Inactive' };

// the pages other than the user list load on first use: loaded before the tests, they render at once
beforeAll(adminApp.preload);

/** The remote at `path`, signed in as `role` (default admin), over the clinic above (or `seed`). */
export function renderAdmin({ seed = [CLINIC_ROW, ...STAFF, ...AUDIT, AUDITED_PATIENT], ...options }: Partial<RenderRemoteOptions> & { path: string }) {
  return renderRemote(adminApp, { role: 'admin', clinicId: CLINIC, seed, ...options });
}

export { choose, dialogButton, failingIndex, findDialog, gridRows, mutationCalls, resetRemote } from '@emr/shared-ui/testing';
