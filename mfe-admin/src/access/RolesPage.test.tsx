import { screen, waitFor, within } from '@testing-library/react';
import { dialogButton, findDialog, renderAdmin, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const updates = (fake: ReturnType<typeof renderAdmin>['fake']) => fake.calls.filter((call) => call.op === 'update').map((call) => call.args);

test('describes the four roles with their main permissions', async () => {
  renderAdmin({ path: '/apps/roles' });
  expect(screen.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Administrator', 'Practice manager', 'Clinician', 'Billing']);
  const dark = screen.getByRole('list', { name: 'Main permissions of Practice manager' });
  expect(within(dark).getByText('Staff accounts: create, read, and update (only some fields)')).toBeInTheDocument();
  expect(within(dark).getByText('Clinical records: No access')).toBeInTheDocument();
  const admin = screen.getByRole('list', { name: 'Main permissions of Administrator' });
  expect(within(admin).getByText('Module settings: Full access')).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: 'Billing' })).toBeChecked();
});

test('switching a module off asks first, then saves EnabledModules with the Version read', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/roles' });
  await user.click(await screen.findByRole('switch', { name: 'Billing' }));
  const dialog = await findDialog('Switch off Billing?');
  await user.click(dialogButton(dialog, 'Cancel'));
  expect(updates(fake)).toEqual([]);
  expect(screen.getByRole('switch', { name: 'Billing' })).toBeChecked();

  await user.click(screen.getByRole('switch', { name: 'Billing' }));
  await user.click(dialogButton(await findDialog('Switch off Billing?'), 'Switch off'));
  expect(await screen.findByText('Modules saved')).toBeInTheDocument();
  expect(updates(fake)).toEqual([{ id: 'north', Version: 1, EnabledModules: JSON.stringify(['patients', 'visits', 'programs']) }]);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Billing' })).not.toBeChecked());
  expect(screen.getAllByText('Your clinic’s users see a change the next time they reload the page.').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('switch', { name: 'Billing' }));
  await waitFor(() => expect(updates(fake)).toHaveLength(2));
  expect(updates(fake)[1]).toEqual({ id: 'north', Version: 2, EnabledModules: JSON.stringify(['patients', 'visits', 'billing', 'programs']) });
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Billing' })).toBeChecked());
});

test('a change made meanwhile by someone else is refused, explained and reloaded', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/roles' });
  const programs = await screen.findByRole('switch', { name: 'Care programs' });
  // another administrator switched visits off after this page read the clinic
  const stored = fake.rows.get('north')!;
  fake.seed({ ...stored, EnabledModules: JSON.stringify(['patients', 'billing', 'programs']) });
  Object.assign(fake.rows.get('north')!, { Version: 2 });

  await user.click(programs);
  await user.click(dialogButton(await findDialog('Switch off Care programs?'), 'Switch off'));
  expect(await screen.findByText('Someone else changed this record after you opened it. Reload it and apply your change again.')).toBeInTheDocument();
  expect(updates(fake)).toEqual([{ id: 'north', Version: 1, EnabledModules: JSON.stringify(['patients', 'visits', 'billing']) }]);
  // what is stored now: visits off, programs still on
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Visits and calendar' })).not.toBeChecked());
  expect(screen.getByRole('switch', { name: 'Care programs' })).toBeChecked();
});

test('a clinic without stored modules has every module on', async () => {
  const { fake } = renderAdmin({ path: '/apps/roles', seed: [{ EntityType: 'Clinic', id: 'north', Name: 'North Clinic' }] });
  for (const name of ['Patients’ clinical records', 'Visits and calendar', 'Billing', 'Care programs']) {
    expect(await screen.findByRole('switch', { name })).toBeChecked();
  }
  expect(fake.calls.filter((call) => call.op === 'get')).toEqual([{ op: 'get', args: { id: 'north', selectionSet: expect.arrayContaining(['EnabledModules']) } }]);
});

