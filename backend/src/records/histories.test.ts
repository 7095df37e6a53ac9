/**
 * What the server keeps on a record, over the wire: who created it and when (CreatedBy,
 * Timestamp), the histories (StatusHistory, MedicationHistory, DiagnosisHistory,
 * AssignmentHistory) and the PatientID it assigns. A client cannot write, forge or erase them:
 * a history sent is refused (sent back as stored, it does no harm).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let sub: string;
let doctor: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  sub = h.addStaff('nurse@north.test', 'north', 'user');
  doctor = h.addStaff('doctor@north.test', 'north', 'user');
  token = await h.signIn('nurse@north.test');
});

after(() => h.close());

const history = (row: Record<string, unknown>, field: string) => JSON.parse(String(row[field] ?? '[]')) as Record<string, unknown>[];

async function create(input: Record<string, unknown>) {
  const res = await h.gql(token, documents.create, { input });
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data!['createEMR'] as Record<string, unknown>;
}

/** A write that must be refused: the server keeps the field, nothing is stored. */
async function refused(document: string, input: Record<string, unknown>, field: string) {
  const res = await h.gql(token, document, { input });
  assert.equal(res.body.errors?.[0]?.errorType, 'ValidationException', JSON.stringify(res.body));
  assert.match(res.body.errors![0]!.message, new RegExp(`^${field}: Is kept by the server`));
}

async function update(input: Record<string, unknown>) {
  const res = await h.gql(token, documents.update, { input });
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data!['updateEMR'] as Record<string, unknown>;
}

test('a patient created without a PatientID gets the next one of the clinic; the next create the one after', async () => {
  const base = { EntityType: 'Patient', FirstName: 'Ana', LastName: 'Ruiz', DOB: '1980-01-02T00:00:00.000Z' };
  const first = await create(base);
  assert.equal(first['PatientID'], 'NO-000001');
  await create({ ...base, PatientID: 'NO-000041' });
  const third = await create({ ...base, FirstName: 'Bea' });
  assert.equal(third['PatientID'], 'NO-000042');
});

test('a status change is appended to StatusHistory with who, when and the reason; a sent history is refused', async () => {
  const fields = { EntityType: 'Patient', PatientID: 'NO-000100', FirstName: 'Cy', LastName: 'Moss', DOB: '1950-03-04T00:00:00.000Z' };
  await refused(documents.create, { ...fields, StatusHistory: JSON.stringify([{ from: 'Forged', to: 'Active', by: 'nobody', at: '2000-01-01T00:00:00.000Z' }]) }, 'StatusHistory');
  const patient = await create(fields);
  assert.deepEqual(history(patient, 'StatusHistory').map((e) => [e['from'], e['to'], e['by']]), [[null, 'Active', sub]]);
  await refused(documents.update, { id: patient['id'], Version: 1, Status: 'Transferred', ReasonLeft: 'Moved out of state', StatusHistory: '[]' }, 'StatusHistory');
  // sent back as it is stored, the history does no harm
  const moved = await update({ id: patient['id'], Version: 1, Status: 'Transferred', ReasonLeft: 'Moved out of state', StatusHistory: patient['StatusHistory'] });
  const entries = history(moved, 'StatusHistory');
  assert.equal(entries.length, 2);
  assert.deepEqual([entries[1]!['from'], entries[1]!['to'], entries[1]!['reason'], entries[1]!['by']], ['Active', 'Transferred', 'Moved out of state', sub]);
  assert.ok(Date.parse(String(entries[1]!['at'])) > 0);
  assert.equal(typeof entries[1]!['byName'], 'string', 'the name goes with the entry: roles that cannot read staff rows still see who');
  const renamed = await update({ id: patient['id'], Version: 2, City: 'Peoria' });
  assert.equal(history(renamed, 'StatusHistory').length, 2, 'a change that is not of Status adds nothing');
});

