/**
 * The visits remote's test data: a clinic, its staff, patients and today's visits, and
 * `renderVisits`, the remote rendered over them (`renderRemote`: the behaviour-faithful fake
 * Data client, which applies the server's visit status moves).
 */
import { type Recurrence, seriesSlots } from '@emr/domain/visits';
import { today, zonedInstant } from '@emr/domain';
import { type FakeClient, type RenderRemoteOptions, type SeedRow, TEST_CLINIC_TIME_ZONE, renderRemote } from '@emr/shared-ui/testing';
import { visitsApp } from '../app.tsx';

export const CLINIC = 'north';

export const STAFF: SeedRow[] = [
  { EntityType: 'User', id: 'u-front', FullName: 'Fay Front', Email: 'fay@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-doc', FullName: 'Dr. Omar Haddad', Email: 'omar@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Biller', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
];

export const PATIENTS: SeedRow[] = [
  { EntityType: 'Patient', id: 'p-1', PatientID: 'NO-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z' },
  { EntityType: 'Patient', id: 'p-2', PatientID: 'NO-000002', FirstName: 'John', LastName: 'Smith', DOB: '1980-01-02T00:00:00.000Z' },
];

/** Today at an hour of the clinic's wall clock (the test clinic's zone, not the workstation's). */
export const todayAt = (hour: number, minute = 0) =>
  zonedInstant(today(TEST_CLINIC_TIME_ZONE), `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, TEST_CLINIC_TIME_ZONE);

export const VISITS: SeedRow[] = [
  { EntityType: 'Visit', id: 'v-1', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: todayAt(9), AssignedTo: 'u-doc', Reason: 'Blood pressure' },
  {
    EntityType: 'Visit', id: 'v-2', PatientID: 'NO-000002', VisitType: 'Sick visit', VisitStatus: 'CheckedIn', VisitDate: todayAt(9, 30), AssignedTo: 'u-doc',
    CheckInTime: new Date(Date.now() - 25 * 60_000).toISOString(),
  },
  { EntityType: 'Visit', id: 'v-old', PatientID: 'NO-000002', VisitType: 'Follow-up', VisitStatus: 'CheckedOut', VisitDate: '2024-01-10T15:00:00.000Z', AssignedTo: 'u-doc' },
];

export const SEED = [...STAFF, ...PATIENTS, ...VISITS];

// the pages other than the board load on first use: loaded before the tests, they render at once
beforeAll(visitsApp.preload);

/** The remote at `path`, signed in as `role` (default user), over the clinic above (or `seed`). */
export function renderVisits({ seed = SEED, ...options }: Partial<RenderRemoteOptions> & { path: string }) {
  return renderRemote(visitsApp, { role: 'user', clinicId: CLINIC, seed, ...options });
}

export { choose, dialogButton, failingIndex, findDialog, gridRows, mutationCalls, resetRemote, rowsOf } from '@emr/shared-ui/testing';

/**
 * The server's `scheduleVisitSeries` as the scheduling form sees it: the visits on the days the
 * domain’s `seriesSlots` gives, saved in the fake.
 */
export function renderWithVisitSeries(options: Partial<RenderRemoteOptions> & { path: string }) {
  const holder: { fake?: FakeClient } = {};
  const wrapClient = (client: FakeClient['client']) => {
    const real = client as unknown as { mutations: Record<string, unknown> };
    const scheduleVisitSeries = async ({ visit, recurrence, timeZone }: { visit: string; recurrence: string; timeZone: string }) => {
      const first = JSON.parse(visit) as Record<string, unknown>;
      const slots = seriesSlots({ start: String(first['VisitDate']), end: String(first['End']) }, JSON.parse(recurrence) as Recurrence, timeZone);
      const visits = slots.map((slot) => holder.fake!.seed({ ...first, EntityType: 'Visit', VisitDate: slot.start, End: slot.end } as SeedRow));
      return { data: JSON.stringify({ visits }) };
    };
    return { ...real, mutations: new Proxy(real.mutations, { get: (target, name: string) => (name === 'scheduleVisitSeries' ? scheduleVisitSeries : target[name]) }) };
  };
  const view = renderVisits({ ...options, wrapClient });
  holder.fake = view.fake;
  return view;
}
