/**
 * The clinic's time zone and the staff credentials over the wire: the server refuses a zone it
 * does not know, a credential not on the list, an NPI whose check digit is wrong and a taxonomy
 * code not in the NUCC form, on update and inside a transaction alike; only an admin sets them;
 * every role reads the zone and, through the staff directory, each colleague's credential and NPI.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLES, type Role } from '@emr/domain';
import { migrate } from '../db/database.ts';
import { machineTimeZone } from '../db/machineTimeZone.ts';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { createRecordStore } from './store.ts';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
const subs = {} as Record<Role, string>;

const readClinic = (token: string) => h.gql(token, 'query { getEMR(id: "north") { id Version TimeZone } }');
const versionOf = async (id: string) => (await h.ok(tokens.admin, documents.get, { id }))['Version'] as number;
const updateAs = async (role: Role, id: string, changes: Record<string, unknown>) =>
  h.gql(tokens[role], documents.update, { input: { id, Version: await versionOf(id), ...changes } });

before(async () => {
  h = await startApp();
  h.addClinic('north');
  for (const role of ROLES) subs[role] = h.addStaff(`${role}@north.test`, 'north', role, `${role} person`);
  for (const role of ROLES) tokens[role] = await h.signIn(`${role}@north.test`);
});
after(() => h.close());

describe("the clinic's time zone", () => {
  test('an admin sets an IANA zone; every role reads it', async () => {
    const saved = await updateAs('admin', 'north', { TimeZone: 'America/Chicago' });
    assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
    for (const role of ROLES) assert.equal((await readClinic(tokens[role])).body.data?.['getEMR']?.TimeZone, 'America/Chicago', role);
  });

  test('a zone the server does not know is refused and changes nothing', async () => {
    for (const bad of ['Central', 'America/Chicgo', 'CST6CDT ', '']) {
      const refused = await updateAs('admin', 'north', { TimeZone: bad });
      assert.equal(refused.body.errors?.[0]?.errorType, 'ValidationException', bad);
      assert.match(refused.body.errors?.[0]?.message ?? '', /TimeZone: Must be an IANA time zone/);
    }
    const inTransaction = await h.gql(tokens.admin, documents.transact, {
      operations: JSON.stringify([{ action: 'update', input: { id: 'north', Version: await versionOf('north'), TimeZone: 'Mars/Olympus' } }]),
    });
    assert.equal(inTransaction.body.errors?.[0]?.errorType, 'ValidationException');
    assert.equal((await readClinic(tokens.user)).body.data?.['getEMR']?.TimeZone, 'America/Chicago');
  });

  test('only an admin changes it', async () => {
    for (const role of ['dark', 'user', 'billing'] as const) {
      const refused = await updateAs(role, 'north', { TimeZone: 'America/Denver' });
      assert.equal(refused.body.errors?.[0]?.errorType, 'AccessDeniedException', role);
    }
    assert.equal((await readClinic(tokens.admin)).body.data?.['getEMR']?.TimeZone, 'America/Chicago');
  });

  test("a clinic stored before the field gets the server machine's zone when the database opens", () => {
    const store = createRecordStore(h.app.db);
    h.addClinic('older');
    assert.equal(store.get('older', 'older')?.['TimeZone'], undefined);
    h.app.db.pragma('user_version = 11'); // before migration 12 (migrations only append)
    migrate(h.app.db);
    assert.equal(store.get('older', 'older')?.['TimeZone'], machineTimeZone());
    assert.equal(store.get('north', 'north')?.['TimeZone'], 'America/Chicago', 'a zone already set stays');
  });
});

describe('staff credentials', () => {
  test('an admin records a clinician’s credential, NPI and taxonomy code', async () => {
    const saved = await updateAs('admin', subs.user, { Credential: 'NP', NPI: '1234567893', TaxonomyCode: '363LF0000X' });
    assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
    const row = await h.ok(tokens.admin, documents.get, { id: subs.user });
    assert.deepEqual([row['Credential'], row['NPI'], row['TaxonomyCode']], ['NP', '1234567893', '363LF0000X']);
  });

  test('a wrong credential, NPI or taxonomy code is refused with its field, and nothing changes', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ Credential: 'Doctor' }, /Credential: Choose a value for Credential/],
      [{ NPI: '123456789' }, /NPI: NPI must look like 1234567893/],
      [{ NPI: '1234567890' }, /NPI: NPI is not valid: its last digit does not match/],
      [{ NPI: '12345678 3' }, /NPI must look like/],
      [{ TaxonomyCode: '363LF0000' }, /TaxonomyCode: Taxonomy code must look like 207Q00000X/],
    ];
    for (const [changes, message] of cases) {
      const refused = await updateAs('admin', subs.user, changes);
      assert.equal(refused.body.errors?.[0]?.errorType, 'ValidationException', JSON.stringify(changes));
      assert.match(refused.body.errors?.[0]?.message ?? '', message);
    }
    const row = await h.ok(tokens.admin, documents.get, { id: subs.user });
    assert.deepEqual([row['Credential'], row['NPI'], row['TaxonomyCode']], ['NP', '1234567893', '363LF0000X']);
  });

  test('no other role sets them: not dark, not a clinician on a colleague, not anyone on their own profile', async () => {
    for (const [role, target] of [['dark', subs.user], ['user', subs.billing], ['user', subs.user], ['billing', subs.billing], ['dark', subs.dark]] as const) {
      for (const field of ['Credential', 'NPI', 'TaxonomyCode'] as const) {
        const value = { Credential: 'MD', NPI: '1111111112', TaxonomyCode: '207Q00000X' }[field];
        const refused = await updateAs(role, target, { [field]: value });
        assert.equal(refused.body.errors?.[0]?.errorType, 'AccessDeniedException', `${role} → ${field}`);
      }
    }
  });

  test('every role reads a colleague’s credential and NPI through the staff directory, not the taxonomy code', async () => {
    const byName = 'query ($pk: String!) { listByGSI1(GSI1PK: $pk) { items { id FullName Role Credential NPI TaxonomyCode } } }';
    for (const role of ROLES) {
      const items = (await h.ok(tokens[role], byName, { pk: 'north#User' }))['items'] as Record<string, unknown>[];
      const nurse = items.find((u) => u['id'] === subs.user)!;
      assert.deepEqual([nurse['Credential'], nurse['NPI']], ['NP', '1234567893'], role);
      assert.equal(nurse['TaxonomyCode'], role === 'admin' || role === 'dark' || role === 'user' ? '363LF0000X' : null, role);
    }
  });
});