test('a medication records Started, Dose changed (from → to) and Stopped with the reason', async () => {
  const med = await create({ EntityType: 'Medication', PatientID: 'NO-000100', Medication: 'Lisinopril', Dosage: '10 mg', Frequency: 'daily', StartDate: '2026-01-05T10:00:00.000Z', Status: 'Active' });
  const dosed = await update({ id: med['id'], Version: 1, Dosage: '20 mg' });
  const stopped = await update({ id: med['id'], Version: 2, Status: 'Stopped', Reason: 'Cough' });
  const entries = history(stopped, 'MedicationHistory');
  assert.deepEqual(entries.map((e) => e['change']), ['Started', 'Dose changed', 'Stopped']);
  assert.deepEqual(entries[1]!['from'], { dosage: '10 mg', frequency: 'daily' });
  assert.equal(entries[1]!['dosage'], '20 mg');
  assert.equal(entries[2]!['reason'], 'Cough');
  assert.equal(history(dosed, 'MedicationHistory').length, 2);
  const refilled = await update({ id: med['id'], Version: 3, Status: 'Active', LastRefillDate: '2026-03-01T12:00:00.000Z' });
  assert.deepEqual(history(refilled, 'MedicationHistory').slice(3).map((e) => e['change']), ['Restarted']);
  const again = await update({ id: med['id'], Version: 4, LastRefillDate: '2026-06-01T12:00:00.000Z' });
  assert.deepEqual(history(again, 'MedicationHistory').at(-1)!['change'], 'Refilled');
  assert.equal(history(again, 'MedicationHistory').at(-1)!['date'], '2026-06-01T12:00:00.000Z');
});

test('a diagnosis records each status with who and when', async () => {
  const dx = await create({ EntityType: 'Diagnosis', PatientID: 'NO-000100', Diagnosis: 'J45.909 Asthma', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2026-01-05T10:00:00.000Z' });
  const resolved = await update({ id: dx['id'], Version: 1, Status: 'Resolved' });
  assert.deepEqual(history(resolved, 'DiagnosisHistory').map((e) => [e['status'], e['by']]), [['Active', sub], ['Resolved', sub]]);
});

test("a note is stamped with its real author and the server's time: a claimed author or a back-dated time is ignored", async () => {
  const before = Date.now();
  const note = await create({ EntityType: 'Note', PatientID: 'NO-000100', Note: 'Seen today', CreatedBy: doctor, Timestamp: '2019-01-01T09:00:00.000Z' });
  assert.equal(note['CreatedBy'], sub);
  assert.ok(Date.parse(String(note['Timestamp'])) >= before - 1000, `Timestamp ${String(note['Timestamp'])} is the server's clock`);
  assert.equal(note['GSI2SK'], `${String(note['Timestamp'])}#${String(note['id'])}`, 'the keys follow the stamped time');
  for (const [field, value] of [['CreatedBy', doctor], ['Timestamp', '2019-01-01T09:00:00.000Z']] as const) {
    const res = await h.gql(token, documents.update, { input: { id: note['id'], Version: 1, [field]: value } });
    assert.equal(res.body.errors?.[0]?.errorType, 'ValidationException', field);
    assert.match(res.body.errors![0]!.message, new RegExp(`${field} of a record cannot change`));
  }
  const same = await update({ id: note['id'], Version: 1, Note: 'Seen today, better', CreatedBy: sub, Timestamp: note['Timestamp'] });
  assert.deepEqual([same['CreatedBy'], same['Timestamp'], same['Version']], [sub, note['Timestamp'], 2], 'sending the stored values back is no change');
});

test("a vitals reading keeps the time it was taken (DateConducted); its Timestamp is when it was recorded", async () => {
  const vitals = await create({ EntityType: 'Vitals', PatientID: 'NO-000100', DateConducted: '2026-02-01T08:30:00.000Z', Vitals: '{"systolic":120,"diastolic":80}' });
  assert.equal(vitals['DateConducted'], '2026-02-01T08:30:00.000Z');
  assert.equal(vitals['GSI2SK'], `2026-02-01T08:30:00.000Z#${String(vitals['id'])}`, 'the chart orders vitals by when they were taken');
  assert.notEqual(vitals['Timestamp'], vitals['DateConducted']);
});

test('a task records each assignment with who assigned it and when; a sent AssignmentHistory is refused', async () => {
  await refused(documents.create, { EntityType: 'Task', Task: 'Call back', AssignedTo: sub, AssignmentHistory: JSON.stringify([{ to: doctor, by: doctor, at: '2001-01-01T00:00:00.000Z' }]) }, 'AssignmentHistory');
  const task = await create({ EntityType: 'Task', Task: 'Call back', AssignedTo: sub });
  const moved = await update({ id: task['id'], Version: 1, AssignedTo: doctor });
  assert.deepEqual(history(moved, 'AssignmentHistory').map((e) => [e['from'] ?? null, e['to'], e['by']]), [[null, sub, sub], [sub, doctor, sub]]);
});
