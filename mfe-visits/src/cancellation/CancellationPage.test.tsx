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

const CLINIC_ROW: SeedRow = { EntityType: 'Clinic', id: 'north', Name: 'Northside', CancellationReasons: JSON.stringify(['Flooded road']) };
const UPCOMING: SeedRow = { EntityType: 'Visit', id: 'v-s', PatientID: 'NO-000002', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: todayAt(15), AssignedTo: 'u-doc' };

test('an admin adds a clinic reason (checked as the server checks it) and removes one; a standard reason reads translated, an added one as typed', async () => {
  const { user, fake } = renderVisits({ path: paths.visitsCancellation(), role: 'admin', seed: [...STAFF, ...PATIENTS, CLINIC_ROW, CANCELLED] });
  const added = await screen.findByRole('list', { name: 'Reasons the clinic added' });
  expect(within(added).getByText('Flooded road')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'New reason' }), 'weather');
  await user.click(screen.getByRole('button', { name: 'Add the reason' }));
  expect(await screen.findByText('“weather” is a standard reason already')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'New reason' }));
  await user.type(screen.getByRole('textbox', { name: 'New reason' }), 'Clinic closed for training');
  await user.click(screen.getByRole('button', { name: 'Add the reason' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reasons the clinic added' })).getByText('Clinic closed for training')).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Remove the reason Flooded road' }));
  await waitFor(() => expect(JSON.parse(String(fake.rows.get('north')!['CancellationReasons']))).toEqual(['Clinic closed for training']));
});

test('a front-desk user reads the list without changing it, and cancels a scheduled visit with a clinic reason, then rebooks it', async () => {
  const { user, fake } = renderVisits({ path: paths.visitsCancellation(), seed: [...STAFF, ...PATIENTS, CLINIC_ROW, UPCOMING] });
  expect(await screen.findByText('Only an administrator can add or remove reasons.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add the reason' })).not.toBeInTheDocument();
  await choose(user, 'Status', 'Scheduled');
  await user.click(await screen.findByRole('button', { name: 'Cancel and rebook: Smith, John' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
  await user.click(await screen.findByRole('option', { name: 'Flooded road' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(fake.rows.get('v-s')).toMatchObject({ VisitStatus: 'Cancelled', CancellationReason: 'Flooded road' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Smith, John'));
  expect(window.location.search).toContain('providerId=u-doc');
});
