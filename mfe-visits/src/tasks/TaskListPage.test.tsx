import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import type { SeedRow } from '@emr/shared-ui/testing';
import { PATIENTS, STAFF, choose, gridRows, renderVisits, resetRemote, rowsOf } from '../testing/fixtures.tsx';

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
  await user.click(screen.getByRole('tab', { name: 'All done tasks' }));
  await waitFor(() => expect(within(gridRows('Tasks')[0]!).getByText('Fax the referral')).toBeInTheDocument());
});

test('nothing open says so', async () => {
  renderVisits({ path: paths.tasksList(), seed: [...STAFF, ...PATIENTS] });
  expect(await screen.findByText('You have no open task.')).toBeInTheDocument();
});

test('the open tasks narrowed by priority and by due date; my done tasks on their own tab', async () => {
  const overdue = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const seed: SeedRow[] = [
    ...STAFF, ...PATIENTS,
    { EntityType: 'Task', id: 't-a', Task: 'Overdue and high', Priority: 'High', AssignedTo: 'u-doc', DueDate: overdue, Done: false },
    { EntityType: 'Task', id: 't-b', Task: 'Later and high', Priority: 'High', AssignedTo: 'u-doc', DueDate: later, Done: false },
    { EntityType: 'Task', id: 't-c', Task: 'Later and low', Priority: 'Low', AssignedTo: 'u-doc', DueDate: later, Done: false },
    { EntityType: 'Task', id: 't-d', Task: 'Done by me', Priority: 'Low', AssignedTo: 'u-front', DueDate: overdue, Done: true },
  ];
  const { user } = renderVisits({ path: paths.tasksList(), seed, userId: 'u-front' });
  await user.click(await screen.findByRole('tab', { name: 'All open tasks' }));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(3));
  await choose(user, 'Priority', 'High');
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(2));
  await choose(user, 'Due', 'Overdue');
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
  expect(within(gridRows('Tasks')[0]!).getByText('Overdue and high')).toBeInTheDocument();
  await choose(user, 'Priority', 'Any priority');
  await choose(user, 'Due', 'Any day');
  await user.click(screen.getByRole('tab', { name: 'My done tasks' }));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
  expect(within(gridRows('Tasks')[0]!).getByText('Done by me')).toBeInTheDocument();
});

test('the open tasks narrowed by type and by patient, on the server; the filters are in the address and survive a reload', async () => {
  const seed: SeedRow[] = [
    ...STAFF, ...PATIENTS, ...TASKS,
    { EntityType: 'Task', id: 't-3', Task: 'Review the lab panel', TaskType: 'Lab review', Priority: 'Normal', AssignedTo: 'u-doc', Done: false, PatientID: 'NO-000002' },
  ];
  const first = renderVisits({ path: paths.tasksList(), seed, userId: 'u-front' });
  await first.user.click(await screen.findByRole('tab', { name: 'All open tasks' }));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(3));
  await first.user.type(screen.getByRole('searchbox', { name: 'Type' }), 'Lab');
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(2));
  expect(within(screen.getByRole('grid', { name: 'Tasks' })).getByText('Call back about labs')).toBeInTheDocument();
  expect(within(screen.getByRole('grid', { name: 'Tasks' })).getByText('Review the lab panel')).toBeInTheDocument();
  await first.user.type(screen.getByRole('combobox', { name: /Patient/ }), 'Smith');
  await first.user.click(await screen.findByRole('option', { name: /Smith, John/ }));
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
  expect(within(gridRows('Tasks')[0]!).getByText('Review the lab panel')).toBeInTheDocument();
  // the server was asked with the filter, not the page
  const lastQuery = (first.fake.calls.filter((call) => call.op.startsWith('listByGSI')).at(-1)!.args as { options: { filter?: unknown } }).options;
  expect(JSON.stringify(lastQuery.filter)).toContain('"PatientID":{"eq":"NO-000002"}');
  const address = `${window.location.pathname}${window.location.search}`;
  expect(address).toMatch(/view=open.*type=Lab.*patient=NO-000002|view=open.*patient=NO-000002.*type=Lab/);

  first.unmount();
  resetRemote();
  renderVisits({ path: address, seed, userId: 'u-front' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Smith, John'));
  expect(screen.getByRole('searchbox', { name: 'Type' })).toHaveValue('Lab');
  expect(screen.getByRole('tab', { name: 'All open tasks' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(gridRows('Tasks')).toHaveLength(1));
});
