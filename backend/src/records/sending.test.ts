/**
 * The server planners that send work to billing, over the wire: `sendVisitToBilling` makes a
 * checked-out visit's wrap-up a draft claim once; `closeCareMonth` makes a patient's CCM or RPM
 * month a draft claim of its care codes once. Each is one transaction: a refusal saves nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pk } from '@emr/domain';
import { buildItem } from '@emr/domain/server';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { type VisitDay, visitAt } from '../testing/visits.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north', 'south'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['admin', 'north', 'admin'], ['dark', 'north', 'dark'], ['south', 'south', 'user']])));

after(() => h.close());

/** What the enrolment forms send beside the program: CCM's care plan and practitioner, RPM's device and practitioner. */
const ccmForm = { Note: 'Monthly review', AssignedTo: 'practitioner-1' };
const rpmForm = { AssignedTo: 'practitioner-1', Name: 'bloodPressureCuff', CustomID: 'SN-1' };
const SEND = 'mutation ($v: String!) { sendVisitToBilling(visitId: $v) }';
const CLOSE = 'mutation ($p: String!, $program: String!, $month: String!, $facts: AWSJSON) { closeCareMonth(patientId: $p, program: $program, month: $month, facts: $facts) }';

async function call(who: string, document: string, variables: Row): Promise<GqlBody> {
  return (await h.gql(t[who], document, variables)).body;
}
function answer(body: GqlBody): Row {
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(Object.values(body.data!)[0])) as Row;
}
function refusal(body: GqlBody, type: string, field?: string): void {
  assert.equal(body.errors?.[0]?.errorType, type, JSON.stringify(body.errors ?? body.data));
  if (field) assert.match(body.errors![0]!.message, new RegExp(`\\b${field}\\b`), body.errors![0]!.message);
}
async function create(who: string, input: Row): Promise<Row> {
  const body = (await h.gql(t[who], documents.create, { input })).body;
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!['createEMR'] as Row;
}
const get = async (who: string, id: string) => (await h.gql(t[who], documents.get, { id })).body.data!['getEMR'] as Row;
const claimsOfVisit = async (visitId: string) =>
  (await h.gql(t['billing'], documents.listBy(5), { pk: pk.parent('north', 'Claim', visitId) })).body.data!['listByGSI5']['items'] as Row[];

const charges = [{ cpt: '99214', amount: 150, pointers: ['A', 'B'], description: 'Office visit' }, { cpt: '83036', amount: 25.5, pointers: ['A'] }];
let n = 0;
/** A visit of a new patient, walked through the day to `status` (checked out with its signed note and this wrap-up). */
const visit = (status: Parameters<typeof visitAt>[2] = 'CheckedOut', wrapUp: Partial<VisitDay> = {}) =>
  visitAt(h, t['nurse']!, status, { patientId: `NO-${String(++n).padStart(6, '0')}`, visitDate: '2026-03-02T09:00:00.000Z', diagnoses: ['E11.9', 'I10'], charges, ...wrapUp });

