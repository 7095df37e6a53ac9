/**
 * Probes of sign-in and password reset over the real server, as an attacker without
 * credentials would run them: brute-forcing reset codes, telling real accounts from unknown
 * ones, and smuggling words into the system's own mails. Each source address is its own
 * loopback address (127.0.0.x), so the per-source limits can be tried one at a time.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { CLIENT_ID, USER_POOL_ID } from '../app.ts';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { type CognitoCall, srpSignInCall } from './srpClient.ts';
import { LIMITS } from './throttle.ts';

let h: AppHarness;
let nextSource = 10;

/** JSON 1.1 calls sent from a loopback address of their own (a distinct "source"). */
function fromNewSource(): CognitoCall {
  const localAddress = `127.0.0.${nextSource++}`;
  const url = new URL(`${h.origin}/cognito`);
  return (op, body) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
}

const forgot = (call: CognitoCall, username: string) => call('ForgotPassword', { ClientId: CLIENT_ID, Username: username });
const confirm = (call: CognitoCall, username: string, code: string) =>
  call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: username, ConfirmationCode: code, Password: 'Taken#2026over' });
const srp = (call: CognitoCall, username: string, password: string) =>
  srpSignInCall(call, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username, password });
const latestCode = (email: string) => h.app.outbox.latestFor(email, 'reset-password')?.meta?.['code'];
const wrongFor = (code: string | undefined) => (code === '000000' ? '000001' : '000000');
/** What a caller learns from an answer: its type and words. */
const shape = (answer: { status: number; body: { __type?: string; message?: string } }) => ({ status: answer.status, type: answer.body.__type, message: answer.body.message });

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  for (const [email, role] of [
    ['boss@north.test', 'admin'],
    ['victim@north.test', 'admin'],
    ['reissue@north.test', 'user'],
    ['compare@north.test', 'user'],
    ['lock@north.test', 'user'],
    ['reset-required@north.test', 'user'],
    ['onboarder@north.test', 'dark'],
    ['staff@lake.test', 'user'],
  ] as const) {
    h.addStaff(email, email.endsWith('lake.test') ? 'lake' : 'north', role);
  }
});
after(async () => {
  await h.close();
});

describe('reset codes cannot be brute-forced', () => {
  test("the old loop (ForgotPassword, five guesses, again) stops at the account's budget, across re-issued codes", async () => {
    let guessesAnswered = 0;
    let stopped = false;
    // one source per round, so only the account's own budget can stop it
    for (let round = 0; round < 30 && !stopped; round++) {
      const call = fromNewSource();
      const issued = await forgot(call, 'victim@north.test');
      if (issued.status !== 200) {
        assert.equal(issued.body.__type, 'LimitExceededException');
        stopped = true;
        break;
      }
      for (let guess = 0; guess < 5; guess++) {
        const answer = await confirm(call, 'victim@north.test', wrongFor(latestCode('victim@north.test')));
        if (answer.body.__type === 'LimitExceededException') {
          stopped = true;
          break;
        }
        assert.equal(answer.body.__type, 'CodeMismatchException');
        guessesAnswered++;
      }
    }
    assert.ok(stopped, 'the loop was never stopped');
    assert.ok(guessesAnswered < LIMITS.resetFailuresPerAccount.max, `${guessesAnswered} guesses were checked`);
    // even the right code is refused now, and a new code is not issued
    const call = fromNewSource();
    assert.equal((await confirm(call, 'victim@north.test', latestCode('victim@north.test')!)).body.__type, 'LimitExceededException');
    assert.equal((await forgot(call, 'victim@north.test')).body.__type, 'LimitExceededException');
    // the password itself was never changed
    assert.equal((await srp(call, 'victim@north.test', 'Taken#2026over')).body.__type, 'NotAuthorizedException');
  });

  test('re-issuing codes is limited per account', async () => {
    for (let i = 0; i < LIMITS.resetCodesPerAccount.max; i++) {
      assert.equal((await forgot(fromNewSource(), 'reissue@north.test')).status, 200, `code ${i + 1}`);
    }
    assert.equal((await forgot(fromNewSource(), 'reissue@north.test')).body.__type, 'LimitExceededException');
  });

  test('one source address is limited whatever account it asks for', async () => {
    const call = fromNewSource();
    for (let i = 0; i < LIMITS.resetAttemptsPerSource.max; i++) {
      assert.equal((await forgot(call, `nobody${i}@north.test`)).status, 200, `request ${i + 1}`);
    }
    assert.equal((await forgot(call, 'compare@north.test')).body.__type, 'LimitExceededException');
    assert.equal((await confirm(call, 'compare@north.test', '123456')).body.__type, 'LimitExceededException');
    // another address is not affected
    assert.equal((await forgot(fromNewSource(), 'compare@north.test')).status, 200);
  });
});

