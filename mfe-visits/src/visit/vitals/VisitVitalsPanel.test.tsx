import { screen, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote } from '../../testing/fixtures.tsx';

afterEach(resetRemote);

const AT_VISIT: SeedRow = {
  EntityType: 'Vitals', id: 'vit-1', PatientID: 'NO-000002', LinkedToVisit: 'v-2', DateConducted: '2024-01-10T15:05:00.000Z',
  Vitals: JSON.stringify({ systolic: 192, diastolic: 96, heartRate: 80, weightLb: 180, heightIn: 70 }),
};
const OTHER_DAY: SeedRow = { EntityType: 'Vitals', id: 'vit-2', PatientID: 'NO-000002', DateConducted: '2023-01-10T15:05:00.000Z', Vitals: JSON.stringify({ systolic: 111 }) };

test("the visit's vitals with BMI and the values out of range flagged, and the way to add vitals in the chart", async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'Vitals'), seed: [...SEED, AT_VISIT, OTHER_DAY] });
  const table = await screen.findByRole('grid', { name: 'Vitals taken at this visit' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]!).getByText('25.8')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Systolic out of range')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText('Diastolic out of range')).not.toBeInTheDocument();
  expect(screen.queryByText('111')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add vitals in the chart' })).toHaveAttribute('href', paths.patientSubPage('NO-000002', 'Vitals'));
});

test('no vitals at this visit: the empty state leads to the chart', async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'Vitals'), seed: [...SEED, OTHER_DAY] });
  expect(await screen.findByText('No vitals were taken at this visit.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add vitals in the chart' })).toBeInTheDocument();
});

test('a billing user is told the vitals are not for their role', async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'Vitals'), role: 'billing', seed: [...SEED, AT_VISIT] });
  expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});
