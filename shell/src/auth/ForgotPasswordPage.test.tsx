jest.mock('aws-amplify/auth', () => jest.requireActual('./testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth } from './testing/fakeAmplifyAuth.ts';
import { PASSWORD, STAFF, renderAuthApp, setupWorld } from './testing/harness.tsx';

type User = ReturnType<typeof userEvent.setup>;

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;
const checklist = () =>
  within(screen.getByRole('list', { name: 'The password needs:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function requestCode(user: User, email: string) {
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  await screen.findByRole('heading', { name: 'Enter the code and a new password' });
}

async function fillReset(user: User, code: string, password: string, confirm = password) {
  for (const label of [/^Code from the e-mail/, /^New password/, /^Confirm the new password/]) await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(/^Code from the e-mail/), code);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

beforeEach(() => setupWorld());

test('resets a forgotten password with the e-mailed code, then signs in with the new one', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
  // the page loads on first use; the sign-in page stays until it is in
  await screen.findByRole('button', { name: 'E-mail me a code' });
  expect(where()).toBe('/forgot-password');

  await requestCode(user, STAFF.user.email);
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('A code was e-mailed to u***@n***.');
  const mail = fakeAuth.outbox.at(-1)!;
  expect(mail.to).toBe(STAFF.user.email);

  // a wrong code is refused and changes nothing
  const wrong = mail.code === '000000' ? '000001' : '000000';
  await fillReset(user, wrong, 'Brand-New-Pass2');
  expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right. Check the e-mail and try again.');
  expect(fakeAuth.user(STAFF.user.email)?.password).toBe(PASSWORD);

  await fillReset(user, mail.code, 'Brand-New-Pass2');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(where()).toBe('/login');
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Your password was changed. Sign in with the new one.');
  expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(STAFF.user.email);

  await user.type(screen.getByLabelText(/^Password/), 'Brand-New-Pass2');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: '/apps/visits/list' })).toBeInTheDocument();
});

test('the checklist follows the new password as it is typed, and a weak one is never sent', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/forgot-password');
  await requestCode(user, STAFF.billing.email);
  expect(checklist()).toEqual([
    'missing: At least 8 characters',
    'missing: A lower-case letter',
    'missing: An upper-case letter',
    'missing: A number',
    'missing: A symbol',
  ]);
  const field = screen.getByLabelText(/^New password/);
  await user.type(field, 'A');
  expect(checklist().filter((line) => line?.startsWith('done:'))).toEqual(['done: An upper-case letter']);
  await user.type(field, 'b3!');
  expect(checklist().filter((line) => line?.startsWith('done:'))).toEqual([
    'done: A lower-case letter',
    'done: An upper-case letter',
    'done: A number',
    'done: A symbol',
  ]);
  await user.type(field, 'defgh');
  expect(checklist().every((line) => line?.startsWith('done:'))).toBe(true);

  await fillReset(user, fakeAuth.outbox.at(-1)!.code, 'short1A', 'short1A');
  expect(await screen.findByText('The password does not meet every rule in the list.')).toBeInTheDocument();
  await fillReset(user, fakeAuth.outbox.at(-1)!.code, 'Long-Enough-1', 'Long-Enough-2');
  expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
  await fillReset(user, '12ab', 'Long-Enough-1');
  expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
  expect(fakeAuth.calls.filter((c) => c.op === 'confirmResetPassword')).toHaveLength(0);
});

test('a new code can be requested; the old one then no longer works', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/forgot-password');
  await requestCode(user, STAFF.admin.email);
  const first = fakeAuth.outbox.at(-1)!.code;
  await user.click(screen.getByRole('button', { name: 'E-mail me a new code' }));
  expect(await screen.findByText('A new code was e-mailed. Only the newest code works.')).toBeInTheDocument();
  const second = fakeAuth.outbox.at(-1)!.code;
  expect(second).not.toBe(first);
  await fillReset(user, first, 'Brand-New-Pass2');
  expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right');
  await fillReset(user, second, 'Brand-New-Pass2');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test('an unknown address gets the same answer (accounts cannot be discovered)', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/forgot-password');
  await requestCode(user, 'ghost@north.clinic');
  expect(screen.getByText('A code was e-mailed to g***@n***. Enter it below with your new password.')).toBeInTheDocument();
  expect(fakeAuth.outbox).toHaveLength(0);
});

test('an invalid address is explained and nothing is sent', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/forgot-password');
  await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
  expect(fakeAuth.calls).toHaveLength(0);
});
