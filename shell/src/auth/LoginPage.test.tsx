jest.mock('aws-amplify/auth', () => jest.requireActual('./testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { rulesForRole } from '@emr/domain';
import { sessionStore } from '@emr/shared-ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth } from './testing/fakeAmplifyAuth.ts';
import { PASSWORD, STAFF, renderAuthApp, setupWorld } from './testing/harness.tsx';

type User = ReturnType<typeof userEvent.setup>;

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;

async function signInWith(user: User, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => setupWorld());

/** An invited clinician: a temporary password and a User record. */
function inviteNina() {
  const data = setupWorld([]);
  fakeAuth.addUser({ sub: 'sub-new', email: 'nina@north.clinic', password: 'Temp-Pass-0', status: 'FORCE_CHANGE_PASSWORD' });
  data.seed({ id: 'sub-new', EntityType: 'User', Email: 'nina@north.clinic', FullName: 'Nina New', Role: 'user', Status: 'Active' });
}

test.each([
  ['admin', '/apps/user/list'],
  ['dark', '/apps/user/add'],
  ['user', '/apps/visits/list'],
  ['billing', '/apps/claim/add'],
] as const)('a %s signs in at / and lands on their start page', async (role, path) => {
  const user = userEvent.setup();
  await renderAuthApp('/');
  expect(where()).toBe('/login');
  await signInWith(user, STAFF[role].email, PASSWORD);
  expect(await screen.findByRole('heading', { name: path })).toBeInTheDocument();
  expect(where()).toBe(path);

  const session = sessionStore.getState();
  expect(session.userData).toEqual({ id: STAFF[role].sub, Role: role, FullName: STAFF[role].name, Email: STAFF[role].email, ClinicID: 'north', Avatar: null });
  expect(session.accessToken).toMatch(/^access-token-/);
  expect(session.userAbilityRules).toEqual(rulesForRole(role));
  expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ id: STAFF[role].sub, Role: role });
  expect(JSON.parse(localStorage.getItem('userAbilityRules')!)).toEqual(rulesForRole(role));
});

test('a wrong password shows the translated message and signs no one in', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await signInWith(user, STAFF.user.email, 'Wrong-Pass9');
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  expect(where()).toBe('/login');
  expect(sessionStore.getState().userData).toBeNull();
  expect(fakeAuth.isSignedIn()).toBe(false);
});

test('the message is translated (French)', async () => {
  const user = userEvent.setup();
  sessionStore.getState().setLanguage('fr');
  try {
    await renderAuthApp('/login');
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), STAFF.user.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Wrong-Pass9');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
  } finally {
    act(() => sessionStore.getState().setLanguage('en'));
  }
});

test('bad input is explained and nothing is sent', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter a valid e-mail address, like name@clinic.org.')).toBeInTheDocument();
  expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  expect(fakeAuth.calls.filter((c) => c.op === 'signIn')).toHaveLength(0);
});

test('a deep link while signed out goes to /login?to=<path>, and signing in returns to it', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/apps/patient/p-17?tab=labs');
  expect(where()).toBe(`/login?to=${encodeURIComponent('/apps/patient/p-17?tab=labs')}`);
  await signInWith(user, STAFF.user.email, PASSWORD);
  expect(await screen.findByRole('heading', { name: '/apps/patient/p-17' })).toBeInTheDocument();
  expect(where()).toBe('/apps/patient/p-17?tab=labs');
});

test('a ?to= pointing at another site is ignored', async () => {
  const user = userEvent.setup();
  await renderAuthApp('/login?to=//evil.example/phish');
  await signInWith(user, STAFF.billing.email, PASSWORD);
  expect(await screen.findByRole('heading', { name: '/apps/claim/add' })).toBeInTheDocument();
});

