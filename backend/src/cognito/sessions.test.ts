/**
 * Sessions over the real server with an injected clock: the automatic logoff after the
 * clinic's idle time (access tokens and refresh tokens refused, the session revoked), what
 * counts as activity (not a request marked as the page's own), the clinic's setting and who
 * may read and change it, and LastLogin stamped at sign-in.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { BACKGROUND_REQUEST_HEADER, IDLE_LOGOFF } from '@emr/domain';
import { CLIENT_ID, USER_POOL_ID } from '../app.ts';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { srpSignIn } from './srpClient.ts';

const MINUTE = 60_000;
const clock = { offsetMs: 0 };
const now = () => Date.now() + clock.offsetMs;
let h: AppHarness;

const background = { [BACKGROUND_REQUEST_HEADER]: '1' };
const signIn = (email: string) =>
  srpSignIn(`${h.origin}/cognito`, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username: email, password: 'Test#2026pass', timestampMs: now() });
const readClinic = (token: string, headers: Record<string, string> = {}) =>
  h.gql(token, 'query { getEMR(id: "north") { id Version IdleLogoffMinutes } }', {}, headers);
const refresh = (refreshToken: string) =>
  fetch(`${h.origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
    body: JSON.stringify({ ClientId: CLIENT_ID, RefreshToken: refreshToken }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { __type?: string; message?: string } }));
async function setIdleMinutes(minutes: number | null) {
  const admin = (await signIn('admin@north.test')).AccessToken;
  const version = (await readClinic(admin)).body.data?.['getEMR']?.Version as number;
  return h.gql(admin, 'mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { IdleLogoffMinutes } }', {
    input: { id: 'north', Version: version, IdleLogoffMinutes: minutes },
  });
}

before(async () => {
  h = await startApp({ now });
  h.addClinic('north');
  for (const role of ['admin', 'dark', 'user', 'billing'] as const) h.addStaff(`${role}@north.test`, 'north', role);
});
beforeEach(() => {
  clock.offsetMs = 0;
});
after(async () => {
  await h.close();
});

describe('automatic logoff', () => {
  test(`a session idle for longer than the default ${IDLE_LOGOFF.defaultMinutes} minutes is refused and revoked`, async () => {
    const tokens = await signIn('user@north.test');
    assert.equal((await readClinic(tokens.AccessToken)).status, 200);
    clock.offsetMs = 14 * MINUTE;
    assert.equal((await readClinic(tokens.AccessToken)).status, 200, 'still within the idle time');
    clock.offsetMs = 14 * MINUTE + IDLE_LOGOFF.defaultMinutes * MINUTE + 30_000;
    const idle = await readClinic(tokens.AccessToken);
    assert.equal(idle.status, 401);
    assert.match(idle.body.errors?.[0]?.message ?? '', /inactivity/);
    // the whole session is over: its refresh token too, even after the clock is set back
    clock.offsetMs = 0;
    assert.equal((await readClinic(tokens.AccessToken)).status, 401);
    assert.equal((await refresh(tokens.RefreshToken)).body.__type, 'NotAuthorizedException');
  });

  test("the page's own requests (the status poll) do not keep a session alive; the person's do", async () => {
    const polled = await signIn('user@north.test');
    const used = await signIn('user@north.test');
    for (let minute = 5; minute <= 15; minute += 5) {
      clock.offsetMs = minute * MINUTE;
      assert.equal((await readClinic(polled.AccessToken, background)).status, 200, `poll at minute ${minute}`);
      assert.equal((await readClinic(used.AccessToken)).status, 200, `use at minute ${minute}`);
    }
    clock.offsetMs = 16 * MINUTE;
    assert.equal((await readClinic(polled.AccessToken, background)).status, 401);
    assert.equal((await readClinic(used.AccessToken)).status, 200);
  });

  test('a refresh is refused once the session is idle, and is not activity itself', async () => {
    const tokens = await signIn('billing@north.test');
    clock.offsetMs = 10 * MINUTE;
    const rotated = await refresh(tokens.RefreshToken);
    assert.equal(rotated.status, 200);
    clock.offsetMs = 16 * MINUTE;
    const late = await refresh((rotated.body as { AuthenticationResult?: { RefreshToken: string } }).AuthenticationResult!.RefreshToken);
    assert.equal(late.body.__type, 'NotAuthorizedException');
    assert.match(late.body.message ?? '', /inactivity/);
  });

  test("the clinic's own idle time applies, and every role reads it", async () => {
    assert.equal((await setIdleMinutes(30)).body.errors, undefined);
    try {
      for (const role of ['dark', 'user', 'billing'] as const) {
        const token = (await signIn(`${role}@north.test`)).AccessToken;
        assert.equal((await readClinic(token)).body.data?.['getEMR']?.IdleLogoffMinutes, 30, `${role} reads the setting`);
      }
      const tokens = await signIn('user@north.test');
      clock.offsetMs = 20 * MINUTE;
      assert.equal((await readClinic(tokens.AccessToken)).status, 200, '20 minutes idle is within 30');
      clock.offsetMs = 51 * MINUTE;
      assert.equal((await readClinic(tokens.AccessToken)).status, 401);
    } finally {
      clock.offsetMs = 0;
      await setIdleMinutes(null);
    }
  });

  test('the setting takes 5 to 240 minutes, and only an admin changes it', async () => {
    for (const bad of [IDLE_LOGOFF.minMinutes - 1, IDLE_LOGOFF.maxMinutes + 1]) {
      const refused = await setIdleMinutes(bad);
      assert.equal(refused.body.errors?.[0]?.errorType, 'ValidationException', `${bad} minutes`);
      assert.match(refused.body.errors?.[0]?.message ?? '', /IdleLogoffMinutes/);
    }
    const dark = (await signIn('dark@north.test')).AccessToken;
    const version = (await readClinic(dark)).body.data?.['getEMR']?.Version as number;
    const update = await h.gql(dark, 'mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { id } }', {
      input: { id: 'north', Version: version, IdleLogoffMinutes: 240 },
    });
    assert.equal(update.body.errors?.[0]?.errorType, 'AccessDeniedException');
  });
});

test('signing in stamps LastLogin on the staff member’s record', async () => {
  clock.offsetMs = 3 * MINUTE;
  const started = now();
  const tokens = await signIn('user@north.test');
  const sub = h.app.cognito.users.getByEmail('user@north.test')!.sub;
  const own = await h.gql(tokens.AccessToken, 'query ($id: ID!) { getEMR(id: $id) { LastLogin } }', { id: sub });
  const stamped = Date.parse(own.body.data?.['getEMR']?.LastLogin as string);
  assert.ok(stamped >= started - 1000 && stamped <= now() + 1000, `LastLogin ${own.body.data?.['getEMR']?.LastLogin} is not the sign-in time`);
});
