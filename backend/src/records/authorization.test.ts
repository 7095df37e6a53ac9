/**
 * Authorization on the server, over the wire: each role × each record kind × each
 * operation; another clinic's rows; module switches; deactivated, revoked, forged and
 * missing tokens.
 */
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type EntityType, ROLES, type Role, abilityFor, pk } from '@emr/domain';
import { SignJWT } from 'jose';
import { CLIENT_ID } from '../app.ts';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { SAMPLE_ENROLMENT, SAMPLE_RECORDS, sample } from '../testing/samples.ts';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
const subs = {} as Record<Role, string>;
let lakeviewToken: string;
let counter = 1000;

const KINDS = Object.keys(SAMPLE_RECORDS) as EntityType[];

async function createAs(role: Role, kind: EntityType) {
  return h.gql(tokens[role], documents.create, { input: sample(kind, counter++) });
}

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  for (const role of ROLES) subs[role] = h.addStaff(`${role}@north.test`, 'north', role);
  h.addStaff('user@lake.test', 'lake', 'user');
  for (const role of ROLES) tokens[role] = await h.signIn(`${role}@north.test`);
  lakeviewToken = await h.signIn('user@lake.test');
  // the claim the sample charge lines belong to (a charge line needs its claim)
  await h.gql(tokens.admin, documents.create, { input: { ...sample('Claim', 1), id: 'claim-1' } });
  // and the enrolment the sample time entries belong to
  assert.equal((await h.gql(tokens.admin, documents.create, { input: SAMPLE_ENROLMENT })).body.errors, undefined);
});

after(() => h.close());

describe('role × record kind × operation', () => {
  for (const role of ROLES) {
    test(`${role}: every operation on every kind is allowed or refused exactly as docs/permissions.md says`, async () => {
      const ability = abilityFor(role);
      for (const kind of KINDS) {
        const created = await createAs(role, kind);
        if (ability.can('create', kind)) {
          assert.equal(created.body.errors, undefined, `${role} create ${kind}: ${JSON.stringify(created.body.errors)}`);
        } else {
          assert.equal(created.body.errors?.[0]?.errorType, 'AccessDeniedException', `${role} create ${kind} must be refused`);
          assert.equal(created.body.data?.['createEMR'], null);
        }

        const own = await createAs('admin', kind);
        const id = own.body.data!['createEMR'].id as string;
        // a row the role may not read is answered as a missing one (docs/permissions.md, "Existence")
        const refusal = ability.can('read', kind) ? 'AccessDeniedException' : 'DynamoDB:ConditionalCheckFailedException';
        const read = await h.gql(tokens[role], documents.get, { id });
        if (ability.can('read', kind)) assert.equal(read.body.data?.['getEMR']?.id, id, `${role} read ${kind}`);
        else assert.deepEqual(read.body, { data: { getEMR: null } }, `${role} read ${kind} must answer as for no row`);

        const update = await h.gql(tokens[role], documents.update, { input: { id, Version: 1, CustomString: 'changed' } });
        if (ability.can('update', kind, 'CustomString')) assert.equal(update.body.data?.['updateEMR']?.Version, 2, `${role} update ${kind}`);
        else assert.equal(update.body.errors?.[0]?.errorType, refusal, `${role} update ${kind} must be refused`);

        const removal = await h.gql(tokens[role], documents.delete, { input: { id } });
        const gone = (await h.gql(tokens.admin, documents.get, { id })).body.data?.['getEMR'] === null;
        if (ability.can('delete', kind)) assert.ok(gone && !removal.body.errors, `${role} delete ${kind}`);
        else assert.ok(!gone && removal.body.errors?.[0]?.errorType === refusal, `${role} delete ${kind} must be refused`);
      }
    });
  }

  test('explicit expectations of the matrix', async () => {
    const lab = (await createAs('user', 'Lab')).body.data!['createEMR'].id;
    assert.deepEqual((await h.gql(tokens.billing, documents.get, { id: lab })).body, { data: { getEMR: null } });
    const visit = (await createAs('user', 'Visit')).body.data!['createEMR'];
    const seenByBilling = (await h.gql(tokens.billing, documents.get, { id: visit.id })).body.data!['getEMR'];
    assert.equal(seenByBilling.VisitDate, visit.VisitDate);
    assert.equal(seenByBilling.WrapUps, null, 'billing never sees clinical visit fields');
    assert.notEqual(visit.WrapUps, null);
    const claim = await createAs('billing', 'Claim');
    assert.equal(claim.body.errors, undefined);
    const byUser = await createAs('user', 'Claim');
    assert.equal(byUser.body.errors?.[0]?.errorType, 'AccessDeniedException');
    const billingEditsStatus = await h.gql(tokens.billing, documents.update, { input: { id: visit.id, Version: 1, PaymentStatus: 'Billed' } });
    assert.match(billingEditsStatus.body.errors?.[0]?.message ?? '', /^PaymentStatus: Is kept by the server/, "a visit's payment status follows its claim");
    const billingEditsClinical = await h.gql(tokens.billing, documents.update, { input: { id: visit.id, Version: 1, VisitStatus: 'Cancelled' } });
    assert.equal(billingEditsClinical.body.errors?.[0]?.errorType, 'AccessDeniedException', 'billing updates no visit field');
  });

  test('billing may not query an index partition of a clinical kind', async () => {
    const refused = await h.gql(tokens.billing, documents.listBy(2), { pk: pk.patient('north', 'Lab', 'T-000001') });
    assert.equal(refused.body.errors?.[0]?.errorType, 'AccessDeniedException');
  });

  test('every role reads its own User record (the status poll); of others only admin and dark read more than the directory', async () => {
    for (const role of ROLES) {
      const own = await h.gql(tokens[role], documents.get, { id: subs[role] });
      assert.equal(own.body.data?.['getEMR']?.Status, 'Active', `${role} reads own status`);
      const other = (await h.gql(tokens[role], documents.get, { id: subs[role === 'admin' ? 'user' : 'admin'] })).body.data?.['getEMR'];
      assert.ok(other?.FullName, `${role} reads a colleague's name (staff directory)`);
      assert.equal(other.Status !== null, role === 'admin' || role === 'dark', `${role} reading another user's status`);
    }
  });

  test('dark cannot raise anyone to admin, directly or through user administration', async () => {
    const row = (await h.gql(tokens.dark, documents.get, { id: subs.user })).body.data!['getEMR'];
    const direct = await h.gql(tokens.dark, documents.update, { input: { id: subs.user, Version: row.Version, Role: 'admin' } });
    assert.equal(direct.body.errors?.[0]?.errorType, 'AccessDeniedException');
    const mutation = await h.gql(tokens.dark, 'mutation ($u: String!) { adminSetUserRole(userId: $u, role: "admin") }', { u: subs.user });
    assert.equal(mutation.body.errors?.[0]?.errorType, 'AccessDeniedException');
    const created = await h.gql(tokens.dark, 'mutation { adminCreateUser(email: "boss@north.test", fullName: "New Boss", role: "admin") }');
    assert.equal(created.body.errors?.[0]?.errorType, 'AccessDeniedException');
  });
});

