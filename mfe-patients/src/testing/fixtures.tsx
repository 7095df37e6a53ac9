/**
 * The patients remote's test data — a clinic's staff and one patient — and `renderPatients`,
 * the remote rendered over them (`renderRemote` from @emr/shared-ui/testing: the fake Data
 * client with the server's index and Version behaviour, the in-memory FileStore, a session).
 */
import type { Role } from '@emr/domain';
import { type RenderRemoteOptions, type SeedRow, renderRemote } from '@emr/shared-ui/testing';
import { patientsApp } from '../app.tsx';

export type Fields = SeedRow;

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
  DOB: '1968-04-12T00:00:00.000Z',
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

// the forms and the chart's sub-pages load on first use: loaded before the tests, they render at once
beforeAll(patientsApp.preload);

/** The remote at `path`, signed in as `role` (default: a clinician), over the staff and `seed` (default: the one patient). */
export function renderPatients({ seed = [PATIENT], role = 'user', ...options }: Omit<Partial<RenderRemoteOptions>, 'role'> & { path: string; role?: Role }) {
  return renderRemote(patientsApp, { role, clinicId: CLINIC, userId: role === 'dark' ? 'u-admin' : undefined, seed: [...STAFF, ...seed], ...options });
}

export { choose, dialogButton, failingIndex, findDialog, gridRows, resetRemote, rowsOf } from '@emr/shared-ui/testing';
