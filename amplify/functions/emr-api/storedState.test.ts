/**
 * Issue 24 in the cloud: emr-api applies the same write path as the embedded server
 * (@emr/domain/server writePipeline.ts), so each family of rules holds here too — a visit's
 * states and its server-owned fields, immutable links, the ledger's posted statuses and one
 * reversal per posting (its unique slot claimed by a marker row), time entries locked by their
 * patient's closed month in UTC, stated facts, authorised doses, the access log of every row
 * shown or evaluated (also when the transaction fails), grants, limits and the RPM alert.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ERROR_TYPES, pk } from '@emr/domain';
import { codeClaimId } from '../shared/table.ts';
import { STAMP, row, staffId } from '../shared/testing/fixtures.ts';
import { type Args, data, errorType, message, transactions, world } from './testing.ts';

const [user, billing] = [staffId('north', 'user'), staffId('north', 'billing')];
const wrapUp = { diagnoses: ['I10'], charges: [{ cpt: '99213', amount: 90, units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' };

/** A visit checked out as the server holds one (its times, complete wrap-up and signed note), stored. */
function checkedOut(w: ReturnType<typeof world>, id: string, patientId = 'P1'): void {
  w.put(row('Visit', id, 'north', { PatientID: patientId, VisitDate: STAMP, VisitStatus: 'CheckedOut', CheckInTime: STAMP, CheckOutTime: STAMP, WrapUps: [wrapUp] }));
  w.put(row('Note', `${id}-note`, 'north', { PatientID: patientId, LinkedToVisit: id, Status: 'Signed', Note: 'A: hypertension' }));
}

