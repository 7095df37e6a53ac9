/**
 * The patients' names on a visit screen are read together: the board's 25 rows name their
 * patients in a few PatientID range reads (never one request per patient), only the patients
 * asked for are answered, and every role that reads the board sees them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PARALLEL_READS } from '@emr/shared-ui';
import { paths } from '@emr/domain';
import type { FakeClient, SeedRow } from '@emr/shared-ui/testing';
import { STAFF, gridRows, renderVisits, resetRemote, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const pad = (n: number) => String(n).padStart(6, '0');
// 40 patients; today's visits are those of every other one (NO-000002, -4, …): the ranges read hold the others too,
// which the filter leaves out
const PATIENTS: SeedRow[] = Array.from({ length: 40 }, (_, i) => ({
  EntityType: 'Patient', id: `p-${i + 1}`, PatientID: `NO-${pad(i + 1)}`, FirstName: `First${i + 1}`, LastName: `Last${i + 1}`, DOB: '1970-01-01T00:00:00.000Z',
}));
const VISITS: SeedRow[] = Array.from({ length: 20 }, (_, i) => ({
  EntityType: 'Visit', id: `v-${i}`, PatientID: `NO-${pad(2 * (i + 1))}`, VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: todayAt(8, i * 2), AssignedTo: 'u-doc',
}));
// a visit whose patient the clinic does not hold: it is named by its PatientID
const ORPHAN: SeedRow = { EntityType: 'Visit', id: 'v-orphan', PatientID: 'NO-999999', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: todayAt(12), AssignedTo: 'u-doc' };
const SEED = [...STAFF, ...PATIENTS, ...VISITS, ORPHAN];

const nameReads = (fake: FakeClient) => fake.calls.filter((call) => call.op === 'listByGSI6');
const board = () => screen.findByRole('grid', { name: 'Visits of the chosen days' });

test.each(['user', 'billing'] as const)('the %s role sees every patient named on the board, read in a few requests', async (role) => {
  const { fake } = renderVisits({ path: paths.visitsList(), role, seed: SEED });
  await board();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Last40, First40' })).toBeInTheDocument());
  const rows = gridRows('Visits of the chosen days');
  expect(rows).toHaveLength(21);
  for (let i = 1; i <= 20; i++) expect(within(rows[i - 1]!).getByRole('link', { name: `Last${2 * i}, First${2 * i}` })).toBeInTheDocument();
  expect(within(rows[20]!).getByRole('link', { name: 'Patient NO-999999' })).toBeInTheDocument();
  // each read names the patients it asks for: one PatientID, or a range filtered to the ones asked for
  const reads = nameReads(fake);
  expect(reads.length).toBeGreaterThan(1);
  expect(reads.length).toBeLessThanOrEqual(PARALLEL_READS);
  const asked = reads.flatMap((call) => {
    const { keys, options } = call.args as { keys: { GSI6SK: { eq?: string } }; options: { filter?: { or: { PatientID: { eq: string } }[] } } };
    return options.filter ? options.filter.or.map((clause) => clause.PatientID.eq) : [keys.GSI6SK.eq];
  });
  expect(asked.sort()).toEqual([...VISITS, ORPHAN].map((visit) => String(visit['PatientID'])).sort());
});
