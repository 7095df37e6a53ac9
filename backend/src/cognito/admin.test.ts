/** Admin operations: authorized by an admin's (or dark user's) access token, limited to the caller's clinic. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLIENT_ID, USER_POOL_ID, srpSignIn, startHarness } from './testSupport.ts';
import type { Harness } from './testSupport.ts';

const PASSWORD = 'Admin-Pass-123';
let h: Harness;
let adminToken: string;
let darkToken: string;
let userToken: string;
let adminSub: string;
let colleagueSub: string;
let otherClinicSub: string;

async function tokenFor(email: string): Promise<string> {
  const res = await srpSignIn(h, email, PASSWORD);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.AuthenticationResult.AccessToken;
}

function as(token: string | undefined, op: string, body: Record<string, unknown>) {
  return h.call(op, { UserPoolId: USER_POOL_ID, ...body }, token === undefined ? {} : { authorization: token });
}

describe('admin operations', () => {
  before(async () => {
    h = await startHarness();
    const make = (email: string, group: 'admin' | 'dark' | 'user', clinicId = 'clinic-a') =>
      h.service.users.create({ email, name: email.split('@')[0]!, clinicId, group, password: PASSWORD }).sub;
    adminSub = make('admin@a.org', 'admin');
    make('dark@a.org', 'dark');
    colleagueSub = make('colleague@a.org', 'user');
    otherClinicSub = make('admin@b.org', 'admin', 'clinic-b');
    adminToken = await tokenFor('admin@a.org');
    darkToken = await tokenFor('dark@a.org');
    userToken = await tokenFor('colleague@a.org');
  });
  after(async () => {
    await h.close();
  });

  it('requires an authorization header with a valid token', async () => {
    const none = await as(undefined, 'AdminGetUser', { Username: 'colleague@a.org' });
    assert.equal(none.status, 400);
    assert.equal(none.body.__type, 'NotAuthorizedException');
    const bad = await as('garbage', 'AdminGetUser', { Username: 'colleague@a.org' });
    assert.equal(bad.body.__type, 'NotAuthorizedException');
  });

  it('refuses plain users, and dark users outside create/get/list', async () => {
    const res = await as(userToken, 'AdminGetUser', { Username: 'colleague@a.org' });
    assert.equal(res.status, 403);
    assert.equal(res.body.__type, 'AccessDeniedException');
    assert.equal((await as(darkToken, 'AdminGetUser', { Username: 'colleague@a.org' })).status, 200);
    assert.equal((await as(darkToken, 'ListUsers', {})).status, 200);
    const disable = await as(darkToken, 'AdminDisableUser', { Username: 'colleague@a.org' });
    assert.equal(disable.body.__type, 'AccessDeniedException');
    assert.equal(h.service.users.get(colleagueSub)?.enabled, true);
  });

  it('checks the UserPoolId', async () => {
    const res = await h.call('AdminGetUser', { UserPoolId: 'us-east-1_Other', Username: 'colleague@a.org' }, { authorization: adminToken });
    assert.equal(res.body.__type, 'ResourceNotFoundException');
  });

  it('AdminGetUser returns the Cognito UserType shape; users of other clinics do not exist', async () => {
    const res = await as(adminToken, 'AdminGetUser', { Username: 'COLLEAGUE@a.org' });
    assert.equal(res.status, 200);
    assert.equal(res.body.Username, colleagueSub);
    assert.equal(res.body.Enabled, true);
    assert.equal(res.body.UserStatus, 'CONFIRMED');
    assert.equal(typeof res.body.UserCreateDate, 'number');
    const email = res.body.UserAttributes.find((a: { Name: string }) => a.Name === 'email');
    assert.equal(email.Value, 'colleague@a.org');
    const bySub = await as(adminToken, 'AdminGetUser', { Username: colleagueSub });
    assert.equal(bySub.body.Username, colleagueSub);
    const foreign = await as(adminToken, 'AdminGetUser', { Username: 'admin@b.org' });
    assert.equal(foreign.body.__type, 'UserNotFoundException');
    const foreignDisable = await as(adminToken, 'AdminDisableUser', { Username: otherClinicSub });
    assert.equal(foreignDisable.body.__type, 'UserNotFoundException');
    assert.equal(h.service.users.get(otherClinicSub)?.enabled, true);
  });

  it('AdminCreateUser (an admin: the basic user group is not dark\'s to give) creates a user in the caller clinic and mails a temporary password', async () => {
    const fields = {
      Username: 'New.Hire@a.org',
      UserAttributes: [
        { Name: 'email', Value: 'new.hire@a.org' },
        { Name: 'name', Value: 'New Hire' },
      ],
    };
    // dark gives an account no role it does not hold, with or without a password of its choosing
    for (const extra of [{}, { TemporaryPassword: 'Chosen-Temp-1', MessageAction: 'SUPPRESS' }]) {
      const refused = await as(darkToken, 'AdminCreateUser', { ...fields, ...extra });
      assert.equal(refused.body.__type, 'AccessDeniedException', JSON.stringify(refused.body));
    }
    assert.equal(h.service.users.getByEmail('new.hire@a.org'), undefined, 'no account was made');
    assert.equal(h.outbox.latestFor('new.hire@a.org'), undefined);
    const res = await as(adminToken, 'AdminCreateUser', fields);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.User.UserStatus, 'FORCE_CHANGE_PASSWORD');
    const created = h.service.users.get(res.body.User.Username);
    assert.equal(created?.clinicId, 'clinic-a');
    assert.equal(created?.group, 'user');
    assert.equal(created?.email, 'new.hire@a.org');
    const mail = h.outbox.latestFor('new.hire@a.org', 'invitation');
    const temp = mail?.meta?.temporaryPassword;
    assert.ok(temp && mail.text.includes(temp));
    const signIn = await srpSignIn(h, 'new.hire@a.org', temp);
    assert.equal(signIn.body.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    assert.deepEqual(JSON.parse(signIn.body.ChallengeParameters.requiredAttributes), []);
    const dupe = await as(adminToken, 'AdminCreateUser', { Username: 'new.hire@a.org' });
    assert.equal(dupe.body.__type, 'UsernameExistsException');
    const weak = await as(adminToken, 'AdminCreateUser', { Username: 'weak@a.org', TemporaryPassword: 'weak' });
    assert.equal(weak.body.__type, 'InvalidPasswordException');
    const suppressed = await as(adminToken, 'AdminCreateUser', {
      Username: 'quiet@a.org',
      TemporaryPassword: 'Quiet-Temp-1',
      MessageAction: 'SUPPRESS',
    });
    assert.equal(suppressed.status, 200);
    assert.equal(h.outbox.latestFor('quiet@a.org'), undefined);
    const notEmail = await as(adminToken, 'AdminCreateUser', { Username: 'not an email' });
    assert.equal(notEmail.body.__type, 'InvalidParameterException');
  });

  it('group changes take effect on existing tokens, since verification reads the database', async () => {
    assert.equal((await as(adminToken, 'AdminAddUserToGroup', { Username: 'colleague@a.org', GroupName: 'billing' })).status, 200);
    assert.equal((await h.service.verifyAccessToken(userToken)).group, 'billing');
    const groups = await as(adminToken, 'AdminListGroupsForUser', { Username: 'colleague@a.org' });
    assert.deepEqual(
      groups.body.Groups.map((g: { GroupName: string }) => g.GroupName),
      ['billing'],
    );
    await as(adminToken, 'AdminRemoveUserFromGroup', { Username: 'colleague@a.org', GroupName: 'billing' });
    assert.equal((await h.service.verifyAccessToken(userToken)).group, 'user');
    const unknown = await as(adminToken, 'AdminAddUserToGroup', { Username: 'colleague@a.org', GroupName: 'superuser' });
    assert.equal(unknown.body.__type, 'ResourceNotFoundException');
    const self = await as(adminToken, 'AdminAddUserToGroup', { Username: adminSub, GroupName: 'user' });
    assert.equal(self.body.__type, 'InvalidParameterException');
  });

  it('AdminDisableUser ends sessions; AdminEnableUser lets the user back in', async () => {
    const token = await tokenFor('colleague@a.org');
    assert.equal((await as(adminToken, 'AdminDisableUser', { Username: 'colleague@a.org' })).status, 200);
    await assert.rejects(h.service.verifyAccessToken(token), { name: 'NotAuthorizedException' });
    const refused = await srpSignIn(h, 'colleague@a.org', PASSWORD);
    assert.equal(refused.body.message, 'User is disabled.');
    assert.equal((await as(adminToken, 'AdminEnableUser', { Username: 'colleague@a.org' })).status, 200);
    await tokenFor('colleague@a.org');
    const self = await as(adminToken, 'AdminDisableUser', { Username: 'admin@a.org' });
    assert.equal(self.body.__type, 'InvalidParameterException');
  });

  it('AdminResetUserPassword forces a reset by mailed code', async () => {
    assert.equal((await as(adminToken, 'AdminResetUserPassword', { Username: 'colleague@a.org' })).status, 200);
    const res = await srpSignIn(h, 'colleague@a.org', PASSWORD);
    assert.equal(res.body.__type, 'PasswordResetRequiredException');
    const code = h.outbox.latestFor('colleague@a.org', 'reset-password')?.meta?.code;
    assert.ok(code);
    const confirm = await h.call('ConfirmForgotPassword', {
      ClientId: CLIENT_ID,
      Username: 'colleague@a.org',
      ConfirmationCode: code,
      Password: PASSWORD,
    });
    assert.equal(confirm.status, 200);
    userToken = await tokenFor('colleague@a.org');
  });

  it('ListUsers lists the caller clinic only, with filters and pagination', async () => {
    const all = await as(adminToken, 'ListUsers', {});
    const emails = all.body.Users.map((u: { Attributes: Array<{ Name: string; Value: string }> }) =>
      u.Attributes.find((a) => a.Name === 'email')?.Value,
    );
    assert.ok(emails.includes('colleague@a.org'));
    assert.ok(!emails.includes('admin@b.org'));
    assert.equal(all.body.PaginationToken, undefined);

    const filtered = await as(adminToken, 'ListUsers', { Filter: 'email = "Dark@a.org"' });
    assert.equal(filtered.body.Users.length, 1);
    const prefix = await as(adminToken, 'ListUsers', { Filter: 'email ^= "new"' });
    assert.equal(prefix.body.Users.length, 1);
    for (const Filter of ['phone_number = "1"', 'constructor = "x"', 'email = x']) {
      const badFilter = await as(adminToken, 'ListUsers', { Filter });
      assert.equal(badFilter.body.__type, 'InvalidParameterException', Filter);
    }

    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await as(adminToken, 'ListUsers', { Limit: 2, ...(token ? { PaginationToken: token } : {}) });
      assert.ok(page.body.Users.length <= 2);
      seen.push(...page.body.Users.map((u: { Username: string }) => u.Username));
      token = page.body.PaginationToken;
    } while (token);
    assert.equal(seen.length, all.body.Users.length);
    assert.equal(new Set(seen).size, seen.length);
    const limit = await as(adminToken, 'ListUsers', { Limit: 500 });
    assert.equal(limit.body.__type, 'InvalidParameterException');
  });
});
