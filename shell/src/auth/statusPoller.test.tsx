jest.mock('aws-amplify/auth', () => jest.requireActual('./testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { rulesForRole } from '@emr/domain';
import { GlobalToaster, sessionStore } from '@emr/shared-ui';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { browserLocation } from './navigation.ts';
import { SIGNED_OUT_REASON_KEY, startStatusPoller, useStatusPoller } from './statusPoller.ts';
import { fakeAuth } from './testing/fakeAmplifyAuth.ts';
import { STAFF, setupWorld } from './testing/harness.tsx';

let data: ReturnType<typeof setupWorld>;
let assign: jest.SpyInstance;
let stop: () => void = () => {};

function signInAsUser() {
  fakeAuth.signInAs(STAFF.user.email);
  sessionStore.getState().signIn(
    { id: STAFF.user.sub, Role: 'user', FullName: 'Uma Clinician', Email: STAFF.user.email, ClinicID: 'north' },
    'access-token',
    rulesForRole('user'),
  );
}

function setStatus(status: string) {
  const row = data.rows.get(STAFF.user.sub)!;
  data.rows.set(row.id, { ...row, Status: status });
}

const statusReads = () => data.calls.filter((call) => call.op === 'get').length;

beforeEach(() => {
  jest.useFakeTimers();
  data = setupWorld();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  stop();
  assign.mockRestore();
  jest.useRealTimers();
});

test('an Active status keeps the session, checked every 30 s', async () => {
  signInAsUser();
  stop = startStatusPoller();
  await jest.advanceTimersByTimeAsync(29_999);
  expect(statusReads()).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  // marked as the page's own request, so the server does not count it as activity
  expect(data.calls.filter((call) => call.op === 'get')).toEqual([{ op: 'get', args: { id: STAFF.user.sub, selectionSet: expect.arrayContaining(['Status']) }, headers: { 'x-emr-background': '1' } }]);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(statusReads()).toBe(3);
  expect(sessionStore.getState().userData?.id).toBe(STAFF.user.sub);
  expect(assign).not.toHaveBeenCalled();
});

test('an Inactive status warns, clears userData, accessToken and userAbilityRules, and fully redirects to /login', async () => {
  signInAsUser();
  const seenAtWarning: unknown[] = [];
  stop = startStatusPoller({ onInactive: () => seenAtWarning.push(sessionStore.getState().userData?.id) });
  await jest.advanceTimersByTimeAsync(30_000);
  expect(assign).not.toHaveBeenCalled();

  setStatus('Inactive');
  await jest.advanceTimersByTimeAsync(30_000);
  expect(seenAtWarning).toEqual([STAFF.user.sub]);
  expect(sessionStore.getState()).toMatchObject({ userData: null, accessToken: null, userAbilityRules: [] });
  expect(localStorage.getItem('userData')).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userAbilityRules')).toBeNull();
  expect(fakeAuth.isSignedIn()).toBe(false);
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('/login');
  expect(sessionStorage.getItem(SIGNED_OUT_REASON_KEY)).toBe('inactive');

  // and it stops
  await jest.advanceTimersByTimeAsync(90_000);
  expect(statusReads()).toBe(2);
});

test('a failed check is only logged; the session stays and the next check still runs', async () => {
  signInAsUser();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const models = (data.client as unknown as { models: { EMR: Record<string, unknown> } }).models.EMR;
  const realGet = models['get'] as (args: { id: string }) => Promise<unknown>;
  models['get'] = async () => {
    throw new TypeError('Failed to fetch');
  };
  try {
    stop = startStatusPoller();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(error).toHaveBeenCalledWith('Account status check failed', expect.objectContaining({ errorType: 'NetworkError' }));
    expect(sessionStore.getState().userData?.id).toBe(STAFF.user.sub);
    expect(assign).not.toHaveBeenCalled();

    models['get'] = realGet;
    setStatus('Inactive');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(assign).toHaveBeenCalledWith('/login');
  } finally {
    models['get'] = realGet;
    error.mockRestore();
  }
});

test('a server error answer is logged too, without signing out', async () => {
  signInAsUser();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const models = (data.client as unknown as { models: { EMR: Record<string, unknown> } }).models.EMR;
  const realGet = models['get'];
  models['get'] = async () => ({ data: null, errors: [{ errorType: 'InternalFailure', message: 'disk full' }] });
  try {
    stop = startStatusPoller();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(error).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().accessToken).toBe('access-token');
  } finally {
    models['get'] = realGet;
    error.mockRestore();
  }
});

test('the server refusing a deactivated account counts as the inactive status', async () => {
  signInAsUser();
  const models = (data.client as unknown as { models: { EMR: Record<string, unknown> } }).models.EMR;
  const realGet = models['get'];
  models['get'] = async () => ({ data: null, errors: [{ errorType: 'UnauthorizedException', message: 'Unauthorized: User is disabled.' }] });
  try {
    stop = startStatusPoller();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.getState().userData).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  } finally {
    models['get'] = realGet;
  }
});

test('the server ending an idle session signs out with the inactivity message, not the deactivation one', async () => {
  signInAsUser();
  const warned = jest.fn();
  const models = (data.client as unknown as { models: { EMR: Record<string, unknown> } }).models.EMR;
  const realGet = models['get'];
  models['get'] = async () => ({ data: null, errors: [{ errorType: 'UnauthorizedException', message: 'Unauthorized: Session ended after a period of inactivity; sign in again.' }] });
  try {
    stop = startStatusPoller({ onInactive: warned });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.getState().userData).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(sessionStorage.getItem(SIGNED_OUT_REASON_KEY)).toBe('idle');
    expect(warned).not.toHaveBeenCalled();
  } finally {
    models['get'] = realGet;
  }
});

test('it does not start without userData', async () => {
  stop = startStatusPoller();
  await jest.advanceTimersByTimeAsync(120_000);
  expect(statusReads()).toBe(0);
});

test('it stops once the person signs out', async () => {
  signInAsUser();
  stop = startStatusPoller();
  await jest.advanceTimersByTimeAsync(30_000);
  sessionStore.getState().signOut();
  await jest.advanceTimersByTimeAsync(90_000);
  expect(statusReads()).toBe(1);
});

function Poller() {
  useStatusPoller();
  return null;
}

test('useStatusPoller runs while signed in and shows the translated warning', async () => {
  signInAsUser();
  renderWithProviders(
    <>
      <GlobalToaster />
      <Poller />
    </>,
    'shell',
  );
  setStatus('Suspended');
  await act(() => jest.advanceTimersByTimeAsync(30_000));
  expect(await screen.findByText('Your account status changed to inactive. You have been signed out.')).toBeInTheDocument();
  expect(sessionStore.getState().userData).toBeNull();
  expect(assign).toHaveBeenCalledWith('/login');
});

test('useStatusPoller does nothing while signed out, and starts after sign-in', async () => {
  renderWithProviders(<Poller />, 'shell');
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(statusReads()).toBe(0);
  act(() => signInAsUser());
  await act(() => jest.advanceTimersByTimeAsync(30_000));
  expect(statusReads()).toBe(1);
});
