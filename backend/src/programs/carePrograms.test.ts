/**
 * The care programs' rules over the wire: one active enrolment per program, minutes that fit
 * their span, a closed month's entries locked (reopened by an admin only), one billing
 * practitioner per patient-month. Each refusal names the field and saves nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pk } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

type Row = Record<string, unknown>;

let h: AppHarness;
let nurse = '';
let admin = '';
let practitioner = '';
let other = '';

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('nurse@north.test', 'north', 'user');
  h.addStaff('admin@north.test', 'north', 'admin');
  practitioner = h.addStaff('doc@north.test', 'north', 'user', 'Dr Doc');
  other = h.addStaff('doc2@north.test', 'north', 'user', 'Dr Other');
  [nurse = '', admin = ''] = await Promise.all(['nurse@north.test', 'admin@north.test'].map((email) => h.signIn(email)));
});

after(() => h.close());

async function write(token: string, op: 'create' | 'update' | 'delete', input: Row) {
  const { body } = await h.gql(token, documents[op], { input });
  return { row: body.data?.[`${op}EMR`] as Row | undefined, error: body.errors?.[0] };
}
async function ok(token: string, op: 'create' | 'update' | 'delete', input: Row): Promise<Row> {
  const { row, error } = await write(token, op, input);
  assert.equal(error, undefined, JSON.stringify(error));
  return row!;
}
async function refused(token: string, op: 'create' | 'update' | 'delete', input: Row, pattern: RegExp) {
  const { row, error } = await write(token, op, input);
  assert.equal(row ?? null, null);
  assert.match(String(error?.message), pattern);
}

let n = 0;
const patient = () => ok(nurse, 'create', { EntityType: 'Patient', FirstName: 'Carl', LastName: `Care${n++}`, DOB: '1950-02-03T00:00:00.000Z' });
const enrol = (patientId: unknown, over: Row = {}) =>
  ({ EntityType: 'ProgramEnrollment', PatientID: patientId, Program: 'ccm', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', Note: 'Monthly review', AssignedTo: practitioner, ...over });
const entry = (e: Row, over: Row = {}) => ({ EntityType: 'TimeEntry', PatientID: e['PatientID'], Program: 'ccm', LinkedToProgram: e['id'], Time: '25', ProviderTime: '0', ...over });
const entriesOf = async (e: Row) =>
  (await h.gql(nurse, documents.listBy(5), { pk: pk.parent('north', 'TimeEntry', String(e['id'])) })).body.data!['listByGSI5']['items'] as Row[];

test('a patient is enrolled once per program; after disenrolment, again', async () => {
  const p = await patient();
  const first = await ok(nurse, 'create', enrol(p['PatientID']));
  await refused(nurse, 'create', enrol(p['PatientID']), /already enrolled in CCM/);
  await ok(nurse, 'create', enrol(p['PatientID'], { Program: 'rpm', Note: null, Name: 'scale', CustomID: 'SC-9', StartDate: '2026-01-05T12:00:00.000Z' }));
  await ok(nurse, 'update', { id: first['id'], Version: first['Version'], Status: 'Disenrolled', Reason: 'Moved away' });
  await ok(nurse, 'create', enrol(p['PatientID']));
});

test('minutes fit between the start and the end; the entry belongs to the patient’s enrolment', async () => {
  const p = await patient();
  const e = await ok(nurse, 'create', enrol(p['PatientID']));
  const span = { Start: '2026-11-03T10:00:00.000Z', End: '2026-11-03T10:20:00.000Z' };
  await refused(nurse, 'create', entry(e, { Time: '25', ...span }), /do not fit/);
  await ok(nurse, 'create', entry(e, { Time: '20', ...span }));
  const q = await patient();
  await refused(nurse, 'create', entry(e, { PatientID: q['PatientID'] }), /another patient/);
  assert.equal((await entriesOf(e)).length, 1);
});

test('a closed month locks its entries; only an admin reopens it', async () => {
  const p = await patient();
  const e = await ok(nurse, 'create', enrol(p['PatientID']));
  const logged = await ok(nurse, 'create', entry(e));
  const month = String(logged['Timestamp']).slice(0, 7);
  const closed = await ok(nurse, 'update', { id: e['id'], Version: e['Version'], CustomArray: JSON.stringify([month]) });
  await refused(nurse, 'create', entry(e), /closed for billing/);
  await refused(nurse, 'update', { id: logged['id'], Version: logged['Version'], Time: '30' }, /closed for billing/);
  await refused(nurse, 'delete', { id: logged['id'] }, /closed for billing/);
  await refused(nurse, 'update', { id: e['id'], Version: closed['Version'], CustomArray: '[]' }, /only an administrator/);
  await ok(admin, 'update', { id: e['id'], Version: closed['Version'], CustomArray: '[]' });
  await ok(nurse, 'create', entry(e));
  assert.equal((await entriesOf(e)).length, 2);
});

test("the set-up mark (99453 billed) is the month close's alone: no client sets or clears it", async () => {
  const p = await patient();
  await refused(nurse, 'create', { ...enrol(p['PatientID']), CustomTime: '2026-08-01T00:00:00.000Z' }, /^CustomTime: Is kept by the server/);
  const e = await ok(nurse, 'create', enrol(p['PatientID']));
  await refused(admin, 'update', { id: e['id'], Version: e['Version'], CustomTime: '2026-08-01T00:00:00.000Z' }, /^CustomTime: Is kept by the server/);
  // the rest of the enrolment still changes
  await ok(nurse, 'update', { id: e['id'], Version: e['Version'], Note: 'Prefers calls after 4 pm' });
});

test('minutes count in the month of their date of service: logged after the month, not in the future, not before consent', async () => {
  const p = await patient();
  const e = await ok(nurse, 'create', enrol(p['PatientID']));
  const today = new Date().toISOString().slice(0, 10);
  const dated = await ok(nurse, 'create', entry(e, { ServiceDate: '2026-01-31T00:00:00.000Z' }));
  assert.equal(dated['ServiceDate'], '2026-01-31T00:00:00.000Z');
  assert.notEqual(String(dated['Timestamp']).slice(0, 7), '2026-01', 'recorded now, for January');
  const undated = await ok(nurse, 'create', entry(e));
  assert.equal(undated['ServiceDate'], `${today}T00:00:00.000Z`, 'without one, the day it is recorded');
  const january = (await h.gql(nurse, documents.listBy(11), { pk: pk.timeMonth('north', 'ccm', '2026-01') })).body.data!['listByGSI11']['items'] as Row[];
  assert.deepEqual(january.filter((row) => row['PatientID'] === p['PatientID']).map((row) => row['id']), [dated['id']]);
  await refused(nurse, 'create', entry(e, { ServiceDate: '2099-01-01T00:00:00.000Z' }), /ServiceDate|future/);
  await refused(nurse, 'create', entry(e, { ServiceDate: '2026-01-04T00:00:00.000Z' }), /before the patient's consent \(2026-01-05\)/);
  const closed = await ok(nurse, 'update', { id: e['id'], Version: e['Version'], CustomArray: JSON.stringify(['2026-01']) });
  await refused(nurse, 'create', entry(closed, { ServiceDate: '2026-01-20T00:00:00.000Z' }), /2026-01 is closed for billing/);
  await refused(nurse, 'update', { id: undated['id'], Version: undated['Version'], ServiceDate: '2026-01-20T00:00:00.000Z' }, /2026-01 is closed for billing/);
  assert.equal((await entriesOf(e)).length, 2);
});

test('one billing practitioner per patient-month', async () => {
  const p = await patient();
  const e = await ok(nurse, 'create', enrol(p['PatientID']));
  const moved = await ok(nurse, 'update', { id: e['id'], Version: e['Version'], AssignedTo: other });
  await ok(nurse, 'create', entry(moved));
  await refused(nurse, 'update', { id: e['id'], Version: moved['Version'], AssignedTo: practitioner }, /One billing practitioner per patient-month/);
});

test('a GLP-1 dose is refused while the medication’s prior authorisation has expired; B12 needs none', async () => {
  const p = await patient();
  const med = await ok(nurse, 'create', {
    EntityType: 'Medication', PatientID: p['PatientID'], Medication: 'Semaglutide (Wegovy) 1 mg', Dosage: '1 mg', Frequency: 'Once weekly', Status: 'Active', StartDate: '2026-01-06T12:00:00.000Z',
    PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', ApprovedBy: 'Acme Health (PA 12345678)', DateExpired: '2026-02-01T00:00:00.000Z',
  });
  const dose = { EntityType: 'Injection', PatientID: p['PatientID'], Program: 'glp1', Injection: 'Semaglutide 0.25 mg', MedicationName: 'Semaglutide (Wegovy)', Dosage: '0.25 mg', InjectionType: 'Subcutaneous', DateAdministered: new Date().toISOString() };
  await refused(nurse, 'create', dose, /not enrolled in GLP1/);
  await ok(nurse, 'create', { EntityType: 'ProgramEnrollment', PatientID: p['PatientID'], Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', Variation: 'wegovy' });
  await refused(nurse, 'create', dose, /prior authorisation of Semaglutide \(Wegovy\) 1 mg expired on 2026-02-01/);
  await ok(nurse, 'update', { id: med['id'], Version: med['Version'], DateExpired: '2099-01-01T00:00:00.000Z' });
  await ok(nurse, 'create', dose);
  await ok(nurse, 'create', { ...dose, Program: 'b12', Injection: 'Vitamin B12 1000 mcg' });
});

test('an injection enrolment keeps to its program’s protocols and a prior authorisation that does not end before it starts', async () => {
  const p = await patient();
  const glp1 = { EntityType: 'ProgramEnrollment', PatientID: p['PatientID'], Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active' };
  await refused(nurse, 'create', { ...glp1, Variation: 'monthly' }, /protocol of GLP1 is one of wegovy, ozempic, tirzepatide/);
  await refused(nurse, 'create', { ...glp1, Variation: 'tirzepatide', StartDate: '2026-02-01T00:00:00.000Z', DateExpired: '2026-01-01T00:00:00.000Z' }, /Authorised until cannot be before start date/);
  await ok(nurse, 'create', { ...glp1, Variation: 'tirzepatide', StartDate: '2026-01-01T00:00:00.000Z', DateExpired: '2026-12-31T00:00:00.000Z' });
  await ok(nurse, 'create', { ...glp1, Program: 'b12', Variation: 'loading' });
});

test('a GLP-1 dose keeps to the escalation: first step first, one step up after four weekly doses', async () => {
  const p = await patient();
  await ok(nurse, 'create', { EntityType: 'ProgramEnrollment', PatientID: p['PatientID'], Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', Variation: 'tirzepatide' });
  await ok(nurse, 'create', {
    EntityType: 'Medication', PatientID: p['PatientID'], Medication: 'Tirzepatide (Zepbound)', Dosage: '2.5 mg', Frequency: 'Once weekly', Status: 'Active', StartDate: '2026-01-06T12:00:00.000Z',
    PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', ApprovedBy: 'Acme Health (PA 1)', DateExpired: '2099-01-01T00:00:00.000Z',
  });
  const dose = (mg: number, week: number) => ({
    EntityType: 'Injection', PatientID: p['PatientID'], Program: 'glp1', Injection: `Tirzepatide ${mg} mg`, MedicationName: 'Tirzepatide (Zepbound)', Dosage: `${mg} mg`, InjectionType: 'Subcutaneous',
    DateAdministered: new Date(Date.UTC(2026, 0, 6 + 7 * week)).toISOString(),
  });
  await refused(nurse, 'create', dose(5, 0), /the first dose is 2.5 mg/);
  for (let week = 0; week < 3; week++) await ok(nurse, 'create', dose(2.5, week));
  await refused(nurse, 'create', dose(5, 3), /after 3 weekly doses of 2.5 mg the highest dose allowed is 2.5 mg/);
  await ok(nurse, 'create', dose(2.5, 3));
  await refused(nurse, 'create', dose(7.5, 4), /highest dose allowed is 5 mg/);
  await ok(nurse, 'create', dose(5, 4));
});