describe('tenants', () => {
  test("another clinic's rows are invisible and untouchable", async () => {
    const row = (await createAs('user', 'Allergy')).body.data!['createEMR'];
    assert.equal((await h.gql(lakeviewToken, documents.get, { id: row.id })).body.data?.['getEMR'], null);
    const update = await h.gql(lakeviewToken, documents.update, { input: { id: row.id, Version: 1, Allergy: 'x' } });
    assert.equal(update.body.errors?.[0]?.errorType, 'DynamoDB:ConditionalCheckFailedException');
    const removal = await h.gql(lakeviewToken, documents.delete, { input: { id: row.id } });
    assert.equal(removal.body.errors?.[0]?.errorType, 'DynamoDB:ConditionalCheckFailedException');
    const query = await h.gql(lakeviewToken, documents.listBy(2), { pk: pk.patient('north', 'Allergy', 'T-000001') });
    assert.equal(query.body.errors?.[0]?.errorType, 'AccessDeniedException');
    const scan = await h.gql(lakeviewToken, documents.list, { limit: 1000 });
    assert.ok(scan.body.data!['listEMRS'].items.every((item: { ClinicID: string }) => item.ClinicID === 'lake'));
    const planted = await h.gql(lakeviewToken, documents.create, { input: { ...sample('Allergy', 1), ClinicID: 'north' } });
    assert.equal(planted.body.errors?.[0]?.errorType, 'AccessDeniedException');
    assert.equal((await h.gql(tokens.admin, documents.get, { id: row.id })).body.data?.['getEMR']?.Allergy, 'Penicillin');
  });
});

describe('module switches', () => {
  test('a module switched off refuses its record kinds at that clinic only', async () => {
    const clinic = (await h.gql(tokens.admin, documents.get, { id: 'north' })).body.data!['getEMR'];
    const off = await h.gql(tokens.admin, documents.update, { input: { id: 'north', Version: clinic.Version, EnabledModules: JSON.stringify(['patients', 'visits', 'programs']) } });
    assert.equal(off.body.errors, undefined);
    try {
      const claim = await createAs('billing', 'Claim');
      assert.equal(claim.body.errors?.[0]?.errorType, 'ModuleDisabledException');
      const patient = await createAs('user', 'Patient');
      assert.equal(patient.body.errors, undefined, 'core kinds stay available');
      const lakeClaim = await h.gql(lakeviewToken, documents.get, { id: 'none' });
      assert.equal(lakeClaim.body.errors, undefined);
    } finally {
      const now = (await h.gql(tokens.admin, documents.get, { id: 'north' })).body.data!['getEMR'];
      await h.gql(tokens.admin, documents.update, { input: { id: 'north', Version: now.Version, EnabledModules: JSON.stringify(['patients', 'visits', 'billing', 'programs']) } });
    }
    assert.equal((await createAs('billing', 'Claim')).body.errors, undefined);
  });
});

