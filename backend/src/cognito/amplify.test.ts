/**
 * The real aws-amplify 6.22.1 Auth client, in Node, against the embedded user pool over HTTP.
 * Amplify keeps its session globally: every test signs out when it is done.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CLIENT_ID, USER_POOL_ID, claims, srpSignIn, startHarness } from './testSupport.ts';
import type { Harness } from './testSupport.ts';

const PASSWORD = 'Initial-Pass1';

let h: Harness;

/** Amplify's token store, kept in a Map so tests can read the refresh token it holds. */
const store = new Map<string, string>();
const storage = {
  setItem: async (key: string, value: string) => void store.set(key, value),
  getItem: async (key: string) => store.get(key) ?? null,
  removeItem: async (key: string) => void store.delete(key),
  clear: async () => store.clear(),
};

async function errorName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return (err as Error).name;
  }
  return 'no error';
}

function makeUser(email: string, password = PASSWORD, group: 'admin' | 'user' = 'user') {
  return h.service.users.create({ email, name: `Name of ${email}`, clinicId: 'clinic-1', group, password }).sub;
}

describe('aws-amplify 6.22.1 against the embedded user pool', () => {
  before(async () => {
    h = await startHarness();
    // Amplify warns once about the custom endpoint; keep test output readable.
    const warn = console.warn;
    console.warn = () => {};
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: USER_POOL_ID,
          userPoolClientId: CLIENT_ID,
          userPoolEndpoint: h.endpoint,
          loginWith: { email: true },
        },
      },
    });
    console.warn = warn;
    cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  });
  afterEach(async () => {
    await signOut().catch(() => {});
  });
  after(async () => {
    await h.close();
  });

  it('signs in with SRP (the default flow) and issues tokens with the right claims', async () => {
    const sub = makeUser('srp@example.com');
    const result = await signIn({ username: 'srp@example.com', password: PASSWORD });
    assert.equal(result.isSignedIn, true);
    assert.equal(result.nextStep.signInStep, 'DONE');

    const session = await fetchAuthSession();
    assert.ok(session.tokens?.accessToken && session.tokens.idToken);
    assert.equal(session.userSub, sub);
    const access = claims(session.tokens.accessToken.toString());
    const id = claims(session.tokens.idToken.toString());
    assert.equal(access.token_use, 'access');
    assert.equal(access.sub, sub);
    assert.equal(access.username, sub);
    assert.equal(access.client_id, CLIENT_ID);
    assert.equal(access.iss, h.issuer);
    assert.equal(access.scope, 'aws.cognito.signin.user.admin');
    assert.deepEqual(access['cognito:groups'], ['user']);
    assert.equal(typeof access.origin_jti, 'string');
    assert.equal(typeof access.event_id, 'string');
    assert.equal(typeof access.jti, 'string');
    assert.equal(Number(access.exp) - Number(access.iat), 3600);
    assert.equal(id.token_use, 'id');
    assert.equal(id.aud, CLIENT_ID);
    assert.equal(id['cognito:username'], sub);
    assert.equal(id.email, 'srp@example.com');
    assert.equal(id.email_verified, true);
    assert.equal(id.name, 'Name of srp@example.com');
    assert.equal(id.origin_jti, access.origin_jti);
    assert.equal(id.auth_time, access.auth_time);

    const caller = await h.service.verifyAccessToken(session.tokens.accessToken.toString());
    assert.equal(caller.sub, sub);
    assert.equal(caller.clinicId, 'clinic-1');
    assert.equal(caller.group, 'user');

    const current = await getCurrentUser();
    assert.equal(current.username, sub);
    assert.equal(current.userId, sub);
    const attrs = await fetchUserAttributes();
    assert.equal(attrs.email, 'srp@example.com');
    assert.equal(attrs.sub, sub);
    assert.equal(attrs.name, 'Name of srp@example.com');
  });

  it('refuses USER_PASSWORD_AUTH, even with the right password: sign-in is SRP only', async () => {
    makeUser('plain@example.com');
    let message = '';
    try {
      await signIn({ username: 'PLAIN@example.com', password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    } catch (err) {
      message = `${(err as Error).name}: ${(err as Error).message}`;
    }
    assert.equal(message, 'InvalidParameterException: Auth flow USER_PASSWORD_AUTH is not enabled for this client.');
    assert.equal((await fetchAuthSession()).tokens, undefined);
  });

  it('rejects a wrong password and an unknown user alike', async () => {
    makeUser('wrong@example.com');
    assert.equal(await errorName(signIn({ username: 'wrong@example.com', password: 'Not-The-Pass1' })), 'NotAuthorizedException');
    let message = '';
    try {
      await signIn({ username: 'nobody@example.com', password: PASSWORD });
    } catch (err) {
      message = (err as Error).message;
    }
    assert.equal(message, 'Incorrect username or password.');
    assert.equal((await fetchAuthSession()).tokens, undefined);
  });

  it('locks the user for 15 minutes after 5 failed attempts', async () => {
    makeUser('lock@example.com');
    for (let i = 0; i < 4; i++) {
      assert.equal(await errorName(signIn({ username: 'lock@example.com', password: 'Bad-Pass-1' })), 'NotAuthorizedException');
    }
    let message = '';
    try {
      await signIn({ username: 'lock@example.com', password: 'Bad-Pass-1' });
    } catch (err) {
      message = (err as Error).message;
    }
    assert.equal(message, 'Password attempts exceeded');
    // Even the right password is refused while locked.
    await assert.rejects(signIn({ username: 'lock@example.com', password: PASSWORD }), /Password attempts exceeded/);
    h.clock.offsetMs = 16 * 60 * 1000;
    try {
      // over the wire, with a client clock as far ahead as the server's
      const ok = await srpSignIn(h, 'lock@example.com', PASSWORD, { timestampMs: Date.now() + h.clock.offsetMs });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('refreshes with rotation on fetchAuthSession({forceRefresh:true}); the old refresh token is refused afterwards', async () => {
    makeUser('refresh@example.com');
    await signIn({ username: 'refresh@example.com', password: PASSWORD });
    const before = await fetchAuthSession();
    const oldAccess = before.tokens!.accessToken.toString();
    const oldRefresh = refreshTokenInStore();
    // iat has one-second resolution; make sure the new token differs.
    await new Promise((r) => setTimeout(r, 1100));
    const afterRefresh = await fetchAuthSession({ forceRefresh: true });
    const newAccess = afterRefresh.tokens!.accessToken.toString();
    assert.notEqual(newAccess, oldAccess);
    assert.equal(claims(newAccess).origin_jti, claims(oldAccess).origin_jti);
    const newRefresh = refreshTokenInStore();
    assert.notEqual(newRefresh, oldRefresh);

    const reuse = await h.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: oldRefresh });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.__type, 'RefreshTokenReuseException');
    // Reuse revoked the whole family: the current tokens are dead too.
    await assert.rejects(h.service.verifyAccessToken(newAccess), /revoked/);
    const next = await h.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: newRefresh });
    assert.equal(next.body.__type, 'NotAuthorizedException');
  });

  it('resets a forgotten password with the code from the outbox', async () => {
    makeUser('forgot@example.com');
    const started = await resetPassword({ username: 'forgot@example.com' });
    assert.equal(started.nextStep.resetPasswordStep, 'CONFIRM_RESET_PASSWORD_WITH_CODE');
    assert.equal(started.nextStep.codeDeliveryDetails.destination, 'f***@e***');
    assert.equal(started.nextStep.codeDeliveryDetails.deliveryMedium, 'EMAIL');
    const mail = h.outbox.latestFor('forgot@example.com', 'reset-password');
    const code = mail?.meta?.code;
    assert.match(code ?? '', /^\d{6}$/);
    assert.ok(mail?.text.includes(code!));

    assert.equal(
      await errorName(confirmResetPassword({ username: 'forgot@example.com', confirmationCode: code!, newPassword: 'weakpass' })),
      'InvalidPasswordException',
    );
    const wrong = code === '000000' ? '000001' : '000000';
    assert.equal(
      await errorName(confirmResetPassword({ username: 'forgot@example.com', confirmationCode: wrong, newPassword: 'Brand-New-Pass2' })),
      'CodeMismatchException',
    );
    await confirmResetPassword({ username: 'forgot@example.com', confirmationCode: code!, newPassword: 'Brand-New-Pass2' });
    assert.equal(await errorName(signIn({ username: 'forgot@example.com', password: PASSWORD })), 'NotAuthorizedException');
    const ok = await signIn({ username: 'forgot@example.com', password: 'Brand-New-Pass2' });
    assert.equal(ok.isSignedIn, true);
    // The code is single-use: a used code is answered like a wrong one.
    await signOut();
    assert.equal(
      await errorName(confirmResetPassword({ username: 'forgot@example.com', confirmationCode: code!, newPassword: 'Other-Pass3!' })),
      'CodeMismatchException',
    );
  });

  it('answers resetPassword for an unknown address like for a real one, without sending mail', async () => {
    const before = h.outbox.list().length;
    const started = await resetPassword({ username: 'ghost@example.com' });
    assert.equal(started.nextStep.codeDeliveryDetails.destination, 'g***@e***');
    assert.equal(h.outbox.list().length, before);
  });

  it('updatePassword changes the password; the new one signs in', async () => {
    makeUser('update@example.com');
    await signIn({ username: 'update@example.com', password: PASSWORD });
    assert.equal(
      await errorName(updatePassword({ oldPassword: 'Wrong-Old-1', newPassword: 'Updated-Pass3' })),
      'NotAuthorizedException',
    );
    assert.equal(
      await errorName(updatePassword({ oldPassword: PASSWORD, newPassword: 'nouppercase1!' })),
      'InvalidPasswordException',
    );
    await updatePassword({ oldPassword: PASSWORD, newPassword: 'Updated-Pass3' });
    await signOut();
    assert.equal(await errorName(signIn({ username: 'update@example.com', password: PASSWORD })), 'NotAuthorizedException');
    assert.equal((await signIn({ username: 'update@example.com', password: 'Updated-Pass3' })).isSignedIn, true);
  });

  it('an admin-created user must choose a new password at first sign-in', async () => {
    const { sub, temporaryPassword } = h.service.users.create({
      email: 'invited@example.com',
      name: 'Invited Person',
      clinicId: 'clinic-1',
      group: 'billing',
      sendInvitation: true,
    });
    assert.ok(temporaryPassword);
    const invitation = h.outbox.latestFor('invited@example.com', 'invitation');
    assert.ok(invitation?.text.includes(temporaryPassword));
    assert.equal(h.service.users.get(sub)?.userStatus, 'FORCE_CHANGE_PASSWORD');

    const first = await signIn({ username: 'invited@example.com', password: temporaryPassword });
    assert.equal(first.isSignedIn, false);
    assert.equal(first.nextStep.signInStep, 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    assert.equal(await errorName(confirmSignIn({ challengeResponse: 'tooweak' })), 'InvalidPasswordException');
    const done = await confirmSignIn({ challengeResponse: 'Chosen-Pass4' });
    assert.equal(done.isSignedIn, true);
    assert.equal((await getCurrentUser()).username, sub);
    const session = await fetchAuthSession();
    assert.deepEqual(claims(session.tokens!.accessToken.toString())['cognito:groups'], ['billing']);
    assert.equal(h.service.users.get(sub)?.userStatus, 'CONFIRMED');
    await signOut();
    assert.equal(await errorName(signIn({ username: 'invited@example.com', password: temporaryPassword })), 'NotAuthorizedException');
    assert.equal((await signIn({ username: 'invited@example.com', password: 'Chosen-Pass4' })).isSignedIn, true);
  });

  it('signOut revokes the refresh token (RevokeToken)', async () => {
    makeUser('signout@example.com');
    await signIn({ username: 'signout@example.com', password: PASSWORD });
    const access = (await fetchAuthSession()).tokens!.accessToken.toString();
    const refresh = refreshTokenInStore();
    await signOut();
    assert.equal((await fetchAuthSession()).tokens, undefined);
    const res = await h.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: refresh });
    assert.equal(res.status, 400);
    assert.equal(res.body.__type, 'NotAuthorizedException');
    await assert.rejects(h.service.verifyAccessToken(access), /revoked/);
  });

  it('signOut({global:true}) revokes every session of the user', async () => {
    makeUser('global@example.com');
    // A second session, opened directly over the wire.
    const other = await srpSignIn(h, 'global@example.com', PASSWORD);
    const otherAccess: string = other.body.AuthenticationResult.AccessToken;
    await h.service.verifyAccessToken(otherAccess);
    await signIn({ username: 'global@example.com', password: PASSWORD });
    const access = (await fetchAuthSession()).tokens!.accessToken.toString();
    await signOut({ global: true });
    await assert.rejects(h.service.verifyAccessToken(access), { name: 'NotAuthorizedException' });
    await assert.rejects(h.service.verifyAccessToken(otherAccess), { name: 'NotAuthorizedException' });
    const refreshed = await h.call('GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: other.body.AuthenticationResult.RefreshToken,
    });
    assert.equal(refreshed.body.__type, 'NotAuthorizedException');
  });

  it('a disabled user cannot sign in and their tokens stop working', async () => {
    const sub = makeUser('disabled@example.com');
    await signIn({ username: 'disabled@example.com', password: PASSWORD });
    const access = (await fetchAuthSession()).tokens!.accessToken.toString();
    h.service.users.setEnabled(sub, false);
    await assert.rejects(h.service.verifyAccessToken(access), { name: 'NotAuthorizedException' });
    await signOut();
    let message = '';
    try {
      await signIn({ username: 'disabled@example.com', password: PASSWORD });
    } catch (err) {
      message = (err as Error).message;
    }
    assert.equal(message, 'User is disabled.');
    h.service.users.setEnabled(sub, true);
    assert.equal((await signIn({ username: 'disabled@example.com', password: PASSWORD })).isSignedIn, true);
  });

  it('after an admin password reset, sign-in asks for a reset and the mailed code completes it', async () => {
    const sub = makeUser('adminreset@example.com');
    h.service.users.adminResetPassword(sub);
    const result = await signIn({ username: 'adminreset@example.com', password: PASSWORD });
    assert.equal(result.isSignedIn, false);
    assert.equal(result.nextStep.signInStep, 'RESET_PASSWORD');
    const code = h.outbox.latestFor('adminreset@example.com', 'reset-password')?.meta?.code;
    assert.match(code ?? '', /^\d{6}$/);
    await confirmResetPassword({ username: 'adminreset@example.com', confirmationCode: code!, newPassword: 'After-Reset5' });
    assert.equal((await signIn({ username: 'adminreset@example.com', password: 'After-Reset5' })).isSignedIn, true);
  });
});

/** The refresh token Amplify keeps in its token store. */
function refreshTokenInStore(): string {
  const entries = [...store.entries()].filter(([key]) => key.endsWith('.refreshToken'));
  assert.equal(entries.length, 1, 'exactly one refresh token in the store');
  return entries[0]![1];
}
