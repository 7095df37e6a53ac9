import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import type { SeedRow } from '@emr/shared-ui/testing';
import { PATIENTS, STAFF, choose, gridRows, renderVisits, resetRemote, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const at = new Date(Date.now() - 3_600_000).toISOString();
const CANCELLED: SeedRow = {
  EntityType: 'Visit', id: 'v-c', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Cancelled', VisitDate: todayAt(10), CancellationReason: 'Weather',
  StatusHistory: JSON.stringify([{ from: null, to: 'Scheduled', at }, { from: 'Scheduled', to: 'Cancelled', by: 'u-front', byName: 'Fay Front', at }]),
};
const MISSED: SeedRow = { EntityType: 'Visit', id: 'v-n', PatientID: 'NO-000002', VisitType: 'Sick visit', VisitStatus: 'NoShow', VisitDate: todayAt(11), CancellationReason: 'Patient did not arrive' };

test('cancelled visits with the reason, who and when, and a rebooking link; no-shows on their own', async () => {
  const { user } = renderVisits({ path: paths.visitsCancellation(), seed: [...STAFF, ...PATIENTS, CANCELLED, MISSED] });
  await screen.findByRole('grid', { name: 'Cancelled or missed visits' });
  await waitFor(() => expect(gridRows('Cancelled or missed visits')).toHaveLength(1));
  const row = gridRows('Cancelled or missed visits')[0]!;
  await waitFor(() => expect(within(row).getByText('Lopez, Maria')).toBeInTheDocument());
  expect(within(row).getByText('Weather')).toBeInTheDocument();
  expect(within(row).getByText('Fay Front')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Rebook: Lopez, Maria' })).toHaveAttribute('href', paths.visitAdd({ patientId: 'NO-000001' }));
  await choose(user, 'Status', 'No-show');
  await waitFor(() => expect(within(gridRows('Cancelled or missed visits')[0]!).getByText('Patient did not arrive')).toBeInTheDocument());
});

test('a range without cancellations says so', async () => {
  renderVisits({ path: paths.visitsCancellation(), seed: [...STAFF, ...PATIENTS] });
  expect(await screen.findByText('No visit of this kind in these days.')).toBeInTheDocument();
});
