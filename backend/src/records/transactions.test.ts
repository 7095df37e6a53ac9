/**
 * `transactEMR` over the wire: several creates, updates and deletes all or nothing, each with
 * the checks of createEMR/updateEMR/deleteEMR (role, clinic, hidden fields, Version, the
 * kind's rules); a refusal of any operation, or a malformed argument, saves nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pk } from '@emr/domain';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, unknown>;

let h: AppHarness;
let nurse = '';
let billing = '';
let southNurse = '';
let admin = '';

before(async () => {
  let t: Record<string, string>;
  ({ h, t } = await startAppWith(['north', 'south'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['southNurse', 'south', 'user'], ['admin', 'north', 'admin']]));
  ({ nurse = '', billing = '', southNurse = '', admin = '' } = t);
});

after(() => h.close());

async function transact(token: string, operations: unknown): Promise<GqlBody> {
  return (await h.gql(token, documents.transact, { operations: typeof operations === 'string' ? operations : JSON.stringify(operations) })).body;
}

async function rows(token: string, operations: unknown[]): Promise<Row[]> {
  const body = await transact(token, operations);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(body.data!['transactEMR'])) as Row[];
}

async function create(token: string, input: Row): Promise<Row> {
  const body = (await h.gql(token, documents.create, { input })).body;
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!['createEMR'] as Row;
}

const get = async (token: string, id: unknown) => (await h.gql(token, documents.get, { id })).body.data!['getEMR'] as Row | null;
const chart = async (kind: string, patientId: unknown) =>
  (await h.gql(nurse, documents.listBy(2), { pk: pk.patient('north', kind as never, String(patientId)) })).body.data!['listByGSI2']['items'] as Row[];

/** The audit entries of a row (admin reads the audit), oldest first. */
const auditOf = async (id: unknown) =>
  ((await h.gql(admin, documents.listBy(5), { pk: pk.parent('north', 'Audit', String(id)) })).body.data!['listByGSI5']['items'] as Row[]).map((entry) => entry['Log']);

let n = 0;
const patient = () => create(nurse, { EntityType: 'Patient', FirstName: 'Tara', LastName: `Trans${n++}`, DOB: '1970-04-05T00:00:00.000Z' });
const allergy = (patientId: unknown, name: string) => ({ EntityType: 'Allergy', PatientID: patientId, Allergy: name, AllergyType: 'Drug', Status: 'Active' });

test('creates and updates land together, answered in order, with their rules applied', async () => {
  const p = await patient();
  const [updated, first, second] = await rows(nurse, [
    { action: 'update', input: { id: p['id'], Version: 1, NoKnownAllergies: true, City: 'Dover' } },
    { action: 'create', input: allergy(p['PatientID'], 'Penicillin') },
    { action: 'create', input: allergy(p['PatientID'], 'Sulfa') },
  ]);
  assert.equal(updated!['City'], 'Dover');
  assert.equal(updated!['NoKnownAllergies'] ?? null, null, 'the allergy planned after the statement ends it, in the same transaction');
  assert.equal(updated!['Version'], 3, 'the update, then the allergy ending the statement: one stored row');
  assert.deepEqual([first!['Allergy'], second!['Allergy']], ['Penicillin', 'Sulfa']);
  const stored = await get(nurse, p['id']);
  assert.equal(stored!['City'], 'Dover');
  assert.equal(stored!['NoKnownAllergies'], null);
  assert.equal((await chart('Allergy', p['PatientID'])).length, 2);
  assert.deepEqual(await auditOf(p['id']), ['create', 'update'], 'one audit entry for the patient row the transaction changed twice');
  assert.deepEqual(await auditOf(first!['id']), ['create']);
});

test('a refusal in any operation saves nothing, and the error names the operation and the field', async () => {
  const p = await patient();
  const body = await transact(nurse, [
    { action: 'update', input: { id: p['id'], Version: 1, City: 'Elsewhere' } },
    { action: 'create', input: allergy(p['PatientID'], 'Latex') },
    { action: 'create', input: allergy(p['PatientID'], 'Latex') },
  ]);
  assert.equal(body.errors?.[0]?.errorType, 'ValidationException');
  assert.match(body.errors![0]!.message, /^Operation 3 of 3 \(create Allergy\).*Nothing was saved\.$/s);
  assert.equal((await get(nurse, p['id']))!['City'], null);
  assert.equal((await get(nurse, p['id']))!['Version'], 1);
  assert.deepEqual(await chart('Allergy', p['PatientID']), []);
});