test('other roles see the modules read-only', async () => {
  renderAdmin({ path: '/apps/roles', role: 'billing' });
  expect(await screen.findByRole('switch', { name: 'Billing' })).toBeDisabled();
  expect(screen.getByText('Only an administrator can switch modules on or off.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'See the full access matrix' })).not.toBeInTheDocument();
});

test('an administrator sets the automatic sign-out (15 minutes when none is stored), in range only', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/roles' });
  const minutes = await screen.findByRole('spinbutton', { name: 'Minutes without activity' });
  await waitFor(() => expect(minutes).toHaveValue(15));
  const form = screen.getByRole('form', { name: 'Automatic sign-out' });

  await user.clear(minutes);
  await user.type(minutes, '3');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Enter a number from 5 to 240.')).toBeInTheDocument();
  expect(updates(fake)).toEqual([]);

  await user.clear(minutes);
  await user.type(minutes, '30');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Automatic sign-out saved')).toBeInTheDocument();
  expect(updates(fake)).toEqual([{ id: 'north', Version: 1, IdleLogoffMinutes: 30 }]);
  expect(within(form).queryByText('Enter a number from 5 to 240.')).not.toBeInTheDocument();
});

test('other roles read the automatic sign-out without changing it', async () => {
  renderAdmin({ path: '/apps/roles', role: 'dark', seed: [{ EntityType: 'Clinic', id: 'north', Name: 'North Clinic', IdleLogoffMinutes: 20 }] });
  const minutes = await screen.findByRole('spinbutton', { name: 'Minutes without activity' });
  await waitFor(() => expect(minutes).toHaveValue(20));
  expect(minutes).toHaveAttribute('readonly');
  expect(screen.getByText('Only an administrator can change it.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Automatic sign-out' });
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test("an administrator sets the clinic's time zone from the US zones; the server's rule applies and the Version read goes with it", async () => {
  const { user, fake } = renderAdmin({ path: '/apps/roles', seed: [{ EntityType: 'Clinic', id: 'north', Name: 'North Clinic', TimeZone: 'America/New_York' }] });
  const zone = await screen.findByRole('combobox', { name: 'Clinic time zone' });
  await waitFor(() => expect(zone).toHaveValue('America/New_York'));
  const options = within(zone).getAllByRole('option').map((option) => option.textContent);
  for (const name of ['Eastern Time (New York)', 'Central Time (Chicago)', 'Mountain Time (Denver)', 'Mountain Standard Time (Phoenix)', 'Pacific Time (Los Angeles)', 'Alaska Time (Anchorage)', 'Hawaii-Aleutian Standard Time (Honolulu)', 'Atlantic Standard Time (Puerto Rico)']) {
    expect(options).toContain(name);
  }
  const form = screen.getByRole('form', { name: 'Time zone' });
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.selectOptions(zone, 'America/Chicago');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
  expect(updates(fake)).toEqual([{ id: 'north', Version: 1, TimeZone: 'America/Chicago' }]);
});

test('a stored zone that is not a US one stays on the list; a clinic without one reads as the default, which says so', async () => {
  const { unmount } = renderAdmin({ path: '/apps/roles', seed: [{ EntityType: 'Clinic', id: 'north', Name: 'North Clinic', TimeZone: 'Europe/Paris' }] });
  const zone = await screen.findByRole('combobox', { name: 'Clinic time zone' });
  await waitFor(() => expect(zone).toHaveValue('Europe/Paris'));
  expect(within(zone).getAllByRole('option')[0]).toHaveTextContent('(Paris)');
  unmount();
  resetRemote();
  renderAdmin({ path: '/apps/roles', role: 'dark', seed: [{ EntityType: 'Clinic', id: 'north', Name: 'North Clinic' }] });
  const readOnly = await screen.findByRole('combobox', { name: 'Clinic time zone' });
  await waitFor(() => expect(readOnly).toHaveValue('America/New_York'));
  expect(readOnly).toBeDisabled();
  expect(screen.getByText(/None was set: this is the default\./)).toBeInTheDocument();
  expect(within(screen.getByRole('form', { name: 'Time zone' })).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