describe('a real account and an unknown one get the same answers', () => {
  test('ForgotPassword and a wrong code', async () => {
    const call = fromNewSource();
    const real = await forgot(call, 'compare@north.test');
    const unknown = await forgot(call, 'ghost@north.test');
    assert.equal(real.status, 200);
    assert.deepEqual(Object.keys(unknown.body), Object.keys(real.body));
    assert.equal(unknown.body.CodeDeliveryDetails.Destination, 'g***@n***');
    assert.equal(real.body.CodeDeliveryDetails.Destination, 'c***@n***');
    const wrongReal = await confirm(call, 'compare@north.test', wrongFor(latestCode('compare@north.test')));
    const wrongUnknown = await confirm(call, 'ghost@north.test', '123456');
    assert.deepEqual(shape(wrongUnknown), shape(wrongReal));
    assert.equal(wrongReal.body.__type, 'CodeMismatchException');
  });

  test('an unknown name locks after five failed sign-ins, like a real one', async () => {
    const call = fromNewSource();
    const answers = async (username: string) => {
      const seen = [];
      for (let i = 0; i < LIMITS.signInFailuresPerAccount.max + 1; i++) seen.push(shape(await srp(call, username, 'Wrong#2026pass')));
      return seen;
    };
    const real = await answers('lock@north.test');
    const unknown = await answers('ghost-lock@north.test');
    assert.deepEqual(unknown, real);
    assert.equal(real.at(-2)?.message, 'Password attempts exceeded');
    assert.equal(real.at(-1)?.message, 'Password attempts exceeded');
  });

  test('a password reset by an administrator is told only to whoever proves the password', async () => {
    const boss = await h.signIn('boss@north.test');
    const target = h.app.cognito.users.getByEmail('reset-required@north.test')!;
    const reset = await h.gql(boss, 'mutation ($u: String!) { adminResetUserPassword(userId: $u) }', { u: target.sub });
    assert.equal(reset.body.errors, undefined);
    const call = fromNewSource();
    const guessed = await srp(call, 'reset-required@north.test', 'Wrong#2026pass');
    const unknown = await srp(call, 'ghost-reset@north.test', 'Wrong#2026pass');
    assert.deepEqual(shape(guessed), shape(unknown));
    assert.equal(guessed.body.message, 'Incorrect username or password.');
    const proven = await srp(call, 'reset-required@north.test', 'Test#2026pass');
    assert.equal(proven.body.__type, 'PasswordResetRequiredException');
  });

  test("adminCreateUser answers the same for an address of one's own clinic and of another, and stops after a few", async () => {
    const dark = await h.signIn('onboarder@north.test');
    // dark gives the role it holds (its own rights), and is told one thing for a taken address wherever it is
    const create = (email: string) => h.gql(dark, 'mutation ($e: String!) { adminCreateUser(email: $e, fullName: "New Hire", role: "dark") }', { e: email });
    const own = (await create('compare@north.test')).body.errors?.[0];
    const other = (await create('staff@lake.test')).body.errors?.[0];
    assert.deepEqual(other, own);
    assert.equal(own?.errorType, 'ValidationException');
    assert.doesNotMatch(own?.message ?? '', /lake|exists/i);
    // the user pool's own admin call (an administrator's) gives one answer too
    const boss = await h.signIn('boss@north.test');
    const pool = (email: string) =>
      fetch(`${h.origin}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser', authorization: boss },
        body: JSON.stringify({ UserPoolId: USER_POOL_ID, Username: email }),
      }).then(async (r) => (await r.json()) as { __type: string; message: string });
    assert.deepEqual(await pool('staff@lake.test'), await pool('compare@north.test'));
    for (let i = 2; i < LIMITS.takenAddressesPerCaller.max; i++) await create('staff@lake.test');
    const limited = (await create('staff@lake.test')).body.errors?.[0];
    assert.equal(limited?.errorType, 'LimitExceededException');
    // and a free address is refused as well while the limit holds, so probing stops
    assert.equal((await create('free.address@north.test')).body.errors?.[0]?.errorType, 'LimitExceededException');
  });

  test('USER_PASSWORD_AUTH is refused even with the right password', async () => {
    const answer = await fromNewSource()('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'compare@north.test', PASSWORD: 'Test#2026pass' },
    });
    assert.equal(answer.body.__type, 'InvalidParameterException');
    assert.equal(answer.body.AuthenticationResult, undefined);
  });
});

describe("the system's mails carry only the server's words", () => {
  test('sendResetEmail ignores the text of resetToken and expiresAt', async () => {
    const boss = await h.signIn('boss@north.test');
    const sent = await h.gql(boss, 'query { sendResetEmail(email: "compare@north.test", resetToken: "URGENT call 555-0100 http://evil.example/pay", expiresAt: "now, or pay a fine") }');
    assert.equal(sent.body.data?.['sendResetEmail'], 'sent');
    const mail = h.app.outbox.latestFor('compare@north.test', 'reset-link');
    assert.ok(mail);
    assert.doesNotMatch(`${mail.subject} ${mail.text} ${JSON.stringify(mail.meta)}`, /URGENT|evil|555-0100|fine/);
  });

  test("the invitation does not repeat the name the administrator typed", async () => {
    const boss = await h.signIn('boss@north.test');
    const created = await h.gql(boss, 'mutation { adminCreateUser(email: "invitee@north.test", fullName: "Wire $500 to http://evil.example", role: "user") }');
    assert.equal(created.body.errors, undefined);
    const mail = h.app.outbox.latestFor('invitee@north.test', 'invitation');
    assert.ok(mail?.text.includes('invitee@north.test'));
    assert.doesNotMatch(mail?.text ?? '', /evil|\$500/);
  });
});
