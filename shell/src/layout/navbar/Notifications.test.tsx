import '../testSetup.ts';
import { type AppRule, rulesForRole } from '@emr/domain';
import { sessionStore } from '@emr/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, setUp } from '../testHelpers.tsx';

// each test renders the whole shell; under a parallel run of every suite one can take several seconds
jest.setTimeout(20_000);

test('the bell counts the signed-in user’s open tasks and links to each', async () => {
  const fake = setUp('user');
  const first = fake.seed({ EntityType: 'Task', Task: 'Call back about labs', AssignedTo: 'u1', DueDate: '2020-01-15', Done: false });
  fake.seed({ EntityType: 'Task', Task: 'Renew prior authorisation', AssignedTo: 'u1', DueDate: '2099-03-01', Done: false });
  fake.seed({ EntityType: 'Task', Task: 'Already done', AssignedTo: 'u1', DueDate: '2020-01-10', Done: true });
  fake.seed({ EntityType: 'Task', Task: 'Someone else’s', AssignedTo: 'u2', DueDate: '2020-01-10', Done: false });
  const user = userEvent.setup();
  renderShell();

  const bell = await screen.findByRole('button', { name: 'Notifications, open tasks: 2' });
  await user.click(bell);
  const popover = within(await screen.findByRole('dialog', { name: 'My open tasks' }));
  const items = popover.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Call back about labsDue Jan 15, 2020 · Overdue',
    'Renew prior authorisationDue Mar 1, 2099',
  ]);
  expect(popover.queryByText('Already done')).not.toBeInTheDocument();
  expect(popover.queryByText('Someone else’s')).not.toBeInTheDocument();

  await user.click(popover.getByRole('link', { name: 'Call back about labs' }));
  expect(await screen.findByRole('heading', { level: 1, name: `/apps/tasks/edit/${first.id}` })).toBeInTheDocument();
});

test('an empty list says the user is caught up', async () => {
  setUp('user');
  const user = userEvent.setup();
  renderShell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, open tasks: 0' }));
  expect(await screen.findByText('No open tasks. You are all caught up.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'View all tasks' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/tasks/list' })).toBeInTheDocument();
});

test('is not shown to a user who may not read tasks', () => {
  setUp('admin');
  const noTasks: AppRule = { action: 'read', subject: 'Task', inverted: true };
  sessionStore.setState({ userAbilityRules: [...rulesForRole('admin'), noTasks] });
  renderShell();
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});
