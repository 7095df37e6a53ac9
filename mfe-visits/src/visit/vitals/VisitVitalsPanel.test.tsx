import { screen, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote } from '../../testing/fixtures.tsx';

afterEach(resetRemote);

const AT_VISIT: SeedRow = {
  EntityType: 'Vitals', id: 'vit-1', PatientID: 'NO-000002', LinkedToVisit: 'v-2', DateConducted: '2024-01-10T15:05:00.000Z',
  Vitals: JSON.stringify({ systolic: 132, diastolic: 84, heartRate: 80, temperatureF: 101.9, spo2: 97, weightLb: 180, heightIn: 70 }),
};
const OTHER_DAY: SeedRow = { EntityType: 'Vitals', id: 'vit-2', PatientID: 'NO-000002', DateConducted: '2023-01-10T15:05:00.000Z', Vitals: JSON.stringify({ systolic: 111 }) };

test("the visit's vitals with BMI and the values outside the usual range flagged (a fever), and the way to add vitals in the chart", async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'Vitals'), seed: [...SEED, AT_VISIT, OTHER_DAY] });
  const table = await screen.findByRole('grid', { name: 'Vitals taken at this visit' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]!).getByText('25.8')).toBeInTheDocument();
  // 132/84 and a BMI of 25.8 are not flagged; the fever is
  expect(within(rows[1]!).getAllByText(/ (high|low)$/).map((flag) => flag.textContent)).toEqual(['Temperature (°F) high']);
  expect(screen.queryByText('111')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add vitals in the chart' })).toHaveAttribute('href', paths.patientSubPage('NO-000002', 'Vitals'));
});

test("a child's fast heart rate is not an adult's: only the fever and a low SpO2 are flagged", async () => {
  const child: SeedRow = { EntityType: 'Patient', id: 'p-9', PatientID: 'NO-000009', FirstName: 'Lina', LastName: 'Haddad', DOB: `${new Date().getFullYear() - 6}-01-15T00:00:00.000Z` };
  const visit: SeedRow = { EntityType: 'Visit', id: 'v-9', PatientID: 'NO-000009', VisitType: 'Sick visit', VisitStatus: 'InProgress', VisitDate: '2024-01-10T15:00:00.000Z', AssignedTo: 'u-doc' };
  const reading: SeedRow = { EntityType: 'Vitals', id: 'vit-9', PatientID: 'NO-000009', LinkedToVisit: 'v-9', DateConducted: '2024-01-10T15:05:00.000Z', Vitals: JSON.stringify({ heartRate: 118, respiratoryRate: 24, temperatureF: 100.8, spo2: 93 }) };
  renderVisits({ path: paths.visitEdit('v-9', 'Vitals'), seed: [...SEED, child, visit, reading] });
  const table = await screen.findByRole('grid', { name: 'Vitals taken at this visit' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(within(row).getAllByText(/ (high|low)$/).map((flag) => flag.textContent)).toEqual(['Temperature (°F) high', 'SpO₂ (%) low']);
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
