jest.mock('aws-amplify/auth', () => jest.requireActual('./testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { rulesForRole } from '@emr/domain';
import { sessionStore } from '@emr/shared-ui';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdleLogoff, LAST_ACTIVITY_KEY } from './IdleLogoff.tsx';
import { SIGNED_OUT_REASON_KEY, browserLocation } from './navigation.ts';
import { fakeAuth } from './testing/fakeAmplifyAuth.ts';
import { STAFF, setupWorld } from './testing/harness.tsx';

const MINUTE = 60_000;
let data: ReturnType<typeof setupWorld>;
let assign: jest.SpyInstance;

function start(idleMinutes?: number) {
  data.seed({ id: 'north', EntityType: 'Clinic', Name: 'North', ...(idleMinutes ? { IdleLogoffMinutes: idleMinutes } : {}) });
  fakeAuth.signInAs(STAFF.user.email);
  sessionStore.getState().signIn(
    { id: STAFF.user.sub, Role: 'user', FullName: 'Uma Clinician', Email: STAFF.user.email, ClinicID: 'north' },
    'access-token',
    rulesForRole('user'),
  );
  renderWithProviders(<IdleLogoff />);
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
// `hidden`: under fake timers tabster's modalizer marks the open dialog's portal aria-hidden
// too (in a browser it does not; the browser test checks the dialog by its role)
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?', hidden: true });
const countdown = () => screen.getByRole('timer', { hidden: true });
const reports = () => fakeAuth.calls.filter((call) => call.op === 'fetchUserAttributes').length;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  data = setupWorld();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  assign.mockRestore();
  jest.useRealTimers();
});

test("warns a minute before the clinic's idle time with a countdown, then signs out and clears the session", async () => {
  start(5);
  await advance(4 * MINUTE - 1000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(warning()).toBeInTheDocument();
  expect(countdown()).toHaveTextContent('Seconds left: \u206860\u2069');
  await advance(30_000);
  expect(countdown()).toHaveTextContent('Seconds left: \u206830\u2069');
  expect(assign).not.toHaveBeenCalled();

  await advance(30_000);
  expect(fakeAuth.isSignedIn()).toBe(false);
  expect(sessionStore.getState()).toMatchObject({ userData: null, accessToken: null, userAbilityRules: [] });
  expect(localStorage.getItem('userAbilityRules')).toBeNull();
  expect(assign).toHaveBeenCalledWith('/login');
  expect(sessionStorage.getItem(SIGNED_OUT_REASON_KEY)).toBe('idle');
});

test('"Stay signed in" tells the server and starts the idle time again', async () => {
  const user = start(5);
  await advance(4 * MINUTE);
  const before = reports();
  await user.click(screen.getByRole('button', { name: 'Stay signed in', hidden: true }));
  expect(warning()).not.toBeInTheDocument();
  expect(reports()).toBe(before + 1);
  await advance(4 * MINUTE - 1000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(warning()).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('keyboard and pointer input keep the session open, reported to the server at most every 30 s', async () => {
  const user = start(5);
  expect(reports()).toBe(1);
  await advance(3 * MINUTE);
  await user.keyboard('a');
  await user.pointer({ coords: { x: 10, y: 10 } });
  expect(reports()).toBe(2);
  await advance(3 * MINUTE + 59_000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(warning()).toBeInTheDocument();
});

test('with no setting of its own a clinic gets 15 minutes', async () => {
  start();
  await advance(14 * MINUTE - 1000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(warning()).toBeInTheDocument();
});

test("input in another tab of the browser keeps this one open", async () => {
  start(5);
  await advance(3 * MINUTE);
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
  await advance(3 * MINUTE);
  expect(warning()).not.toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('a computer that slept past the idle time signs out at its first tick', async () => {
  start(5);
  // the clock jumps without the timers running in between
  jest.setSystemTime(Date.now() + 20 * MINUTE);
  await advance(1000);
  expect(assign).toHaveBeenCalledWith('/login');
  expect(sessionStorage.getItem(SIGNED_OUT_REASON_KEY)).toBe('idle');
});