describe('emr-api: the stored-state rules of issue 24, as on the embedded server', () => {
  test('a visit is created Scheduled, its times and claim link are the server’s, a checked-out wrap-up is final, its patient fixed, a visit under a note not deleted', async () => {
    const w = world();
    const forged = { EntityType: 'Visit', PatientID: 'P1', VisitDate: STAMP, VisitStatus: 'CheckedOut', WrapUps: [wrapUp] };
    assert.match(message(await w.call('createEMR', { input: forged }, user)), /A new visit is Scheduled/);
    assert.match(message(await w.call('createEMR', { input: { ...forged, VisitStatus: 'Scheduled', CheckInTime: STAMP } }, user)), /CheckInTime: Is kept by the server/);
    checkedOut(w, 'v1');
    for (const [changes, refusal] of [
      [{ WrapUps: [{ ...wrapUp, charges: [{ cpt: '99215', units: 3, pointers: ['A'] }] }] }, /wrap-up of a checked-out visit is final/],
      [{ PaymentStatus: 'Paid', LinkedToClaim: 'x' }, /Is kept by the server/],
      [{ PatientID: 'P2' }, /PatientID of a record cannot change/],
    ] as const) {
      assert.match(message(await w.call('updateEMR', { input: { id: 'v1', Version: 1, ...changes } }, user)), refusal);
    }
    assert.match(message(await w.call('deleteEMR', { input: { id: 'v1' } }, user)), /Note records point at it/);
    assert.equal(w.stored('north', 'v1')!['Version'], 1);
    const sent = data(await w.call('sendVisitToBilling', { visitId: 'v1' }, billing));
    assert.equal((sent['claim'] as Args)['LinkedToVisit'], 'v1');
    assert.match(message(await w.call('createEMR', { input: { EntityType: 'Claim', PatientID: 'P1', ClaimDate: STAMP, LinkedToVisit: 'v1' } }, billing)), /billed by claim .* already/);
  });

  test('a paid claim leaves Paid only through a posting; a posting is reversed once, its slot claimed by a marker row', async () => {
    const w = world();
    data(await w.call('createEMR', { input: { id: 'c1', EntityType: 'Claim', PatientID: 'P1', ClaimDate: STAMP } }, billing));
    data(await w.call('createEMR', { input: { EntityType: 'Charge', LinkedToClaim: 'c1', CPTCode: '99213', Amount: 100, DiagnosisPointers: [] } }, billing));
    data(await w.call('updateEMR', { input: { id: 'c1', Version: 2, Status: 'Submitted' } }, billing));
    const paid = data(await w.call('createEMR', { input: { EntityType: 'Payment', LinkedToClaim: 'c1', PaymentDate: STAMP, PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentMethod: 'EFT', BatchNumber: 'E1', BatchDate: STAMP, Amount: 100 } }, billing));
    const claim = w.stored('north', 'c1')!;
    assert.equal(claim['Status'], 'Paid');
    assert.match(message(await w.call('updateEMR', { input: { id: 'c1', Version: claim['Version'], Status: 'Rejected' } }, billing)), /leaves Paid only through a posting/);
    const reversal = { EntityType: 'Payment', LinkedToClaim: 'c1', Reverses: paid['id'], Reason: 'Wrong payer', PaymentDate: STAMP };
    data(await w.call('createEMR', { input: reversal }, billing));
    const marker = codeClaimId({ pk: pk.reversals('north'), sk: String(paid['id']) });
    assert.ok([...w.dynamo.rows.values()].some((item) => item['id'] === marker), 'the reversal claims its posting’s slot');
    assert.match(message(await w.call('createEMR', { input: reversal }, billing)), /already reversed/);
  });

  test("a plan with payments keeps its terms; a time entry keeps its enrolment, and a closed month locks it whatever its offset", async () => {
    const w = world();
    data(await w.call('createEMR', { input: { id: 'pp', EntityType: 'PaymentPlan', PatientID: 'P1', PaymentPlanID: 'PP-1', TotalAmount: 1200, TermMonths: '12', NextDueDate: '2026-01-31T00:00:00.000Z' } }, billing));
    data(await w.call('createEMR', { input: { EntityType: 'Payment', PatientID: 'P1', PaymentPlanID: 'PP-1', PaymentFrom: 'Patient', PaymentMethod: 'Card', PaymentDate: STAMP, Amount: 100 } }, billing));
    assert.match(message(await w.call('updateEMR', { input: { id: 'pp', Version: w.stored('north', 'pp')!['Version'], TotalAmount: 100 } }, billing)), /keeps its terms/);

    w.put(row('Patient', 'p1', 'north', { PatientID: 'P1', FirstName: 'Cara', LastName: 'Month', DOB: '1950-01-01T00:00:00.000Z' }));
    w.put(row('ProgramEnrollment', 'e1', 'north', { PatientID: 'P1', Program: 'ccm', EnrollmentDate: '2025-12-01T10:00:00.000Z', Status: 'Active', Note: 'Plan', AssignedTo: 'practitioner-1', CustomArray: ['2026-01'] }));
    const entry = { EntityType: 'TimeEntry', PatientID: 'P1', Program: 'ccm', Time: '30', ProviderTime: '0' };
    assert.match(message(await w.call('createEMR', { input: { ...entry, ServiceDate: '2026-02-02T00:00:00.000Z' } }, user)), /LinkedToProgram/);
    assert.match(message(await w.call('createEMR', { input: { ...entry, LinkedToProgram: 'e1', ServiceDate: '2026-02-01T05:00:00+14:00' } }, user)), /2026-01 is closed for billing/);
    const february = data(await w.call('createEMR', { input: { ...entry, LinkedToProgram: 'e1', ServiceDate: '2026-02-02T05:00:00+14:00' } }, user));
    assert.deepEqual([february['ServiceDate'], String(february['GSI11PK']).endsWith('#2026-02')], ['2026-02-01T15:00:00.000Z', true]);
    assert.match(message(await w.call('updateEMR', { input: { id: february['id'], Version: 1, LinkedToProgram: null } }, user)), /LinkedToProgram of a record cannot change/);
  });

  test('stated month-close facts add to the records, never contradict them', async () => {
    const w = world();
    w.put(row('Patient', 'p1', 'north', { PatientID: 'P1', FirstName: 'Ada', LastName: 'Apcm', DOB: '1950-01-01T00:00:00.000Z', ApcmSince: '2026-01' }));
    w.put(row('TimeEntry', 't1', 'north', { PatientID: 'P1', Program: 'ccm', Time: '25', ProviderTime: '0', ServiceDate: '2026-01-10T00:00:00.000Z' }));
    const close = await w.call('closeCareMonth', { patientId: 'P1', program: 'ccm', month: '2026-01', facts: JSON.stringify({ apcm: false }) }, billing);
    assert.match(message(close), /facts.apcm: the server's records say it holds/);
  });

  test('a GLP-1 dose needs an enrolment and an authorisation in force on its day, and an escalation it keeps to', async () => {
    const w = world();
    w.put(row('ProgramEnrollment', 'g1', 'north', { PatientID: 'P1', Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', StartDate: '2026-01-01T00:00:00.000Z', DateExpired: '2026-02-28T00:00:00.000Z' }));
    const dose = { EntityType: 'Injection', PatientID: 'P1', Program: 'glp1', Injection: 'GLP-1 (compounded)', MedicationName: 'GLP-1 (compounded)', Dosage: '50 mg', DateAdministered: '2026-02-10T15:00:00.000Z' };
    assert.match(message(await w.call('createEMR', { input: dose }, user)), /No GLP1 drug is on the patient's active medication list/);
    w.put(row('Medication', 'm1', 'north', { PatientID: 'P1', Medication: 'Semaglutide (compounded)', Dosage: '1 mg', Frequency: 'Weekly', StartDate: STAMP, Status: 'Active', PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', ApprovedBy: 'PA', DateExpired: '2099-01-01T00:00:00.000Z' }));
    assert.match(message(await w.call('createEMR', { input: dose }, user)), /escalation this dose follows is not known/);
    assert.match(message(await w.call('createEMR', { input: { ...dose, DateAdministered: '2026-03-02T15:00:00.000Z' } }, user)), /enrolment's prior authorisation expired on 2026-02-28/);
  });

  test('every row answered, and a row a condition read in a transaction that then failed, is in the access log', async () => {
    const w = world();
    w.put(row('Insurance', 'i1', 'north', { PatientID: 'P9', InsuranceName: 'Acme', InsuranceClass: 'Primary' }));
    const viewsOf = (who: string) => [...w.dynamo.rows.values()].filter((item) => item['EntityType'] === 'AccessLog' && item['ChangedBy'] === who && item['PatientID'] === 'P9');
    data(await w.call('updateEMR', { input: { id: 'i1', Version: 1 } }, user));
    assert.deepEqual(viewsOf(user).map((e) => e['Name']), ['Insurance']);
    const failed = await w.call('transactEMR', { operations: [
      { action: 'update', input: { id: 'i1', Version: 2 }, condition: { InsuranceName: { beginsWith: 'A' } } },
      { action: 'update', input: { id: 'i1', Version: 99 } },
    ] }, billing);
    assert.equal(errorType(failed), ERROR_TYPES.conflict);
    assert.equal(w.stored('north', 'i1')!['Version'], 2, 'nothing changed');
    assert.deepEqual(viewsOf(billing).map((e) => e['Name']), ['Insurance'], 'the condition read the stored row');
  });

  test("limits on every path, normalised codes, and the RPM out-of-range task made by the server", async () => {
    const w = world();
    const condition = `${'{"not":'.repeat(20_000)}{"Task":{"eq":"x"}}${'}'.repeat(20_000)}`;
    assert.equal(errorType(await w.call('transactEMR', { operations: `[{"action":"create","input":{"EntityType":"Task","Task":"x"},"condition":${condition}}]` }, user)), ERROR_TYPES.tooComplex);
    assert.match(message(await w.call('createEMR', { input: { EntityType: 'Task', Task: 'x', Comment: 'y'.repeat(20_001) } }, user)), /Comment: Is too long/);
    const fee = (CPTCode: string) => ({ EntityType: 'FeeScheduleEntry', CPTCode, Description: 'Office visit', PriceCents: 9000, StartDate: STAMP, Status: 'Active' });
    assert.equal(data(await w.call('createEMR', { input: fee(' 99213') }, billing))['CPTCode'], '99213');
    assert.match(message(await w.call('createEMR', { input: fee('99213 ') }, billing)), /already has an active entry for 99213/);
    const reading = (systolic: number) => ({ action: 'create', input: { EntityType: 'Vitals', PatientID: 'P5', Program: 'rpm', DateConducted: STAMP, Vitals: { systolic, diastolic: 80 } } });
    const before = transactions(w.dynamo).length;
    data(await w.call('transactEMR', { operations: [reading(195), reading(200)] }, user));
    assert.equal(transactions(w.dynamo).length - before, 1, 'the task is written with the readings');
    const tasks = [...w.dynamo.rows.values()].filter((item) => item['EntityType'] === 'Task' && item['PatientID'] === 'P5');
    assert.deepEqual(tasks.map((task) => [task['Priority'], task['Done']]), [['High', false]]);
  });
});
