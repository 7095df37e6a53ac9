/**
 * The staff directory over the wire: every role of a clinic lists its colleagues' names and
 * roles (so every history says who made each change), and nothing else of their User records;
 * only roles that read staff records reach the e-mail and status indexes.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROLES, type Role } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
const subs = {} as Record<Role, string>;
let lakeToken: string;

const HIDDEN = ['Email', 'Username', 'CellPhone', 'LastLogin', 'Status', 'Avatar', 'Spoken', 'ExpiresAt', 'GSI6SK', 'Version'];
const byName = `query ($pk: String!, $sk: ModelStringKeyConditionInput) { listByGSI1(GSI1PK: $pk, GSI1SK: $sk) { items { id FullName Role ${HIDDEN.join(' ')} } nextToken } }`;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  for (const role of ROLES) subs[role] = h.addStaff(`${role}@north.test`, 'north', role, `${role[0]!.toUpperCase()}${role.slice(1)} Person`);
  h.addStaff('other@lake.test', 'lake', 'user', 'Lake Person');
  for (const role of ROLES) tokens[role] = await h.signIn(`${role}@north.test`);
  lakeToken = await h.signIn('other@lake.test');
  // a colleague with contact details and a sign-in time on record
  const admin = await h.gql(tokens.admin, documents.update, { input: { id: subs.billing, Version: 1, CellPhone: '(555) 010-2030', LastLogin: '2026-01-05T10:00:00.000Z' } });
  assert.equal(admin.body.errors, undefined, JSON.stringify(admin.body.errors));
});

after(() => h.close());

for (const role of ROLES) {
  test(`${role}: the directory lists every colleague's name and role; e-mail, phone, sign-in and status only for roles that read staff records`, async () => {
    const res = await h.gql(tokens[role], byName, { pk: 'north#User' });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const items = res.body.data!['listByGSI1'].items as Record<string, unknown>[];
    assert.deepEqual(items.map((u) => [u['FullName'], u['Role']]), [['Admin Person', 'admin'], ['Billing Person', 'billing'], ['Dark Person', 'dark'], ['User Person', 'user']]);
    const colleague = items.find((u) => u['id'] === subs.billing)!;
    const wholeRecords = role === 'admin' || role === 'dark';
    if (wholeRecords || role === 'billing') {
      assert.equal(colleague['Email'], 'billing@north.test');
      assert.equal(colleague['CellPhone'], '(555) 010-2030');
    } else {
      for (const field of HIDDEN) assert.equal(colleague[field], null, `${role} must not read ${field} of a colleague`);
    }
    for (const other of items.filter((u) => u['id'] !== subs[role])) {
      if (!wholeRecords) for (const field of HIDDEN) assert.equal(other[field], null, `${role} must not read ${field} of ${String(other['FullName'])}`);
    }
    const get = await h.gql(tokens[role], documents.get, { id: subs.admin });
    assert.equal(get.body.data!['getEMR']['FullName'], 'Admin Person');
    assert.equal(get.body.data!['getEMR']['Email'], role === 'admin' || wholeRecords ? 'admin@north.test' : null);
  });
}

test('roles that only see the directory cannot probe e-mails or account status through other indexes', async () => {
  for (const role of ['user', 'billing'] as const) {
    const byEmail = await h.gql(tokens[role], 'query ($pk: String!, $sk: ModelStringKeyConditionInput) { listByGSI6(GSI6PK: $pk, GSI6SK: $sk) { items { id } } }', { pk: 'north#User#ID', sk: { eq: 'admin@north.test' } });
    assert.equal(byEmail.body.errors?.[0]?.errorType, 'AccessDeniedException');
    const byStatus = await h.gql(tokens[role], 'query ($pk: String!) { listByGSI3(GSI3PK: $pk) { items { id } } }', { pk: 'north#User#S#Inactive' });
    assert.equal(byStatus.body.errors?.[0]?.errorType, 'AccessDeniedException');
  }
  const dark = await h.gql(tokens.dark, 'query ($pk: String!, $sk: ModelStringKeyConditionInput) { listByGSI6(GSI6PK: $pk, GSI6SK: $sk) { items { id } } }', { pk: 'north#User#ID', sk: { eq: 'admin@north.test' } });
  assert.equal(dark.body.data!['listByGSI6'].items.length, 1);
});

test('the directory is the clinic\'s own: another clinic\'s staff are neither listed nor readable', async () => {
  const res = await h.gql(lakeToken, byName, { pk: 'north#User' });
  assert.equal(res.body.errors?.[0]?.errorType, 'AccessDeniedException');
  const get = await h.gql(lakeToken, documents.get, { id: subs.admin });
  assert.equal(get.body.data!['getEMR'], null);
});

test('the directory is read-only: a clinician cannot change a colleague\'s name', async () => {
  const res = await h.gql(tokens.user, documents.update, { input: { id: subs.billing, Version: 2, FullName: 'Renamed' } });
  assert.equal(res.body.errors?.[0]?.errorType, 'AccessDeniedException');
});
