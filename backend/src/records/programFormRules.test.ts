/**
 * The care programs' forms' rules over the wire (domain/src/programs/fieldSpecs.ts): a value the
 * goal-weight, time entry, reading, enrolment and dose forms refuse, the server refuses with the
 * same rule's sentence naming the field, and stores nothing. The enrolment's and the dose's rules
 * bind new records: an older row without the field still updates (the month close's lock).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from './store.ts';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('nurse@north.test', 'north', 'user');
  token = await h.signIn('nurse@north.test');
});

after(() => h.close());

const enrolment = { EntityType: 'ProgramEnrollment', PatientID: 'NO-000007', Program: 'obesity', EnrollmentDate: '2026-01-10T12:00:00.000Z', Status: 'Active' };

test('an obesity goal weight outside 50–1000 lb, or with two decimals, is refused with the form’s rule; a good one is saved', async () => {
  for (const [goal, sentence] of [
    [20, 'Goal weight must be from 50 to 1000.'],
    [1200, 'Goal weight must be from 50 to 1000.'],
    [180.25, 'Goal weight has too many decimals: at most 1.'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...enrolment, CustomFloat: goal } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.match(error?.message ?? '', new RegExp(`CustomFloat: ${sentence.replace(/[.]/g, '\\.')}`));
  }
  const saved = await h.gql(token, documents.create, { input: { ...enrolment, CustomFloat: 190.5 } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
  const row = saved.body.data!['createEMR'] as Record<string, unknown>;
  assert.equal(row['CustomFloat'], 190.5);
  const changed = await h.gql(token, documents.update, { input: { id: row['id'], Version: row['Version'], CustomFloat: 30 } });
  assert.match((changed.body.errors?.[0] as { message?: string } | undefined)?.message ?? '', /CustomFloat: Goal weight must be from 50 to 1000\./);
});

test('a time entry the form refuses — minutes not whole, under 1 (negative) or over a day, a date of service in the future, what was done too long — the server refuses with the same rule', async () => {
  const created = await h.gql(token, documents.create, { input: { ...enrolment, PatientID: 'NO-000008', Program: 'ccm', Note: 'Monthly review', AssignedTo: 'practitioner-1' } });
  const enrolmentId = (created.body.data!['createEMR'] as Record<string, unknown>)['id'];
  const entry = { EntityType: 'TimeEntry', PatientID: 'NO-000008', Program: 'ccm', LinkedToProgram: enrolmentId, Time: '20', ProviderTime: '0', ServiceDate: '2026-01-20T00:00:00.000Z' };
  for (const [change, sentence] of [
    [{ Time: '0' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '-5' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '1441' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '2.5' }, 'Time: Minutes must be a whole number.'],
    [{ ServiceDate: '2099-01-01T00:00:00.000Z' }, 'Date of service cannot be in the future.'],
    [{ Description: 'x'.repeat(4001) }, 'Description: What was done is too long: at most 4000 characters.'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...entry, ...change } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.ok(error?.message?.includes(sentence), `${error?.message} should say ${sentence}`);
  }
  const saved = await h.gql(token, documents.create, { input: entry });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
});

test('an RPM reading the form refuses — a glucose or SpO2 out of range, a diastolic not below the systolic — the server refuses with the same rule', async () => {
  const reading = { EntityType: 'Vitals', PatientID: 'NO-000008', Program: 'rpm', DateConducted: '2026-01-20T08:00:00.000Z' };
  for (const [values, sentence] of [
    [{ glucose: 5 }, 'Glucose must be from 10 to 1000.'],
    [{ spo2: 40 }, 'must be from 50 to 100.'],
    [{ systolic: 120, diastolic: 130 }, 'must be less than'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...reading, Vitals: JSON.stringify(values) } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.ok(error?.message?.includes(sentence), `${error?.message} should say ${sentence}`);
  }
  const saved = await h.gql(token, documents.create, { input: { ...reading, Vitals: JSON.stringify({ glucose: 110 }) } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
});

type Row = Record<string, unknown>;

/** The fields of a refusal (each with its sentence), or the error when it is not a validation refusal. */
async function refusal(input: Row): Promise<unknown> {
  const res = await h.gql(token, documents.create, { input });
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
  return Object.fromEntries((error?.message ?? '').replace(/^[^:]*: /, '').split('; ').map((part) => part.split(/: (.*)/s).slice(0, 2)));
}
const rows = async (kind: string) => ((await h.gql(token, documents.listBy(1), { pk: `north#${kind}` })).body.data!['listByGSI1'] as { items: Row[] }).items.length;

