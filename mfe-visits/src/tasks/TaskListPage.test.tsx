import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import type { SeedRow } from '@emr/shared-ui/testing';
import { PATIENTS, STAFF, gridRows, renderVisits, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const TASKS: SeedRow[] = [
  { EntityType: 'Task', id: 't-1', Task: 'Call back about labs', TaskType: 'Lab', Priority: 'High', AssignedTo: 'u-front', DueDate: '2026-03-02T17:00:00.000Z', Done: false, PatientID: 'NO-000001' },
  { EntityType: 'Task', id: 't-2', Task: 'Fax the referral', TaskType: 'Referral', Priority: 'Normal', AssignedTo: 'u-doc', DueDate: '2026-03-03T17:00:00.000Z', Done: false },
];

test('my open tasks first, all open tasks on the next tab; marking one done moves it to Done', async () => {
  const { user, fake } = renderVisits({ path: paths.tasksList(), seed: [...STAFF, ...PATIENTS, ...TASKS], userId: 'u-front' });
  await screen.findByRole('grid', { name: 'Tasks' });
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
  const mine = gridRows('Tasks')[0]!;
  expect(within(mine).getByText('Call back about labs')).toBeInTheDocument();
  await waitFor(() => expect(within(mine).getByRole('link', { name: 'Lopez, Maria' })).toBeInTheDocument());
  await user.click(screen.getByRole('tab', { name: 'All open tasks' }));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Mark done: Fax the referral' }));
  await waitFor(() => expect(rowsOf(fake, 'Task').find((r) => r.id === 't-2')?.['Done']).toBe(true));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
  await user.click(screen.getByRole('tab', { name: 'Done' }));
  await waitFor(() => expect(within(gridRows('Tasks')[0]!).getByText('Fax the referral')).toBeInTheDocument());
});

test('nothing open says so', async () => {
  renderVisits({ path: paths.tasksList(), seed: [...STAFF, ...PATIENTS] });
  expect(await screen.findByText('You have no open task.')).toBeInTheDocument();
});
