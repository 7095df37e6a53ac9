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

  const bell = await screen.findByRole('button', { name: 'Notifications, open tasks: 2, alerts: 0' });
  await user.click(bell);
  const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }));
  const items = within(popover.getByRole('region', { name: 'My open tasks' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Call back about labsDue Jan 15, 2020 · Overdue',
    'Renew prior authorisationDue Mar 1, 2099',
  ]);
  expect(popover.queryByText('Already done')).not.toBeInTheDocument();
  expect(popover.queryByText('Someone else’s')).not.toBeInTheDocument();

  await user.click(popover.getByRole('link', { name: 'Call back about labs' }));
  expect(await screen.findByRole('heading', { level: 1, name: `/apps/tasks/edit/${first.id}` })).toBeInTheDocument();
});

test("at 9 pm in Chicago, a task due today is not overdue though the UTC day is tomorrow; yesterday's is", async () => {
  // Nov 29, 2026, 9 pm in the clinic (CST), 7 pm on this workstation, Nov 30 in UTC
  jest.useFakeTimers({ now: new Date('2026-11-30T03:00:00.000Z'), advanceTimers: true });
  try {
    const fake = setUp('user', 'America/Chicago');
    // due dates are 5 pm on their day in the clinic's zone, as the task form and the demo store them
    fake.seed({ EntityType: 'Task', Task: 'Due today', AssignedTo: 'u1', DueDate: '2026-11-29T23:00:00.000Z', Done: false });
    fake.seed({ EntityType: 'Task', Task: 'Due yesterday', AssignedTo: 'u1', DueDate: '2026-11-28T23:00:00.000Z', Done: false });
    fake.seed({ EntityType: 'Task', Task: 'Due tomorrow', AssignedTo: 'u1', DueDate: '2026-11-30T23:00:00.000Z', Done: false });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, open tasks: 3, alerts: 0' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const items = within(popover.getByRole('region', { name: 'My open tasks' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent).sort()).toEqual([
      'Due todayDue Nov 29, 2026',
      'Due tomorrowDue Nov 30, 2026',
      'Due yesterdayDue Nov 28, 2026 · Overdue',
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('an empty list says the user is caught up', async () => {
  setUp('user');
  const user = userEvent.setup();
  renderShell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, open tasks: 0, alerts: 0' }));
  expect(await screen.findByText('No open tasks. You are all caught up.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'View all tasks' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/tasks/list' })).toBeInTheDocument();
});

test('is not shown to a user who may read neither tasks nor what alerts are about', () => {
  setUp('admin');
  const cannot = (subject: AppRule['subject']): AppRule => ({ action: 'read', subject, inverted: true });
  sessionStore.setState({ userAbilityRules: [...rulesForRole('admin'), cannot('Task'), cannot('Medication'), cannot('Claim')] });
  renderShell();
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});

test('alerts list pending prior authorisations and denied claims, each linking to where to act', async () => {
  const fake = setUp('user');
  fake.seed({ EntityType: 'Medication', PatientID: 'NS-000007', Medication: 'Ozempic', Dosage: '0.5 mg', Status: 'Active', PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Pending', StartDate: '2026-01-02T10:00:00.000Z' });
  fake.seed({ EntityType: 'Medication', PatientID: 'NS-000008', Medication: 'Eliquis', Dosage: '5 mg', Status: 'Active', PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', StartDate: '2026-01-02T10:00:00.000Z' });
  fake.seed({ EntityType: 'Claim', PatientID: 'NS-000009', Claim: 'CLM-2041', Status: 'Denied', ClaimDate: '2026-02-01T10:00:00.000Z' });
  const user = userEvent.setup();
  renderShell();

  await user.click(await screen.findByRole('button', { name: 'Notifications, open tasks: 0, alerts: 2' }));
  const alerts = within(await screen.findByRole('region', { name: 'Alerts' }));
  expect(alerts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Prior authorisation pending: Ozempic 0.5 mgPatient NS-000007',
    'Claim denied: CLM-2041Patient NS-000009',
  ]);
  await user.click(alerts.getByRole('link', { name: 'Prior authorisation pending: Ozempic 0.5 mg' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/patient/NS-000007/PatientMedications' })).toBeInTheDocument();
});

test('billing staff get denied claims but never query medications; a topic switched off is not asked for', async () => {
  const fake = setUp('billing');
  fake.seed({ EntityType: 'Claim', PatientID: 'NS-000009', Claim: 'CLM-2041', Status: 'Denied', ClaimDate: '2026-02-01T10:00:00.000Z' });
  const user = userEvent.setup();
  const { unmount } = renderShell();
  await user.click(await screen.findByRole('button', { name: /alerts: 1$/ }));
  expect(await screen.findByRole('link', { name: 'Claim denied: CLM-2041' })).toBeInTheDocument();
  const asked = () => fake.calls.map((call) => JSON.stringify(call.args));
  expect(asked().some((args) => args.includes('#Medication#PA#'))).toBe(false);
  unmount();

  const id = sessionStore.getState().userData!.id;
  localStorage.setItem(`notificationPreferences:${id}`, JSON.stringify({ claimDenials: false }));
  fake.calls.length = 0;
  renderShell();
  expect(await screen.findByRole('button', { name: /alerts: 0$/ })).toBeInTheDocument();
  expect(asked().some((args) => args.includes('#Claim#Denied'))).toBe(false);
  localStorage.clear();
});