test('a user with no known role is warned about, signed out, and stays on login keeping the query', async () => {
  setupWorld([{ sub: 'sub-x', email: 'xavier@north.clinic', role: 'nurse' }, { sub: 'sub-y', email: 'yan@north.clinic', role: null }]);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  try {
    await renderAuthApp('/apps/visits/list');
    await signInWith(user, 'xavier@north.clinic', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has no role yet');
    expect(warn).toHaveBeenCalledWith('No user role found');
    expect(where()).toBe(`/login?to=${encodeURIComponent('/apps/visits/list')}`);
    expect(sessionStore.getState().userData).toBeNull();
    expect(fakeAuth.isSignedIn()).toBe(false);

    // a record without any Role is the same
    warn.mockClear();
    await user.clear(screen.getByRole('textbox', { name: /E-mail address/ }));
    await user.clear(screen.getByLabelText(/^Password/));
    await signInWith(user, 'yan@north.clinic', PASSWORD);
    expect(await screen.findByText(/Your account has no role yet/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No user role found');
    expect(sessionStore.getState().accessToken).toBeNull();
  } finally {
    warn.mockRestore();
  }
});

test('a first sign-in with a temporary password asks for a new one under the policy', async () => {
  inviteNina();
  const user = userEvent.setup();
  await renderAuthApp('/');
  await signInWith(user, 'nina@north.clinic', 'Temp-Pass-0');
  expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  expect(sessionStore.getState().userData).toBeNull();

  const newPassword = screen.getByLabelText(/^New password/);
  await user.type(newPassword, 'weakpass');
  const list = screen.getByRole('list', { name: 'The password needs:' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'done: At least 8 characters',
    'done: A lower-case letter',
    'missing: An upper-case letter',
    'missing: A number',
    'missing: A symbol',
  ]);
  await user.type(screen.getByLabelText(/^Confirm the new password/), 'weakpass');
  await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
  expect(await screen.findByText('The password does not meet every rule in the list.')).toBeInTheDocument();
  expect(fakeAuth.calls.filter((c) => c.op === 'confirmSignIn')).toHaveLength(0);

  await user.clear(newPassword);
  await user.type(newPassword, 'Chosen-Pass4');
  expect(within(list).getAllByRole('listitem').every((item) => item.textContent?.startsWith('done:'))).toBe(true);
  await user.clear(screen.getByLabelText(/^Confirm the new password/));
  await user.type(screen.getByLabelText(/^Confirm the new password/), 'Chosen-Pass4');
  await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
  expect(await screen.findByRole('heading', { name: '/apps/visits/list' })).toBeInTheDocument();
  expect(fakeAuth.user('nina@north.clinic')).toMatchObject({ password: 'Chosen-Pass4', status: 'CONFIRMED' });
  expect(sessionStore.getState().userData?.id).toBe('sub-new');
});

test('the server’s policy answer is shown when it refuses the new password', async () => {
  inviteNina();
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await signInWith(user, 'nina@north.clinic', 'Temp-Pass-0');
  // passes the checklist, but ends with a space, which Cognito refuses
  await user.type(await screen.findByLabelText(/^New password/), 'Chosen-Pass4 ');
  await user.type(screen.getByLabelText(/^Confirm the new password/), 'Chosen-Pass4 ');
  await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
  expect(await screen.findByText('The password cannot begin or end with a space.')).toBeInTheDocument();
  expect(fakeAuth.calls.filter((c) => c.op === 'confirmSignIn')).toHaveLength(0);
});

test('a deactivated account is told so', async () => {
  setupWorld();
  fakeAuth.user(STAFF.user.email)!.enabled = false;
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await signInWith(user, STAFF.user.email, PASSWORD);
  expect(await screen.findByRole('alert')).toHaveTextContent('This account has been deactivated. Ask your administrator.');
});

test('the submit button is disabled while signing in', async () => {
  const user = userEvent.setup();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const original = fakeAuth.module.signIn;
  fakeAuth.module.signIn = async (input) => {
    await gate;
    return original(input);
  };
  try {
    await renderAuthApp('/login');
    await signInWith(user, STAFF.admin.email, PASSWORD);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: '/apps/user/list' })).toBeInTheDocument();
  } finally {
    fakeAuth.module.signIn = original;
  }
});


test('a new-password challenge that has expired sends the person back to sign in again', async () => {
  inviteNina();
  const user = userEvent.setup();
  await renderAuthApp('/login');
  await signInWith(user, 'nina@north.clinic', 'Temp-Pass-0');
  await user.type(await screen.findByLabelText(/^New password/), 'Chosen-Pass4');
  await user.type(screen.getByLabelText(/^Confirm the new password/), 'Chosen-Pass4');
  fakeAuth.expireChallenge();
  await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choosing the password took too long. Sign in again with your temporary password.');
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('nina@north.clinic');
  expect(sessionStore.getState().userData).toBeNull();
});

test('an unreachable server is explained as such', async () => {
  const user = userEvent.setup();
  const original = fakeAuth.module.signIn;
  fakeAuth.module.signIn = async () => {
    const error = new Error('A network error has occurred.');
    error.name = 'NetworkError';
    throw error;
  };
  try {
    await renderAuthApp('/login');
    await signInWith(user, STAFF.admin.email, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check the connection and try again.');
  } finally {
    fakeAuth.module.signIn = original;
  }
});

test('after the status check signed the person out, the login page says why (once)', async () => {
  sessionStorage.setItem('emr.signedOutReason', 'inactive');
  const { unmount } = await renderAuthApp('/login');
  expect(screen.getByRole('alert')).toHaveTextContent('Your account status changed to inactive. You have been signed out.');
  expect(sessionStorage.getItem('emr.signedOutReason')).toBeNull();
  unmount();
  await renderAuthApp('/login');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