describe('sendVisitToBilling', () => {
  test("a checked-out visit becomes a draft claim of its wrap-up lines, stamped and linked; a second send is refused", async () => {
    const v = await visit();
    const { claim, visit: sent, charges: lines } = answer(await call('nurse', SEND, { v: v['id'] }));
    assert.deepEqual([claim.Status, claim.LinkedToVisit, claim.TotalCharges, claim.RemainingBalance], ['Draft', v['id'], 175.5, 175.5]);
    assert.match(claim.Claim, /^CLM-NO-\d{5}$/);
    assert.deepEqual(claim.Diagnoses, ['E11.9', 'I10']);
    assert.deepEqual(lines.map((c: Row) => [c.CPTCode, c.Amount, c.Units, c.DiagnosisPointers]), [['99214', 150, 1, ['A', 'B']], ['83036', 25.5, 1, ['A']]]);
    assert.deepEqual([sent.LinkedToClaim, sent.PaymentStatus, sent.SendingHistory.length], [claim.id, 'Unbilled', 1]);

    refusal(await call('billing', SEND, { v: v['id'] }), 'ValidationException', 'LinkedToClaim');
    assert.equal((await claimsOfVisit(v['id'])).length, 1, 'nothing more was made');
    const seenByBilling = await get('billing', v['id']);
    assert.equal(JSON.parse(seenByBilling['SendingHistory']).length, 1, 'billing sees who sent it');
    assert.equal(seenByBilling['WrapUps'], null, 'but not the clinical wrap-up');
  });

  test('the claim’s diagnosis slots are the wrap-up’s, in its order (the stored slot letters keep their codes)', async () => {
    // the signed note names E11.9 then I10; the wrap-up holds them the other way round
    const v = await visit('CheckedOut', { diagnoses: ['I10', 'E11.9'], charges: [{ cpt: '99213', amount: 90, pointers: ['A'] }] });
    const { claim, charges: lines } = answer(await call('nurse', SEND, { v: v['id'] }));
    assert.deepEqual(claim.Diagnoses, ['I10', 'E11.9']);
    assert.deepEqual(lines.map((c: Row) => c.DiagnosisPointers), [['A']]);
  });

  test('a visit not checked out, of another clinic or sent by dark is refused and nothing is saved', async () => {
    const wrappingUp = await visit('WrapUp');
    refusal(await call('billing', SEND, { v: wrappingUp['id'] }), 'ValidationException', 'VisitStatus');
    assert.deepEqual(await claimsOfVisit(wrappingUp['id']), []);
    assert.equal((await get('nurse', wrappingUp['id']))['LinkedToClaim'], null);
    refusal(await call('south', SEND, { v: wrappingUp['id'] }), 'DynamoDB:ConditionalCheckFailedException');
    refusal(await call('dark', SEND, { v: wrappingUp['id'] }), 'AccessDeniedException');
  });
});

