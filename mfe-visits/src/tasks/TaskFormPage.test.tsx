import { screen, waitFor } from '@testing-library/react';
import { paths } from '@emr/domain';
import type { SeedRow } from '@emr/shared-ui/testing';
import { PATIENTS, STAFF, choose, renderVisits, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const TASK: SeedRow = {
  EntityType: 'Task', id: 't-1', Task: 'Call back about labs', TaskType: 'Lab follow-up', Priority: 'High', AssignedTo: 'u-front', DueDate: '2026-03-02T17:00:00.000Z', Done: false,
  AssignmentHistory: JSON.stringify([{ to: 'u-front', by: 'u-doc', byName: 'Dr. Omar Haddad', at: '2026-03-01T09:00:00.000Z' }]),
};
const seed = [...STAFF, ...PATIENTS, TASK];

test('a new task is assigned to me unless I choose someone else; what it says is required', async () => {
  const { user, fake } = renderVisits({ path: paths.taskAdd(), seed, userId: 'u-front' });
  expect(await screen.findByRole('heading', { name: 'New task', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Assigned to/ })).toHaveTextContent('Fay Front'));
  await user.click(screen.getByRole('button', { name: 'Create the task' }));
  // the domain's rules (TASK_FIELD_RULES), in the shared wording the server uses too
  expect(await screen.findByText('Task is required.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Time spent/ }), '12.5');
  await user.click(screen.getByRole('button', { name: 'Create the task' }));
  expect(await screen.findByText('Time spent (minutes) must be a whole number.')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: /^Time spent/ }));

  await user.type(screen.getByRole('textbox', { name: /^Task/ }), 'Review the glucose log');
  await choose(user, /Priority/, 'Urgent');
  await choose(user, /Assigned to/, 'Dr. Omar Haddad');
  await user.type(screen.getByLabelText(/^Due/, { selector: 'input' }), '2026-03-05');
  await user.click(screen.getByRole('button', { name: 'Create the task' }));
  await waitFor(() => expect(rowsOf(fake, 'Task').find((row) => row['Task'] === 'Review the glucose log')).toMatchObject({ AssignedTo: 'u-doc', Priority: 'Urgent', Done: false }));
  expect(await screen.findByRole('heading', { name: 'Tasks', level: 1 })).toBeInTheDocument();
});

test('a task is reassigned from its page, which shows who assigned it', async () => {
  const { user, fake } = renderVisits({ path: paths.task('t-1'), seed, userId: 'u-front' });
  expect(await screen.findByRole('heading', { name: 'Task', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Task/ })).toHaveValue('Call back about labs'));
  expect(screen.getByText(/by/, { selector: 'li' })).toHaveTextContent('Dr. Omar Haddad');
  await choose(user, /Assigned to/, 'Dr. Omar Haddad');
  await user.click(screen.getByRole('button', { name: 'Save the task' }));
  await waitFor(() => expect(rowsOf(fake, 'Task').find((row) => row.id === 't-1')?.['AssignedTo']).toBe('u-doc'));
});

test('a task is marked done from its page', async () => {
  const { user, fake } = renderVisits({ path: paths.task('t-1'), seed, userId: 'u-front' });
  await user.click(await screen.findByRole('button', { name: 'Mark done' }));
  await waitFor(() => expect(rowsOf(fake, 'Task').find((row) => row.id === 't-1')?.['Done']).toBe(true));
});

test('an unknown task says so', async () => {
  renderVisits({ path: paths.task('t-none'), seed });
  expect(await screen.findByText('No task with this id in your clinic.')).toBeInTheDocument();
});