describe('tokens and account status', () => {
  test('no, garbled and forged tokens get 401 and change nothing', async () => {
    assert.equal((await h.gql(undefined, documents.get, { id: 'north' })).status, 401);
    assert.equal((await h.gql('not.a.jwt', documents.get, { id: 'north' })).status, 401);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({ token_use: 'access', client_id: CLIENT_ID, username: subs.admin, origin_jti: 'x', 'cognito:groups': ['admin'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setSubject(subs.admin)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await h.gql(forged, documents.create, { input: sample('Task', 1) });
    assert.equal(response.status, 401);
    assert.equal(response.body.errors?.[0]?.errorType, 'UnauthorizedException');
  });

  test('a deactivated user is refused on the next request, and so is their refresh token', async () => {
    const sub = h.addStaff('leaving@north.test', 'north', 'user');
    const token = await h.signIn('leaving@north.test');
    assert.equal((await h.gql(token, documents.get, { id: sub })).status, 200);
    const off = await h.gql(tokens.admin, 'mutation ($u: String!) { adminSetUserStatus(userId: $u, status: "Inactive") }', { u: sub });
    assert.equal(off.body.errors, undefined);
    const refused = await h.gql(token, documents.get, { id: sub });
    assert.equal(refused.status, 401);
    assert.equal(h.app.cognito.users.get(sub)?.enabled, false);
    await assert.rejects(h.signIn('leaving@north.test'), /disabled/);
    const row = (await h.gql(tokens.admin, documents.get, { id: sub })).body.data!['getEMR'];
    assert.equal(row.Status, 'Inactive');
    const back = await h.gql(tokens.admin, 'mutation ($u: String!) { adminSetUserStatus(userId: $u, status: "Active") }', { u: sub });
    assert.equal(back.body.errors, undefined);
    assert.equal((await h.gql(await h.signIn('leaving@north.test'), documents.get, { id: sub })).status, 200);
  });

  test('admin calls made straight to the user pool keep the User record in step', async () => {
    const sub = h.addStaff('pool@north.test', 'north', 'user');
    const token = await h.signIn('pool@north.test');
    const admin = (target: string, body: Record<string, unknown>) =>
      fetch(`${h.origin}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}`, authorization: tokens.admin },
        body: JSON.stringify({ UserPoolId: 'us-east-1_EMRLocal', ...body }),
      });
    assert.equal((await admin('AdminDisableUser', { Username: 'pool@north.test' })).status, 200);
    assert.equal((await h.gql(token, documents.get, { id: sub })).status, 401);
    let row = (await h.gql(tokens.admin, documents.get, { id: sub })).body.data!['getEMR'];
    assert.equal(row.Status, 'Inactive');
    assert.equal((await admin('AdminEnableUser', { Username: 'pool@north.test' })).status, 200);
    assert.equal((await admin('AdminAddUserToGroup', { Username: 'pool@north.test', GroupName: 'billing' })).status, 200);
    row = (await h.gql(tokens.admin, documents.get, { id: sub })).body.data!['getEMR'];
    assert.equal(row.Status, 'Active');
    assert.equal(row.Role, 'billing');
    const audit = await h.gql(tokens.admin, documents.listBy(5), { pk: pk.parent('north', 'Audit', sub) });
    assert.ok(audit.body.data!['listByGSI5'].items.length >= 2, 'the changes are audited');
  });

  test('setting Status through updateEMR disables the account too', async () => {
    const sub = h.addStaff('temp@north.test', 'north', 'billing');
    const token = await h.signIn('temp@north.test');
    const update = await h.gql(tokens.admin, documents.update, { input: { id: sub, Version: 1, Status: 'Inactive' } });
    assert.equal(update.body.errors, undefined);
    assert.equal((await h.gql(token, documents.get, { id: sub })).status, 401);
  });

  test('after a global sign-out the old access token is refused', async () => {
    h.addStaff('global@north.test', 'north', 'user');
    const token = await h.signIn('global@north.test');
    const out = await fetch(`${h.origin}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
      body: JSON.stringify({ AccessToken: token }),
    });
    assert.equal(out.status, 200);
    assert.equal((await h.gql(token, documents.get, { id: 'north' })).status, 401);
  });
});
