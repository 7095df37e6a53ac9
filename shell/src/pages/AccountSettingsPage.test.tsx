jest.mock('aws-amplify/auth', () => jest.requireActual('../auth/testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { sessionStore } from '@emr/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth } from '../auth/testing/fakeAmplifyAuth.ts';
import { ME, renderPage, signedInWorld } from './testing/renderPage.tsx';

type User = ReturnType<typeof userEvent.setup>;

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;
const nameField = () => screen.findByRole('textbox', { name: /Full name/ });

test('the tab lives in the URL: bare path and unknown tabs open account; choosing a tab changes the URL', async () => {
  signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings');
  expect(where()).toBe('/pages/account-settings/account');
  expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Account' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Security' }));
  expect(where()).toBe('/pages/account-settings/security');
  expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Notifications' }));
  expect(where()).toBe('/pages/account-settings/notifications');
});

test('an unknown tab goes to account', async () => {
  signedInWorld('user');
  await renderPage('/pages/account-settings/billing');
  expect(where()).toBe('/pages/account-settings/account');
});

test('the account tab shows e-mail, role and clinic from the own record', async () => {
  signedInWorld('billing');
  await renderPage('/pages/account-settings/account');
  expect(await nameField()).toHaveValue(ME.name);
  expect(screen.getByText(ME.email)).toBeInTheDocument();
  expect(screen.getByText('Billing')).toBeInTheDocument();
  expect(await screen.findByText('North Family Practice')).toBeInTheDocument();
});

test('saving the name sends only the name with the Version that was read, and updates the session', async () => {
  const { data } = signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/account');
  const field = await nameField();
  await user.clear(field);
  await user.type(field, 'Maria López-Reyes');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
  expect(data.calls.filter((c) => c.op === 'update')).toEqual([{ op: 'update', args: { id: ME.sub, Version: 1, FullName: 'Maria López-Reyes' } }]);
  expect(data.rows.get(ME.sub)).toMatchObject({ FullName: 'Maria López-Reyes', Version: 2 });
  expect(sessionStore.getState().userData?.FullName).toBe('Maria López-Reyes');

  // a second save uses the new version
  await user.clear(field);
  await user.type(field, 'Maria Lopez');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  await screen.findByText('Your name was saved.');
  expect(data.calls.filter((c) => c.op === 'update').at(-1)?.args).toMatchObject({ Version: 2, FullName: 'Maria Lopez' });
});

test('someone else’s change in between is refused, not overwritten', async () => {
  const { data } = signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/account');
  const field = await nameField();
  // an administrator edits the record after it was read
  const row = data.rows.get(ME.sub)!;
  data.rows.set(ME.sub, { ...row, FullName: 'Maria L.', Version: 2 });
  await user.clear(field);
  await user.type(field, 'Maria Lopez Reyes');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this record after you opened it.');
  expect(data.rows.get(ME.sub)).toMatchObject({ FullName: 'Maria L.', Version: 2 });
  expect(sessionStore.getState().userData?.FullName).toBe(ME.name);
});

test('an empty name is explained and nothing is sent', async () => {
  const { data } = signedInWorld('dark');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/account');
  await user.clear(await nameField());
  await user.type(await nameField(), '   ');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
  expect(data.calls.filter((c) => c.op === 'update')).toHaveLength(0);
});

async function changePassword(user: User, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('changing the password with the right current one succeeds', async () => {
  signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/security');
  await changePassword(user, ME.password, 'Better-Pass7');
  expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  expect(fakeAuth.user(ME.email)?.password).toBe('Better-Pass7');
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test('a password outside the policy is stopped by the checklist and never sent', async () => {
  signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/security');
  await changePassword(user, ME.password, 'nouppercase1!');
  expect(await screen.findByText('The password does not meet every rule in the list.')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'The password needs:' });
  expect(within(list).getByText(/An upper-case letter/).closest('li')).toHaveTextContent('missing: An upper-case letter');
  expect(fakeAuth.calls.filter((c) => c.op === 'updatePassword')).toHaveLength(0);
  expect(fakeAuth.user(ME.email)?.password).toBe(ME.password);
});

test('the server’s refusals are shown: wrong current password', async () => {
  signedInWorld('user');
  const user = userEvent.setup();
  await renderPage('/pages/account-settings/security');
  await changePassword(user, 'Not-My-Pass1', 'Better-Pass7');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
  expect(fakeAuth.user(ME.email)?.password).toBe(ME.password);
});

test('notification preferences are kept in this browser', async () => {
  signedInWorld('user');
  const user = userEvent.setup();
  const { unmount } = await renderPage('/pages/account-settings/notifications');
  const reminders = screen.getByRole('switch', { name: 'Care program reminders' });
  expect(reminders).not.toBeChecked();
  await user.click(reminders);
  await user.click(screen.getByRole('switch', { name: 'Denied claims' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(screen.getByText('Your notification preferences were saved.')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(`notificationPreferences:${ME.sub}`)!)).toMatchObject({ programReminders: true, claimDenials: false });

  unmount();
  await renderPage('/pages/account-settings/notifications');
  expect(screen.getByRole('switch', { name: 'Care program reminders' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Denied claims' })).not.toBeChecked();
});
