/**
 * The access log over the wire: opening a patient's chart or any of its records is logged
 * (who, when, which patient, which kind), repeats are coalesced, only admin reads it, nobody
 * writes it through the API; and the changes of the patient's rows are listed the same way.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Role, pk, queries } from '@emr/domain';
import { openDatabase } from '../db/database.ts';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';
import { createAccessLog } from './accessLog.ts';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from './store.ts';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
const subs = {} as Record<Role, string>;
const PATIENT = 'T-000001';
let patientRowId: string;
let startedAt: string;

before(async () => {
  startedAt = new Date().toISOString();
  h = await startApp();
  h.addClinic('north');
  for (const role of ['admin', 'user', 'billing', 'dark'] as const) {
    subs[role] = h.addStaff(`${role}@north.test`, 'north', role, `${role[0]!.toUpperCase()}${role.slice(1)} Person`);
    tokens[role] = await h.signIn(`${role}@north.test`);
  }
  patientRowId = (await h.gql(tokens.user, documents.create, { input: sample('Patient', 1) })).body.data!['createEMR'].id;
  await h.gql(tokens.user, documents.create, { input: sample('Allergy', 1) });
});
after(() => h.close());

type Entry = { Log: string; Name: string; PatientID: string; ChangedBy: string; ChangedByUser: string; Timestamp: string };

async function activity(kind: 'accessLogOfPatient' | 'changesOfPatient', filter: Parameters<typeof queries.accessLogOfPatient>[2] = {}): Promise<Entry[]> {
  h.app.accessLog.flush();
  const q = queries[kind]('north', PATIENT, filter);
  const res = await h.gql(tokens.admin, documents.listBy(q.index), { pk: q.pk, sk: q.sk, sortDirection: q.sortDirection });
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data![`listByGSI${q.index}`].items as Entry[];
}

describe('views', () => {
  test("creating, then opening a patient and its records is logged with who, when, which patient and which kind; repeats once", async () => {
    // the rows created (before) were shown to their author too: the views below repeat those
    await h.gql(tokens.user, documents.get, { id: patientRowId });
    await h.gql(tokens.user, documents.listBy(2), { pk: pk.patient('north', 'Allergy', PATIENT) });
    await h.gql(tokens.user, documents.listBy(2), { pk: pk.patient('north', 'Allergy', PATIENT) });
    await h.gql(tokens.user, documents.get, { id: patientRowId });
    const views = (await activity('accessLogOfPatient', { userId: subs.user })).map((e) => [e.Log, e.Name, e.PatientID, e.ChangedBy, e.ChangedByUser]);
    assert.deepEqual(views.sort(), [
      ['view', 'Allergy', PATIENT, subs.user, 'User Person'],
      ['view', 'Patient', PATIENT, subs.user, 'User Person'],
    ]);
    const [newest] = await activity('accessLogOfPatient');
    assert.ok(newest!.Timestamp >= startedAt);
  });

  test('billing seeing the patient in a list is logged too; rows it may not read are not', async () => {
    await h.gql(tokens.billing, documents.listBy(1), { pk: pk.kind('north', 'Patient') });
    await h.gql(tokens.billing, documents.list, { limit: 1000 });
    const views = await activity('accessLogOfPatient', { userId: subs.billing });
    assert.deepEqual(views.map((e) => e.Name), ['Patient']);
  });

  test('filtered by date: a range that ends before the views finds none', async () => {
    assert.ok((await activity('accessLogOfPatient', { from: '2000-01-01T00:00:00.000Z' })).length >= 3);
    assert.deepEqual(await activity('accessLogOfPatient', { to: '2000-01-01T00:00:00.000Z' }), []);
  });

  test('only admin reads the log; nobody creates, changes or deletes it; reading it is not itself logged', async () => {
    const partition = pk.patient('north', 'AccessLog', PATIENT);
    for (const role of ['user', 'billing', 'dark'] as const) {
      assert.equal((await h.gql(tokens[role], documents.listBy(2), { pk: partition })).body.errors?.[0]?.errorType, 'AccessDeniedException', role);
    }
    const before = (await activity('accessLogOfPatient')).length;
    const [entry] = (await h.gql(tokens.admin, documents.listBy(2), { pk: partition })).body.data!['listByGSI2'].items as { id: string }[];
    assert.equal((await activity('accessLogOfPatient')).length, before, "the admin's reads of the log add nothing");
    const forged = await h.gql(tokens.admin, documents.create, { input: { EntityType: 'AccessLog', PatientID: PATIENT, Log: 'view', Name: 'Lab', ChangedBy: subs.user } });
    assert.equal(forged.body.errors?.[0]?.errorType, 'AccessDeniedException');
    assert.equal((await h.gql(tokens.admin, documents.update, { input: { id: entry!.id, Version: 1, Name: 'x' } })).body.errors?.[0]?.errorType, 'AccessDeniedException');
    assert.equal((await h.gql(tokens.admin, documents.delete, { input: { id: entry!.id } })).body.errors?.[0]?.errorType, 'AccessDeniedException');
    assert.equal((await h.gql(tokens.user, documents.delete, { input: { id: entry!.id } })).body.errors?.[0]?.errorType, 'DynamoDB:ConditionalCheckFailedException');
  });
});

describe('changes', () => {
  test("a change to any of the patient's rows is listed with its author, by person and date", async () => {
    const allergy = (await h.gql(tokens.admin, documents.create, { input: { ...sample('Allergy', 2), PatientID: PATIENT, Allergy: 'Latex' } })).body.data!['createEMR'];
    await h.gql(tokens.user, documents.update, { input: { id: allergy.id, Version: 1, Severity: 'Severe' } });
    const all = await activity('changesOfPatient');
    assert.deepEqual(all.slice(0, 2).map((e) => [e.Log, e.Name, e.ChangedBy]), [['update', 'Allergy', subs.user], ['create', 'Allergy', subs.admin]]);
    assert.ok(all.every((e) => e.PatientID === PATIENT));
    assert.deepEqual((await activity('changesOfPatient', { userId: subs.admin })).map((e) => e.Log), ['create']);
    assert.deepEqual(await activity('changesOfPatient', { from: '2999-01-01T00:00:00.000Z' }), []);
  });
});

test('repeats within the window are one entry; after it, a new one; entries wait at most for a flush', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emr-access-'));
  const db = openDatabase({ dataDir: dir });
  try {
    const store = createRecordStore(db);
    let clock = Date.parse('2026-03-04T10:00:00.000Z');
    const log = createAccessLog({ db, store, now: () => new Date(clock), windowMs: 60_000, flushMs: 60_000 });
    const caller = { sub: 'u1', clinicId: 'north', group: 'user' as const, email: 'u1@north.test', name: 'Una' };
    const row = buildItem({ id: 'a1', clinicId: 'north', kind: 'Allergy', fields: { PatientID: 'P-1' }, version: 1, createdAt: 'x', updatedAt: 'x' });
    const count = () => (db.prepare("SELECT count(*) AS n FROM emr WHERE entity_type = 'AccessLog'").get() as { n: number }).n;
    log.record(caller, [row, row]);
    clock += 59_000;
    log.record(caller, [row]);
    assert.equal(count(), 0, 'buffered, not yet written');
    log.flush();
    assert.equal(count(), 1);
    clock += 2_000;
    log.record(caller, [row, { ...row, PatientID: 'P-2' }, { ...row, EntityType: 'AccessLog' }]);
    log.flush();
    assert.equal(count(), 3, 'a new window for P-1, a first view of P-2; the log itself is not logged');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
