jest.mock('aws-amplify/auth', () => jest.requireActual('./testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { type Role, rulesForRole } from '@emr/domain';
import { queryClient, sessionStore } from '@emr/shared-ui';
import { act, screen } from '@testing-library/react';
import { completeSignIn, signOutAndRedirect } from './session.ts';
import { fakeAuth } from './testing/fakeAmplifyAuth.ts';
import { STAFF, renderAuthApp, setupWorld } from './testing/harness.tsx';

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;

/** A session restored from storage, as after a page reload. */
function restoreSession(role: Role | string, email = STAFF.user.email) {
  fakeAuth.signInAs(email);
  sessionStore.getState().signIn(
    { id: 'sub-restored', Role: role, FullName: 'Restored Person', Email: email, ClinicID: 'north' },
    'stored-token',
    role === 'admin' || role === 'dark' || role === 'user' || role === 'billing' ? rulesForRole(role) : [],
  );
}

beforeEach(() => setupWorld());

test('/ signed out goes to /login with no query', async () => {
  await renderAuthApp('/');
  expect(where()).toBe('/login');
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test('a session needs both userData and the access token', async () => {
  sessionStore.setState({ userData: { id: 'x', Role: 'admin', FullName: 'X', Email: 'x@n.c', ClinicID: 'north' }, accessToken: null });
  await renderAuthApp('/apps/user/list');
  expect(where()).toBe(`/login?to=${encodeURIComponent('/apps/user/list')}`);
});

test.each(['/login', '/forgot-password'])('%s while signed in goes to the index redirect', async (path) => {
  restoreSession('billing');
  await renderAuthApp(path);
  expect(where()).toBe('/apps/claim/add');
  expect(screen.getByRole('heading', { name: '/apps/claim/add' })).toBeInTheDocument();
});

test('a route with action and subject is checked against the stored rules', async () => {
  restoreSession('user');
  await renderAuthApp('/access-control');
  expect(where()).toBe('/not-authorized');
  expect(screen.getByRole('heading', { name: 'You are not authorized to open this page' })).toBeInTheDocument();
});

test('an admin may open access control', async () => {
  restoreSession('admin');
  await renderAuthApp('/access-control');
  expect(screen.getByRole('heading', { name: '/access-control' })).toBeInTheDocument();
});

test('a stored session with an unknown role: warning, session ended, login keeping the query', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    restoreSession('nurse');
    await renderAuthApp('/?clinic=north');
    expect(warn).toHaveBeenCalledWith('No user role found');
    expect(where()).toBe('/login?clinic=north');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ userData: null, accessToken: null, userAbilityRules: [] });
  } finally {
    warn.mockRestore();
  }
});

test('signOutAndRedirect ends every part of the session and goes to /login', async () => {
  restoreSession('user');
  queryClient.setQueryData(['emr', 'record', 'p-1'], { id: 'p-1' });
  await renderAuthApp('/apps/visits/list');
  expect(screen.getByRole('heading', { name: '/apps/visits/list' })).toBeInTheDocument();
  queryClient.setQueryData(['emr', 'record', 'p-1'], { id: 'p-1' });

  await act(() => signOutAndRedirect());
  expect(where()).toBe('/login');
  expect(sessionStore.getState()).toMatchObject({ userData: null, accessToken: null, userAbilityRules: [] });
  expect(localStorage.getItem('userData')).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userAbilityRules')).toBeNull();
  expect(fakeAuth.isSignedIn()).toBe(false);
  expect(queryClient.getQueryData(['emr', 'record', 'p-1'])).toBeUndefined();
});

test('signOutAndRedirect carries the wanted path, except the root', async () => {
  restoreSession('user');
  await renderAuthApp('/apps/visits/list');
  await act(() => signOutAndRedirect('/apps/visits/list?day=today'));
  expect(where()).toBe(`/login?to=${encodeURIComponent('/apps/visits/list?day=today')}`);

  act(() => restoreSession('user'));
  await act(() => signOutAndRedirect('/'));
  expect(where()).toBe('/login');
});

test('completeSignIn refuses a session without tokens and leaves nothing behind', async () => {
  await expect(completeSignIn()).rejects.toMatchObject({ name: 'NoSessionFoundException' });
  expect(sessionStore.getState().userData).toBeNull();
});

test('completeSignIn refuses an account whose record is not Active', async () => {
  const data = setupWorld([{ ...STAFF.user, status: 'Inactive' }]);
  fakeAuth.signInAs(STAFF.user.email);
  await expect(completeSignIn()).resolves.toEqual({ status: 'inactive' });
  expect(sessionStore.getState().userData).toBeNull();
  expect(fakeAuth.isSignedIn()).toBe(false);
  expect(data.calls.filter((c) => c.op === 'get')).toEqual([{ op: 'get', args: { id: STAFF.user.sub, selectionSet: expect.arrayContaining(['Role', 'Status']) } }]);
});