describe('closeCareMonth', () => {
  const at = new Date().toISOString();
  const store = () => createRecordStore(h.app.db);
  function stored(kind: 'Patient' | 'TimeEntry' | 'Diagnosis' | 'Vitals', fields: Row): void {
    store().insert(buildItem({ id: `${kind}-${++n}`, clinicId: 'north', kind, fields, version: 1, createdAt: at, updatedAt: at }));
  }
  function patient(): string {
    const patientId = `CM-${++n}`;
    stored('Patient', { PatientID: patientId, FirstName: 'Cara', LastName: 'Month', DOB: '1950-01-01T00:00:00.000Z' });
    stored('Diagnosis', { PatientID: patientId, Diagnosis: 'E11.9 Type 2 diabetes mellitus', Status: 'Active', StartDate: '2025-01-01T00:00:00.000Z' });
    return patientId;
  }
  /** RPM readings on the first `days` days of a month (the server counts the device days from them). */
  const readings = (patientId: string, month: string, days: number) => {
    for (let d = 1; d <= days; d++) stored('Vitals', { PatientID: patientId, Program: 'rpm', DateConducted: `${month}-${String(d).padStart(2, '0')}T08:00:00.000Z`, Vitals: { systolic: 120, diastolic: 80 } });
  };
  const minutes = (patientId: string, program: string, day: string, time: number, provider = 0) =>
    stored('TimeEntry', { PatientID: patientId, Program: program, Time: String(time), ProviderTime: String(provider), Timestamp: `${day}T10:00:00.000Z` });

  test("a CCM month's minutes become a draft claim of careMonthCodes, once", async () => {
    const p = patient();
    minutes(p, 'ccm', '2026-01-05', 25);
    minutes(p, 'ccm', '2026-01-20', 20, 10);
    minutes(p, 'ccm', '2026-02-02', 30);
    const { claim, charges } = answer(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-01' }));
    assert.deepEqual([claim.Status, claim.CareMonth, claim.PatientID, claim.Diagnoses], ['Draft', 'ccm:2026-01', p, ['E11.9']]);
    // 45 minutes, 10 of them the practitioner's: the staff path, 99490 and one 99439
    assert.deepEqual(charges.map((c: Row) => [c.CPTCode, c.Units, c.DiagnosisPointers]), [['99439', 1, ['A']], ['99490', 1, ['A']]]);
    refusal(await call('nurse', CLOSE, { p, program: 'ccm', month: '2026-01' }), 'ValidationException', 'CareMonth');
    readings(p, '2026-01', 16);
    const rpm = answer(await call('nurse', CLOSE, { p, program: 'rpm', month: '2026-01', facts: JSON.stringify({ interactiveCommunication: true }) }));
    assert.deepEqual(rpm['charges'].map((c: Row) => c.CPTCode), ['99453', '99454'], 'no RPM minutes: device codes only');
  });

  test('a month not over, without minutes, a bad program, month or fact, or an unknown patient is refused', async () => {
    const p = patient();
    minutes(p, 'ccm', '2026-01-05', 5);
    refusal(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-01' }), 'ValidationException', 'month');
    refusal(await call('billing', CLOSE, { p, program: 'ccm', month: new Date().toISOString().slice(0, 7) }), 'ValidationException', 'month');
    refusal(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-13' }), 'ValidationException', 'month');
    refusal(await call('billing', CLOSE, { p, program: 'flu', month: '2026-01' }), 'ValidationException', 'program');
    refusal(await call('billing', CLOSE, { p, program: 'rpm', month: '2026-01', facts: JSON.stringify({ setupBilled: 'no' }) }), 'BadRequestException', 'facts');
    refusal(await call('billing', CLOSE, { p, program: 'rpm', month: '2026-01', facts: JSON.stringify({ deviceDays: 16 }) }), 'BadRequestException', 'facts');
    refusal(await call('billing', CLOSE, { p: 'NO-SUCH', program: 'ccm', month: '2026-01' }), 'ValidationException', 'patientId');
    refusal(await call('dark', CLOSE, { p, program: 'ccm', month: '2026-01' }), 'AccessDeniedException');
  });

  test("closing locks the month on the patient's enrolment; a closed month is not closed again; another clinic's patient is unknown", async () => {
    const p = patient();
    const enrolment = await create('nurse', { EntityType: 'ProgramEnrollment', PatientID: p, Program: 'ccm', EnrollmentDate: '2026-01-02T12:00:00.000Z', Status: 'Active', Variation: 'Complex', ...ccmForm });
    const entry = { EntityType: 'TimeEntry', PatientID: p, Program: 'ccm', LinkedToProgram: enrolment['id'], ProviderTime: '0' };
    await create('nurse', { ...entry, Time: '40', ServiceDate: '2026-01-10T00:00:00.000Z' });
    await create('nurse', { ...entry, Time: '25', ServiceDate: '2026-01-31T00:00:00.000Z' });
    refusal(await call('south', CLOSE, { p, program: 'ccm', month: '2026-01' }), 'ValidationException', 'patientId');
    const { claim, charges } = answer(await call('nurse', CLOSE, { p, program: 'ccm', month: '2026-01' }));
    // 65 minutes of a complex patient (from the enrolment): 99487
    assert.deepEqual(charges.map((c: Row) => [c.CPTCode, c.Units]), [['99487', 1]]);
    assert.equal(claim.CareMonth, 'ccm:2026-01');
    const locked = await get('nurse', enrolment['id']);
    assert.deepEqual(JSON.parse(locked['CustomArray']), ['2026-01']);
    const late = (await h.gql(t['nurse'], documents.create, { input: { ...entry, Time: '5', ServiceDate: '2026-01-31T00:00:00.000Z' } })).body;
    refusal(late, 'ValidationException');
    assert.match(late.errors![0]!.message, /2026-01 is closed for billing/);
    refusal(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-01' }), 'ValidationException', 'CareMonth');
  });

  test('a patient under APCM bills no CCM code from its start month (a caller stating otherwise is refused); RPM still bills', async () => {
    const p = `CM-${++n}`;
    stored('Patient', { PatientID: p, FirstName: 'Ada', LastName: 'Apcm', DOB: '1950-01-01T00:00:00.000Z', ApcmSince: '2026-02' });
    minutes(p, 'ccm', '2026-01-10', 25);
    minutes(p, 'ccm', '2026-02-10', 25);
    const january = answer(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-01' }));
    assert.deepEqual(january['charges'].map((c: Row) => c.CPTCode), ['99490'], 'before APCM began');
    refusal(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-02', facts: JSON.stringify({ apcm: false }) }), 'ValidationException', 'facts');
    const body = await call('billing', CLOSE, { p, program: 'ccm', month: '2026-02' });
    refusal(body, 'ValidationException', 'month');
    assert.match(body.errors![0]!.message, /Nothing to bill/);
    readings(p, '2026-02', 16);
    const rpm = answer(await call('billing', CLOSE, { p, program: 'rpm', month: '2026-02' }));
    assert.deepEqual(rpm['charges'].map((c: Row) => c.CPTCode), ['99453', '99454']);
  });

  test("RPM device days are the server's count of reading days in the 30-day period that ends within the month", async () => {
    const p = patient();
    await create('nurse', { EntityType: 'ProgramEnrollment', PatientID: p, Program: 'rpm', EnrollmentDate: '2026-01-10T12:00:00.000Z', Status: 'Active', ...rpmForm, StartDate: '2026-01-10T12:00:00.000Z' });
    // the period Jan 10 – Feb 8: 10 reading days in January (22nd–31st), 8 in February (1st–8th), 3 more after it
    for (let d = 22; d <= 31; d++) stored('Vitals', { PatientID: p, Program: 'rpm', DateConducted: `2026-01-${d}T08:00:00.000Z`, Vitals: { spo2: 97 } });
    readings(p, '2026-02', 11);
    const january = await call('billing', CLOSE, { p, program: 'rpm', month: '2026-01' });
    assert.match(january.errors?.[0]?.message ?? '', /Nothing to bill/, 'no period ends in January');
    const { charges } = answer(await call('billing', CLOSE, { p, program: 'rpm', month: '2026-02' }));
    assert.deepEqual(charges.map((c: Row) => c.CPTCode), ['99453', '99454'], '16 days in the period, though neither month alone has 16');
  });

  test('the device set-up (99453) is billed once, with the first month whose device days reach a device code, not with the first month closed; a re-run changes nothing', async () => {
    const p = patient();
    // the device given late in July: its first period (Jul 30 – Aug 28) ends in August, the next (Aug 29 – Sep 27) in September
    const enrolment = await create('nurse', { EntityType: 'ProgramEnrollment', PatientID: p, Program: 'rpm', EnrollmentDate: '2026-07-30T12:00:00.000Z', Status: 'Active', ...rpmForm, StartDate: '2026-07-30T12:00:00.000Z' });
    const reading = (day: string) => stored('Vitals', { PatientID: p, Program: 'rpm', DateConducted: `${day}T08:00:00.000Z`, Vitals: { glucose: 120 } });
    const codesOf = async (month: string) => answer(await call('billing', CLOSE, { p, program: 'rpm', month }))['charges'].map((c: Row) => c.CPTCode).sort();
    reading('2026-07-30');
    stored('TimeEntry', { PatientID: p, Program: 'rpm', LinkedToProgram: enrolment['id'], Time: '20', ProviderTime: '0', Supervised: true, Timestamp: '2026-07-31T10:00:00.000Z' });
    assert.deepEqual(await codesOf('2026-07'), ['99457'], 'July: 1 device day, no device code and no set-up');
    assert.equal((await get('nurse', enrolment['id']))['CustomTime'], null);
    for (let d = 1; d <= 20; d++) reading(`2026-08-${String(d).padStart(2, '0')}`);
    assert.deepEqual(await codesOf('2026-08'), ['99453', '99454'], 'August: 21 device days, the set-up with them');
    assert.equal((await get('nurse', enrolment['id']))['CustomTime'], '2026-08-01T00:00:00.000Z', 'the enrolment says which month billed the set-up');
    for (let d = 1; d <= 18; d++) reading(`2026-09-${String(d).padStart(2, '0')}`);
    assert.deepEqual(await codesOf('2026-09'), ['99454'], 'September: the device code, the set-up not again');

    // a re-run, alone or with the clinic's batch, changes nothing
    const before = await get('nurse', enrolment['id']);
    refusal(await call('billing', CLOSE, { p, program: 'rpm', month: '2026-09' }), 'ValidationException', 'CareMonth');
    const again = answer(await call('billing', 'mutation ($program: String!, $month: String!) { closeCareMonths(program: $program, month: $month) }', { program: 'rpm', month: '2026-09' }));
    // (other patients' RPM enrolments of this clinic are locked with nothing to bill)
    assert.deepEqual([again['claims'], again['failed'], again['closedAlready']], [[], [], 1]);
    const after = await get('nurse', enrolment['id']);
    assert.deepEqual([after['Version'], after['CustomArray'], after['CustomTime']], [before['Version'], before['CustomArray'], '2026-08-01T00:00:00.000Z']);
    const claims = (await h.gql(t['billing'], documents.listBy(7), { pk: pk.careMonth('north', p) })).body.data!['listByGSI7']['items'] as Row[];
    assert.deepEqual(claims.map((c) => c['CareMonth']).sort(), ['rpm:2026-07', 'rpm:2026-08', 'rpm:2026-09']);
  });

  test('a month billed already makes no second claim, even reopened: its claim keeps the month (CareMonth), alone or in the batch', async () => {
    const p = patient();
    const enrolment = await create('nurse', { EntityType: 'ProgramEnrollment', PatientID: p, Program: 'ccm', EnrollmentDate: '2026-03-02T12:00:00.000Z', Status: 'Active', ...ccmForm });
    await create('nurse', { EntityType: 'TimeEntry', PatientID: p, Program: 'ccm', LinkedToProgram: enrolment['id'], ProviderTime: '0', Time: '25', ServiceDate: '2026-03-10T00:00:00.000Z' });
    answer(await call('billing', CLOSE, { p, program: 'ccm', month: '2026-03' }));
    const locked = await get('admin', enrolment['id']);
    assert.equal((await h.gql(t['admin'], documents.update, { input: { id: enrolment['id'], Version: locked['Version'], CustomArray: JSON.stringify([]) } })).body.errors, undefined, 'the administrator reopens March');
    const again = await call('billing', CLOSE, { p, program: 'ccm', month: '2026-03' });
    assert.ok(again.errors?.length, 'a second close of March is refused');
    const batch = answer(await call('billing', 'mutation ($program: String!, $month: String!) { closeCareMonths(program: $program, month: $month) }', { program: 'ccm', month: '2026-03' }));
    assert.deepEqual([batch['claims'].filter((c: Row) => c.patientId === p), batch['failed'].map((f: Row) => f.patientId)], [[], [p]]);
    const claims = (await h.gql(t['billing'], documents.listBy(7), { pk: pk.careMonth('north', p) })).body.data!['listByGSI7']['items'] as Row[];
    assert.deepEqual(claims.map((c) => c['CareMonth']), ['ccm:2026-03'], 'one claim for March');
  });

  test('a month locked without a claim (nothing to bill) is not closed again', async () => {
    const p = patient();
    const enrolment = await create('nurse', { EntityType: 'ProgramEnrollment', PatientID: p, Program: 'rpm', EnrollmentDate: '2026-01-02T12:00:00.000Z', Status: 'Active', ...rpmForm, StartDate: '2026-01-02T12:00:00.000Z' });
    await h.gql(t['nurse'], documents.update, { input: { id: enrolment['id'], Version: enrolment['Version'], CustomArray: JSON.stringify(['2026-01']) } });
    readings(p, '2026-01', 20);
    const body = await call('billing', CLOSE, { p, program: 'rpm', month: '2026-01' });
    refusal(body, 'ValidationException', 'CareMonth');
    assert.match(body.errors![0]!.message, /closed already/);
  });
});