test("each operation gets its role, hidden-field, Version and clinic check", async () => {
  const p = await patient();
  const insurance = { EntityType: 'Insurance', PatientID: p['PatientID'], InsuranceName: 'Acme', InsuranceClass: 'Primary', MemberID: 'M1' };
  const forbidden = await transact(billing, [{ action: 'create', input: insurance }, { action: 'create', input: allergy(p['PatientID'], 'Nuts') }]);
  assert.equal(forbidden.errors?.[0]?.errorType, 'AccessDeniedException', 'billing writes insurance but no allergy');
  assert.deepEqual(await chart('Insurance', p['PatientID']), [], 'the allowed insurance was not saved either');

  const visit = await create(nurse, { EntityType: 'Visit', PatientID: p['PatientID'], VisitType: 'Office', VisitStatus: 'Scheduled', VisitDate: '2026-03-01T09:00:00.000Z' });
  const hidden = await transact(billing, [{ action: 'update', input: { id: visit['id'], Version: 1, WrapUps: { note: 'x' } } }]);
  assert.equal(hidden.errors?.[0]?.errorType, 'AccessDeniedException', 'a clinical field of a visit billing does not write');

  const stale = await transact(nurse, [{ action: 'create', input: insurance }, { action: 'update', input: { id: p['id'], Version: 7, City: 'X' } }]);
  assert.equal(stale.errors?.[0]?.errorType, 'ConflictUnhandled');
  assert.deepEqual(await chart('Insurance', p['PatientID']), []);

  const theirs = await transact(southNurse, [{ action: 'update', input: { id: p['id'], Version: 1, City: 'South' } }]);
  assert.equal(theirs.errors?.[0]?.errorType, 'DynamoDB:ConditionalCheckFailedException', "another clinic's row is missing");
  assert.equal((await get(nurse, p['id']))!['City'], null);
});

test('a row created and changed in one transaction is stored once, at its last version; a delete is refused like deleteEMR', async () => {
  const p = await patient();
  const [created, changed] = await rows(nurse, [
    { action: 'create', input: { id: 'ins-tx-1', EntityType: 'Insurance', PatientID: p['PatientID'], InsuranceName: 'Acme', InsuranceClass: 'Primary' } },
    { action: 'update', input: { id: 'ins-tx-1', Version: 1, MemberID: 'M-42' } },
  ]);
  assert.equal(created!['Version'], 2, 'each answer is the row as the transaction leaves it');
  assert.equal(changed!['MemberID'], 'M-42');
  assert.equal((await get(nurse, 'ins-tx-1'))!['Version'], 2);
  const noDelete = await transact(nurse, [{ action: 'delete', input: { id: p['id'] } }]);
  assert.equal(noDelete.errors?.[0]?.errorType, 'AccessDeniedException', 'user may not delete a patient, in a transaction either');
});

test("a JSON field may be sent as its text, as in createEMR, or as the value: it is stored as the value", async () => {
  const p = await patient();
  const visit = { EntityType: 'Visit', PatientID: p['PatientID'], VisitDate: '2026-03-01T09:00:00.000Z', VisitStatus: 'Scheduled' };
  const [asText, asValue] = await rows(nurse, [
    { action: 'create', input: { ...visit, WrapUps: JSON.stringify([{ note: 'text' }]) } },
    { action: 'create', input: { ...visit, WrapUps: [{ note: 'value' }] } },
  ]);
  const store = createRecordStore(h.app.db);
  assert.deepEqual(store.get('north', String(asText!['id']))!['WrapUps'], [{ note: 'text' }]);
  assert.deepEqual(store.get('north', String(asValue!['id']))!['WrapUps'], [{ note: 'value' }]);
  const bad = await transact(nurse, [{ action: 'create', input: { ...visit, WrapUps: '[{' } }]);
  assert.equal(bad.errors?.[0]?.errorType, 'BadRequestException');
  assert.match(bad.errors![0]!.message, /operations\[0\]\.input\.WrapUps is not valid JSON/);
});

test('a malformed argument is refused before anything is planned, naming the field', async () => {
  const cases: [unknown, RegExp][] = [
    [JSON.stringify('not json'), /JSON array/],
    [{ action: 'create' }, /must be an array/],
    [[], /at least one/],
    [Array.from({ length: 26 }, () => ({ action: 'create', input: { EntityType: 'Insurance' } })), /at most 25/],
    [[{ action: 'upsert', input: {} }], /operations\[0\]\.action/],
    [[{ action: 'create', input: 'x' }], /operations\[0\]\.input must be an object/],
    [[{ action: 'update', input: { City: 'X' } }], /operations\[0\]\.input\.id is required/],
    [[{ action: 'create', input: {}, extra: 1 }], /unknown keys: extra/],
  ];
  for (const [operations, message] of cases) {
    const body = await transact(nurse, operations);
    assert.equal(body.errors?.[0]?.errorType, 'BadRequestException', JSON.stringify(operations).slice(0, 60));
    assert.match(body.errors![0]!.message, message);
  }
});
