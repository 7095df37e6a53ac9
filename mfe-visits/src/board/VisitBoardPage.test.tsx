import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow, failingIndex } from '@emr/shared-ui/testing';
import { PATIENTS, SEED, STAFF, choose, gridRows, renderVisits, resetRemote, rowsOf, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const board = () => screen.findByRole('grid', { name: 'Visits of the chosen days' });
const rowOf = (text: string) => {
  const row = gridRows('Visits of the chosen days').find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row shows ${text}`);
  return row;
};

test('today by default: each visit with its time, patient linked to the chart, type, provider, status and time in that status', async () => {
  renderVisits({ path: paths.visitsList() });
  const grid = await board();
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(2));
  const lopez = await waitFor(() => rowOf('Lopez, Maria'));
  expect(within(lopez).getByRole('link', { name: 'Lopez, Maria' })).toHaveAttribute('href', paths.patientChart('NO-000001'));
  expect(within(lopez).getByText('Follow-up')).toBeInTheDocument();
  expect(within(lopez).getByText('Scheduled')).toBeInTheDocument();
  await waitFor(() => expect(within(lopez).getByText('Dr. Omar Haddad')).toBeInTheDocument());
  const smith = rowOf('Smith, John');
  expect(within(smith).getByText('Checked in')).toBeInTheDocument();
  expect(within(smith).getByText('25 min')).toBeInTheDocument();
  // the visit of 2024 is not today's
  expect(within(grid).queryByText('Checked out')).not.toBeInTheDocument();
});

test('check-in is one click: the server stamps the time and the row moves on', async () => {
  const { user, fake } = renderVisits({ path: paths.visitsList() });
  await board();
  await user.click(await screen.findByRole('button', { name: 'Check in: Lopez, Maria' }));
  await waitFor(() => expect(within(rowOf('Lopez, Maria')).getByText('Checked in')).toBeInTheDocument());
  const stored = rowsOf(fake, 'Visit').find((row) => row.id === 'v-1')!;
  expect(stored['VisitStatus']).toBe('CheckedIn');
  expect(Date.parse(String(stored['CheckInTime']))).toBeGreaterThan(Date.now() - 60_000);
  expect(within(rowOf('Lopez, Maria')).getByRole('button', { name: 'Start: Lopez, Maria' })).toBeInTheDocument();
});

test('cancelling asks for the reason and stores it', async () => {
  const { user, fake } = renderVisits({ path: paths.visitsList() });
  await board();
  await user.click(await screen.findByRole('button', { name: 'Cancel: Lopez, Maria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the visit of Lopez, Maria?' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
  await choose(user, 'Reason', 'Weather');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(within(rowOf('Lopez, Maria')).getByText('Cancelled')).toBeInTheDocument());
  const stored = rowsOf(fake, 'Visit').find((row) => row.id === 'v-1')!;
  expect(stored['CancellationReason']).toBe('Weather');
});

test('filters by status and by patient search; a search without a patient says so', async () => {
  const { user } = renderVisits({ path: paths.visitsList() });
  await board();
  await choose(user, 'Status', 'Checked in');
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(1));
  expect(rowOf('Smith, John')).toBeDefined();
  await choose(user, 'Status', 'All statuses');
  await user.type(screen.getByRole('searchbox'), 'Lopez');
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(1));
  expect(rowOf('Lopez, Maria')).toBeDefined();
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'Zzyzx');
  expect(await screen.findByText('No patient matches “Zzyzx”.')).toBeInTheDocument();
});

test('another day, an empty day, and the range the user chooses', async () => {
  const { user, unmount } = renderVisits({ path: paths.visitsList() });
  await board();
  const from = screen.getByLabelText('From');
  await user.clear(from);
  await user.type(from, '2024-01-10');
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(3));
  expect(within(rowOf('Checked out')).getByText('Done')).toBeInTheDocument();
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '2023-12-31');
  // the message is the To field's, and no table is read for the impossible range
  expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('grid', { name: 'Visits of the chosen days' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(2));
  const seed: SeedRow[] = [...STAFF, ...PATIENTS];
  unmount();
  resetRemote();
  renderVisits({ path: paths.visitsList(), seed });
  expect(await screen.findByText('No visit on these days.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Schedule a visit' }).length).toBeGreaterThan(0);
});

test('the days live in the address: a link opens the board on them, and the days picked go there', async () => {
  const { user } = renderVisits({ path: paths.visitsList({ from: '2024-01-10', to: '2024-01-10' }) });
  await board();
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(1));
  expect(within(rowOf('Checked out')).getByText('Done')).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('2024-01-10');
  await user.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(2));
  // today is the board's default: nothing in the address
  expect(window.location.search).toBe('');
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '2099-12-31');
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('to')).toBe('2099-12-31'));
});

test('a failed read shows the error with a retry', async () => {
  renderVisits({ path: paths.visitsList(), wrapClient: (client) => failingIndex(client, 1, 'InternalFailure', () => true) });
  expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
});

test('billing reads the board but moves no visit', async () => {
  renderVisits({ path: paths.visitsList(), role: 'billing', seed: [...SEED, { EntityType: 'Visit', id: 'v-3', PatientID: 'NO-000001', VisitType: 'Telehealth', VisitStatus: 'WrapUp', VisitDate: todayAt(11), AssignedTo: 'u-doc' }] });
  await board();
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(3));
  expect(screen.queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
});