test('a CCM enrolment without its care plan or billing practitioner, or an RPM one without a real device, serial and start date, is refused as the enrolment forms refuse it', async () => {
  const before = await rows('ProgramEnrollment');
  const ccm = { ...enrolment, PatientID: 'NO-000020', Program: 'ccm' };
  assert.deepEqual(await refusal(ccm), { Note: 'Care plan is required.', AssignedTo: 'Billing practitioner is required.' });
  assert.deepEqual(await refusal({ ...ccm, Note: 'x'.repeat(4001), AssignedTo: 'practitioner-1' }), { Note: 'Care plan is too long: at most 4000 characters.' });
  const rpm = { ...enrolment, PatientID: 'NO-000020', Program: 'rpm', AssignedTo: 'practitioner-1' };
  assert.deepEqual(await refusal(rpm), { Name: 'Choose a value for Device type.', CustomID: 'Device serial is required.', StartDate: 'Start date is required.' });
  assert.deepEqual(await refusal({ ...rpm, Name: 'toaster', CustomID: 'SN-1', StartDate: '2026-01-10T12:00:00.000Z' }), { Name: 'Choose a value for Device type.' });
  assert.equal(await rows('ProgramEnrollment'), before, 'nothing refused was stored');
  const saved = await h.gql(token, documents.create, { input: { ...rpm, Name: 'scale', CustomID: 'SN-1', StartDate: '2026-01-10T12:00:00.000Z' } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
  assert.equal(await rows('ProgramEnrollment'), before + 1);
});

test('an enrolment stored before these rules updates (the month close locks it), but an update cannot clear what a new one must hold', async () => {
  const at = new Date().toISOString();
  createRecordStore(h.app.db).insert(buildItem({ id: 'old-ccm', clinicId: 'north', kind: 'ProgramEnrollment', fields: { ...enrolment, PatientID: 'NO-000021', Program: 'ccm' }, version: 1, createdAt: at, updatedAt: at }));
  const locked = await h.gql(token, documents.update, { input: { id: 'old-ccm', Version: 1, CustomArray: JSON.stringify(['2026-01']) } });
  assert.equal(locked.body.errors, undefined, JSON.stringify(locked.body.errors));
  const planned = await h.gql(token, documents.update, { input: { id: 'old-ccm', Version: 2, Note: 'Monthly review' } });
  assert.equal(planned.body.errors, undefined, JSON.stringify(planned.body.errors));
  const cleared = await h.gql(token, documents.update, { input: { id: 'old-ccm', Version: 3, Note: '' } });
  assert.match((cleared.body.errors?.[0] as { message?: string } | undefined)?.message ?? '', /Note: Care plan is required\./);
});

test('a program dose without its dose, with an expiry before the day it is given, or a lot or site too long is refused as the administration form refuses it', async () => {
  const before = await rows('Injection');
  const dose = { EntityType: 'Injection', PatientID: 'NO-000022', Program: 'b12', Injection: 'Cyanocobalamin 1000 mcg', MedicationName: 'Cyanocobalamin', InjectionType: 'Intramuscular', DateAdministered: '2026-01-20T09:00:00.000Z' };
  assert.deepEqual(await refusal(dose), { Dosage: 'Dose is required.' });
  assert.deepEqual(await refusal({ ...dose, Dosage: '1000 mcg', DateExpired: '2026-01-19T00:00:00.000Z' }), { DateExpired: 'Expiry cannot be before date administered.' });
  assert.deepEqual(await refusal({ ...dose, Dosage: '1000 mcg', CustomString: `Lot ${'L'.repeat(100)}`, Comment: 'S'.repeat(101) }), {
    CustomString: 'Lot is too long: at most 100 characters.',
    Comment: 'Site is too long: at most 100 characters.',
  });
  assert.equal(await rows('Injection'), before, 'nothing refused was stored');
  const saved = await h.gql(token, documents.create, { input: { ...dose, Dosage: '1000 mcg', DateExpired: '2027-01-01T00:00:00.000Z', CustomString: 'Lot A1', Comment: 'Left deltoid' } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
  assert.equal(await rows('Injection'), before + 1);
});

test('a GLP-1 or Prolia enrolment whose prior authorisation ends before it starts is refused with the enrolment form’s sentence, on create and on an update; the same day is kept', async () => {
  const before = await rows('ProgramEnrollment');
  const glp1 = { ...enrolment, PatientID: 'NO-000023', Program: 'glp1', Variation: 'tirzepatide', StartDate: '2026-02-01T00:00:00.000Z' };
  assert.deepEqual(await refusal({ ...glp1, DateExpired: '2026-01-31T00:00:00.000Z' }), { DateExpired: 'Authorised until cannot be before start date.' });
  assert.deepEqual(await refusal({ ...glp1, Program: 'prolia', Variation: null, DateExpired: '2026-01-01T00:00:00.000Z' }), { DateExpired: 'Authorised until cannot be before start date.' });
  assert.equal(await rows('ProgramEnrollment'), before, 'nothing refused was stored');
  const saved = await h.gql(token, documents.create, { input: { ...glp1, DateExpired: '2026-02-01T00:00:00.000Z' } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
  const row = saved.body.data!['createEMR'] as Row;
  const moved = await h.gql(token, documents.update, { input: { id: row['id'], Version: row['Version'], StartDate: '2026-03-01T00:00:00.000Z' } });
  assert.match((moved.body.errors?.[0] as { message?: string } | undefined)?.message ?? '', /DateExpired: Authorised until cannot be before start date\./);
});
