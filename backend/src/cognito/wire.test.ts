/** The JSON 1.1 wire contract without Amplify: malformed input, token verification, refresh flows, codes. */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SignJWT, createLocalJWKSet, generateKeyPair, jwtVerify } from 'jose';
import { createCognitoService } from './service.ts';
import { CLIENT_ID, USER_POOL_ID, claims, srpSignIn, startHarness } from './testSupport.ts';
import type { Harness } from './testSupport.ts';

const PASSWORD = 'Wire-Pass-123';
let h: Harness;

async function passwordSignIn(username: string, password = PASSWORD) {
  return srpSignIn(h, username, password);
}

function newUser(email: string) {
  return h.service.users.create({ email, name: 'Wire User', clinicId: 'clinic-w', group: 'user', password: PASSWORD }).sub;
}

describe('user pool wire protocol', () => {
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await h.close();
  });

  describe('malformed requests', () => {
    it('invalid JSON → 400 SerializationException, with x-amzn-errortype and the JSON 1.1 content type', async () => {
      const res = await h.call('InitiateAuth', '{not json');
      assert.equal(res.status, 400);
      assert.equal(res.body.__type, 'SerializationException');
      assert.equal(typeof res.body.message, 'string');
      assert.equal(res.headers.get('x-amzn-errortype'), 'SerializationException');
      assert.equal(res.headers.get('content-type'), 'application/x-amz-json-1.1');
    });

    it('a JSON array body → SerializationException', async () => {
      const res = await h.call('InitiateAuth', '[1,2]');
      assert.equal(res.body.__type, 'SerializationException');
    });

    it('unknown target → UnknownOperationException', async () => {
      const res = await h.call('DeleteUserPool', { UserPoolId: USER_POOL_ID });
      assert.equal(res.status, 400);
      assert.equal(res.body.__type, 'UnknownOperationException');
      const missing = await fetch(h.endpoint, { method: 'POST', body: '{}' });
      assert.equal(missing.status, 400);
      assert.equal(((await missing.json()) as { __type: string }).__type, 'UnknownOperationException');
      const proto = await h.call('__proto__', {});
      assert.equal(proto.body.__type, 'UnknownOperationException');
    });

    it('missing ClientId → InvalidParameterException naming the field', async () => {
      const res = await h.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.__type, 'InvalidParameterException');
      assert.match(res.body.message, /ClientId/);
    });

    it('wrong ClientId → ResourceNotFoundException', async () => {
      const res = await h.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'not-our-client',
        AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'x' },
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.__type, 'ResourceNotFoundException');
    });

    it('wrong field types → SerializationException', async () => {
      const res = await h.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 42 });
      assert.equal(res.body.__type, 'SerializationException');
      assert.match(res.body.message, /ClientId/);
      const map = await h.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: ['x'] },
      });
      assert.equal(map.body.__type, 'SerializationException');
      const missingA = await h.call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: 'x@y.z' },
      });
      assert.equal(missingA.body.__type, 'InvalidParameterException');
      assert.match(missingA.body.message, /SRP_A/);
      const flow = await h.call('InitiateAuth', { AuthFlow: 'MAGIC', ClientId: CLIENT_ID, AuthParameters: {} });
      assert.equal(flow.body.__type, 'InvalidParameterException');
      const badA = await h.call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: 'x@y.z', SRP_A: '0' },
      });
      assert.equal(badA.body.__type, 'InvalidParameterException');
    });

    it('never fails with a 5xx on odd input to any operation', async () => {
      const ops = [
        'InitiateAuth',
        'RespondToAuthChallenge',
        'GetTokensFromRefreshToken',
        'RevokeToken',
        'GlobalSignOut',
        'GetUser',
        'ChangePassword',
        'ForgotPassword',
        'ConfirmForgotPassword',
        'AdminCreateUser',
        'AdminGetUser',
        'AdminDisableUser',
        'AdminEnableUser',
        'AdminAddUserToGroup',
        'AdminRemoveUserFromGroup',
        'AdminResetUserPassword',
        'AdminListGroupsForUser',
        'ListUsers',
      ];
      const bodies: unknown[] = [
        '',
        'null',
        '"text"',
        '{"__proto__": {"polluted": true}}',
        {},
        { ClientId: CLIENT_ID },
        { ClientId: CLIENT_ID, AuthFlow: 'USER_SRP_AUTH', AuthParameters: null },
        { ClientId: CLIENT_ID, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'a@b.c', SRP_A: 'zz' } },
        { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { __proto__: 'x', USERNAME: 'a', PASSWORD: 'b' } },
        { ClientId: CLIENT_ID, ChallengeName: 'PASSWORD_VERIFIER', Session: 's', ChallengeResponses: [] },
        { ClientId: CLIENT_ID, ChallengeName: 'PASSWORD_VERIFIER', Session: 's', ChallengeResponses: { USERNAME: 'u' } },
        { ClientId: CLIENT_ID, ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's', ChallengeResponses: { NEW_PASSWORD: 'x', USERNAME: 'u' } },
        { ClientId: CLIENT_ID, RefreshToken: 'x'.repeat(5000), Token: {}, AccessToken: 1 },
        { ClientId: CLIENT_ID, Username: 'a@b.c', ConfirmationCode: 123456, Password: 'Xx-12345' },
        { AccessToken: 'a.b.c', PreviousPassword: 'x', ProposedPassword: 'y' },
        { UserPoolId: USER_POOL_ID, Username: 'x', UserAttributes: 'nope', Limit: 'ten', Filter: '"' },
        { UserPoolId: USER_POOL_ID, Username: 'x', UserAttributes: [{ Name: 5 }], PaginationToken: '%%%' },
      ];
      let errors = 0;
      for (const op of ops) {
        for (const body of bodies) {
          const res = await h.call(op, typeof body === 'string' ? body : JSON.stringify(body));
          const what = `${op} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body)}`;
          assert.ok(res.status < 500, what);
          if (res.status === 200) continue; // e.g. ForgotPassword ignores unknown members
          assert.ok(res.status >= 400, what);
          assert.equal(typeof res.body.__type, 'string', what);
          assert.equal(typeof res.body.message, 'string', what);
          errors++;
        }
      }
      assert.ok(errors > ops.length * (bodies.length - 2));
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });

    it('an oversized body → 413 InvalidParameterException', async () => {
      const big = JSON.stringify({ ClientId: CLIENT_ID, Padding: 'x'.repeat(100 * 1024) });
      const res = await h.call('InitiateAuth', big);
      assert.equal(res.status, 413);
      assert.equal(res.body.__type, 'InvalidParameterException');
      assert.match(res.body.message, /exceeds/);
    });

    it('serves the JWKS, and its key verifies issued tokens', async () => {
      newUser('jwks@example.com');
      const signIn = await passwordSignIn('jwks@example.com');
      const jwksRes = await fetch(`${h.endpoint}/${USER_POOL_ID}/.well-known/jwks.json`);
      assert.equal(jwksRes.status, 200);
      const jwks = (await jwksRes.json()) as { keys: Array<Record<string, string>> };
      assert.equal(jwks.keys.length, 1);
      assert.equal(jwks.keys[0]!.alg, 'RS256');
      assert.equal(jwks.keys[0]!.d, undefined, 'no private material');
      const { payload, protectedHeader } = await jwtVerify(
        signIn.body.AuthenticationResult.IdToken,
        createLocalJWKSet(jwks as never),
        { issuer: h.issuer, audience: CLIENT_ID },
      );
      assert.equal(protectedHeader.kid, jwks.keys[0]!.kid);
      assert.equal(payload.token_use, 'id');
      assert.deepEqual(h.service.jwks(), jwks);
    });
  });

  describe('access token verification', () => {
    let access: string;
    let idToken: string;
    let sub: string;
    before(async () => {
      sub = newUser('verify@example.com');
      const res = await passwordSignIn('verify@example.com');
      assert.equal(res.status, 200);
      assert.equal(res.body.AuthenticationResult.NewDeviceMetadata, undefined);
      assert.equal(res.body.AuthenticationResult.TokenType, 'Bearer');
      assert.equal(res.body.AuthenticationResult.ExpiresIn, 3600);
      access = res.body.AuthenticationResult.AccessToken;
      idToken = res.body.AuthenticationResult.IdToken;
    });

    it('accepts a fresh access token and reads group and clinic from the database', async () => {
      const caller = await h.service.verifyAccessToken(access);
      assert.equal(caller.sub, sub);
      assert.equal(caller.group, 'user');
      h.service.users.setGroup(sub, 'billing');
      assert.equal((await h.service.verifyAccessToken(access)).group, 'billing');
      h.service.users.setGroup(sub, 'user');
    });

    it('refuses a token signed by another key', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(claims(access))
        .setProtectedHeader({ alg: 'RS256', kid: h.service.jwks().keys[0] && (h.service.jwks().keys[0] as { kid: string }).kid })
        .sign(privateKey);
      await assert.rejects(h.service.verifyAccessToken(forged), { name: 'NotAuthorizedException', message: 'Invalid Access Token' });
      const res = await h.call('GetUser', { AccessToken: forged });
      assert.equal(res.body.__type, 'NotAuthorizedException');
    });

    it('refuses an unsigned (alg none) token and garbage', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(claims(access))).toString('base64url');
      await assert.rejects(h.service.verifyAccessToken(`${header}.${body}.`), { name: 'NotAuthorizedException' });
      for (const garbage of ['', 'abc', 'a.b.c', `${access}x`, access.split('.').slice(0, 2).join('.')]) {
        await assert.rejects(h.service.verifyAccessToken(garbage), { name: 'NotAuthorizedException' });
      }
      const res = await h.call('GetUser', { AccessToken: 'garbled.token.value' });
      assert.equal(res.status, 400);
      assert.equal(res.body.__type, 'NotAuthorizedException');
    });

    it('refuses an id token where an access token is required', async () => {
      await assert.rejects(h.service.verifyAccessToken(idToken), { name: 'NotAuthorizedException' });
    });

    it('refuses an expired token', async () => {
      h.clock.offsetMs = 61 * 60 * 1000;
      try {
        await assert.rejects(h.service.verifyAccessToken(access), {
          name: 'NotAuthorizedException',
          message: 'Access Token has expired',
        });
      } finally {
        h.clock.offsetMs = 0;
      }
      await h.service.verifyAccessToken(access);
    });

    it('keeps the signing key in a 0600 file and reuses it after a restart', async () => {
      const file = join(h.dataDir, 'keys', 'cognito-signing-key.json');
      assert.equal(statSync(file).mode & 0o777, 0o600);
      const again = createCognitoService({
        db: h.db,
        dataDir: h.dataDir,
        userPoolId: USER_POOL_ID,
        clientId: CLIENT_ID,
        issuer: h.issuer,
        outbox: h.outbox,
      });
      assert.equal((await again.verifyAccessToken(access)).sub, sub);
      const otherDir = await startHarness();
      try {
        await assert.rejects(otherDir.service.verifyAccessToken(access), { name: 'NotAuthorizedException' });
      } finally {
        await otherDir.close();
      }
    });
  });

  describe('sign-in details', () => {
    it('SRP works over the wire and answers unknown users with a stable decoy challenge', async () => {
      const sub = newUser('srpwire@example.com');
      const ok = await srpSignIn(h, 'srpwire@example.com', PASSWORD);
      assert.equal(ok.status, 200);
      assert.equal(claims(ok.body.AuthenticationResult.AccessToken).sub, sub);

      const start = (username: string) =>
        h.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: username, SRP_A: 'abcdef' } });
      const one = await start('nobody@example.com');
      const two = await start('nobody@example.com');
      assert.equal(one.status, 200);
      assert.equal(one.body.ChallengeName, 'PASSWORD_VERIFIER');
      assert.equal(one.body.ChallengeParameters.SALT, two.body.ChallengeParameters.SALT);
      assert.equal(one.body.ChallengeParameters.USER_ID_FOR_SRP, two.body.ChallengeParameters.USER_ID_FOR_SRP);
      const decoy = await srpSignIn(h, 'nobody@example.com', PASSWORD);
      assert.equal(decoy.body.__type, 'NotAuthorizedException');
      assert.equal(decoy.body.message, 'Incorrect username or password.');
    });

    it('refuses a PASSWORD_VERIFIER TIMESTAMP more than 5 minutes off, and a reused session', async () => {
      newUser('skew@example.com');
      const skewed = await srpSignIn(h, 'skew@example.com', PASSWORD, { timestampMs: Date.now() - 6 * 60 * 1000 });
      assert.equal(skewed.body.__type, 'NotAuthorizedException');
      assert.match(skewed.body.message, /TIMESTAMP/);
      const res = await h.call('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: CLIENT_ID,
        Session: 'no-such-session',
        ChallengeResponses: {
          USERNAME: 'x',
          PASSWORD_CLAIM_SECRET_BLOCK: 'AA==',
          TIMESTAMP: 'Tue Jan 2 03:04:05 UTC 2024',
          PASSWORD_CLAIM_SIGNATURE: 'AA==',
        },
      });
      assert.equal(res.body.__type, 'NotAuthorizedException');
    });

    it('supports REFRESH_TOKEN_AUTH for old clients, without rotation', async () => {
      const sub = newUser('oldclient@example.com');
      const first = await passwordSignIn('oldclient@example.com');
      const refresh = first.body.AuthenticationResult.RefreshToken;
      for (const flow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']) {
        const res = await h.call('InitiateAuth', { AuthFlow: flow, ClientId: CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refresh } });
        assert.equal(res.status, 200);
        assert.equal(res.body.AuthenticationResult.RefreshToken, undefined);
        assert.equal(claims(res.body.AuthenticationResult.AccessToken).sub, sub);
        assert.equal(
          claims(res.body.AuthenticationResult.AccessToken).origin_jti,
          claims(first.body.AuthenticationResult.AccessToken).origin_jti,
        );
      }
      const bogus = await h.call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: 'bogus' },
      });
      assert.equal(bogus.body.__type, 'NotAuthorizedException');
    });

    it('with refreshTokenReuseGraceSeconds, a just-rotated token may be redeemed again within the grace period', async () => {
      const g = await startHarness({ refreshTokenReuseGraceSeconds: 30 });
      try {
        g.service.users.create({ email: 'grace@example.com', name: 'G', clinicId: 'c', group: 'user', password: PASSWORD });
        const first = await srpSignIn(g, 'grace@example.com', PASSWORD);
        const rt = first.body.AuthenticationResult.RefreshToken;
        const refresh = () => g.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: rt });
        assert.equal((await refresh()).status, 200);
        assert.equal((await refresh()).status, 200, 'second tab, same second');
        g.clock.offsetMs = 31_000;
        assert.equal((await refresh()).body.__type, 'RefreshTokenReuseException');
      } finally {
        await g.close();
      }
    });

    it('refresh tokens stop working after 30 days', async () => {
      newUser('thirty@example.com');
      const first = await passwordSignIn('thirty@example.com');
      h.clock.offsetMs = 31 * 24 * 3600 * 1000;
      try {
        const res = await h.call('GetTokensFromRefreshToken', {
          ClientId: CLIENT_ID,
          RefreshToken: first.body.AuthenticationResult.RefreshToken,
        });
        assert.equal(res.body.__type, 'NotAuthorizedException');
        assert.match(res.body.message, /expired/);
      } finally {
        h.clock.offsetMs = 0;
      }
    });

    it('RevokeToken refuses access tokens and ignores unknown refresh tokens', async () => {
      newUser('revoke@example.com');
      const first = await passwordSignIn('revoke@example.com');
      const res = await h.call('RevokeToken', { ClientId: CLIENT_ID, Token: first.body.AuthenticationResult.AccessToken });
      assert.equal(res.body.__type, 'UnsupportedTokenTypeException');
      const unknown = await h.call('RevokeToken', { ClientId: CLIENT_ID, Token: 'unknown-refresh-token' });
      assert.equal(unknown.status, 200);
      assert.deepEqual(unknown.body, {});
    });

    it('a reset code is void after 5 wrong tries', async () => {
      newUser('codes@example.com');
      const fp = await h.call('ForgotPassword', { ClientId: CLIENT_ID, Username: 'codes@example.com' });
      assert.equal(fp.body.CodeDeliveryDetails.Destination, 'c***@e***');
      const code = h.outbox.latestFor('codes@example.com', 'reset-password')?.meta?.code;
      assert.ok(code);
      const wrong = code === '111111' ? '222222' : '111111';
      const attempt = (c: string) =>
        h.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: 'codes@example.com', ConfirmationCode: c, Password: 'Next-Pass-99' });
      for (let i = 0; i < 5; i++) assert.equal((await attempt(wrong)).body.__type, 'CodeMismatchException');
      // void now: the right digits get the same answer as wrong ones
      assert.equal((await attempt(code)).body.__type, 'CodeMismatchException');
      assert.equal((await passwordSignIn('codes@example.com')).status, 200);
    });

    it('reset codes expire after an hour', async () => {
      newUser('expire@example.com');
      await h.call('ForgotPassword', { ClientId: CLIENT_ID, Username: 'expire@example.com' });
      const code = h.outbox.latestFor('expire@example.com', 'reset-password')?.meta?.code;
      assert.ok(code);
      h.clock.offsetMs = 61 * 60 * 1000;
      try {
        const res = await h.call('ConfirmForgotPassword', {
          ClientId: CLIENT_ID,
          Username: 'expire@example.com',
          ConfirmationCode: code,
          Password: 'Next-Pass-99',
        });
        // one answer for every wrong code, expired ones included
        assert.equal(res.body.__type, 'CodeMismatchException');
      } finally {
        h.clock.offsetMs = 0;
      }
    });

    it('an unknown user in ConfirmForgotPassword looks like a wrong code', async () => {
      const res = await h.call('ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: 'nobody-at-all@example.com',
        ConfirmationCode: '123456',
        Password: 'Next-Pass-99',
      });
      assert.equal(res.body.__type, 'CodeMismatchException');
    });

    it('users.create validates its input', () => {
      assert.throws(
        () => h.service.users.create({ email: 'not-an-email', name: 'x', clinicId: 'c', group: 'user', password: PASSWORD }),
        { name: 'InvalidParameterException' },
      );
      assert.throws(
        () => h.service.users.create({ email: 'weak@example.com', name: 'x', clinicId: 'c', group: 'user', password: 'weak' }),
        { name: 'InvalidPasswordException' },
      );
      newUser('dupe@example.com');
      assert.throws(
        () => h.service.users.create({ email: 'DUPE@example.com', name: 'x', clinicId: 'c', group: 'user', password: PASSWORD }),
        { name: 'UsernameExistsException' },
      );
      const fixed = h.service.users.create({
        email: 'fixed@example.com',
        name: 'Fixed',
        clinicId: 'c',
        group: 'admin',
        password: PASSWORD,
        sub: '3b241101-e2bb-4255-8caf-4136c566a962',
      });
      assert.equal(fixed.sub, '3b241101-e2bb-4255-8caf-4136c566a962');
      const user = h.service.users.getByEmail('FIXED@example.com');
      assert.equal(user?.group, 'admin');
      assert.equal(user?.name, 'Fixed');
      assert.equal((user as unknown as Record<string, unknown>).srpVerifier, undefined, 'no SRP material exposed');
    });
  });
});
