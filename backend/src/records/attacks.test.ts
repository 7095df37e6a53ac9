/**
 * Issue 24's fourteen attacks and its hardening gaps, each written as the attacker sent it, over
 * the real server with the app's own GraphQL operations (as `user`, `billing` or `dark` of one
 * clinic). Each was accepted before the rules held for what is stored, not only for the move;
 * each is refused now and leaves nothing changed. Rerun: `node --import tsx --test src/records/attacks.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pk, queries } from '@emr/domain';
import { USER_POOL_ID } from '../app.ts';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { visitAt } from '../testing/visits.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['dark', 'north', 'dark'], ['admin', 'north', 'admin'], ['snoop', 'north', 'user']])));
after(() => h.close());

const SEND = 'mutation ($v: String!) { sendVisitToBilling(visitId: $v) }';
const CLOSE = 'mutation ($p: String!, $program: String!, $month: String!, $facts: AWSJSON) { closeCareMonth(patientId: $p, program: $program, month: $month, facts: $facts) }';

async function send(who: string, document: string, variables: Row): Promise<GqlBody> {
  return (await h.gql(t[who], document, variables)).body;
}
async function ok(who: string, document: string, input: Row): Promise<Row> {
  const body = await send(who, document, { input });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0] as Row;
}
/** The attack is refused: its error type, and the message names what held. */
async function refused(who: string, document: string, variables: Row, type: string, message: RegExp): Promise<void> {
  const body = await send(who, document, variables);
  assert.equal(body.errors?.[0]?.errorType, type, JSON.stringify(body.errors ?? body.data));
  assert.match(body.errors![0]!.message, message);
}
const answer = (body: GqlBody): Row => {
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(Object.values(body.data!)[0])) as Row;
};
const get = async (id: string) => (await h.gql(t['admin'], documents.get, { id })).body.data!['getEMR'] as Row;
const transact = (who: string, operations: Row[]) => send(who, documents.transact, { operations: JSON.stringify(operations) });
const listBy = async (n: number, pkValue: string, sk?: Row) => (await h.gql(t['admin'], documents.listBy(n), { pk: pkValue, ...(sk ? { sk } : {}) })).body.data![`listByGSI${n}`]['items'] as Row[];

let n = 0;
const patientId = () => `AT-${String(++n).padStart(6, '0')}`;

describe('1. a visit is checked out only through its day, with its checklist; its wrap-up is then final', () => {
  test('created already CheckedOut with the times and a wrap-up of its choosing: refused, on every path, and nothing is billed', async () => {
    const forged = {
      EntityType: 'Visit', PatientID: patientId(), VisitDate: '2026-03-02T15:00:00.000Z', VisitStatus: 'CheckedOut', CheckInTime: '2020-01-01T09:00:00.000Z', CheckOutTime: '2020-01-01T09:30:00.000Z',
      WrapUps: JSON.stringify([{ diagnoses: ['I10'], charges: [{ cpt: '99215', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'x' }]),
    };
    await refused('nurse', documents.create, { input: forged }, 'ValidationException', /CheckInTime: Is kept by the server/);
    const { CheckInTime: _in, CheckOutTime: _out, ...withoutTimes } = forged;
    await refused('nurse', documents.create, { input: withoutTimes }, 'ValidationException', /A new visit is Scheduled/);
    const tx = await transact('nurse', [{ action: 'create', input: { ...withoutTimes, id: 'forged-visit' } }]);
    assert.match(tx.errors?.[0]?.message ?? '', /A new visit is Scheduled/);
    assert.equal(await get('forged-visit'), null);
  });

  test("a checked-out visit's wrap-up rewritten afterwards (99215 × 3): refused; what it bills is the wrap-up it checked out with", async () => {
    const visit = await visitAt(h, t['nurse']!, 'CheckedOut', { patientId: patientId(), charges: [{ cpt: '99213', amount: 90 }] });
    const inflated = JSON.stringify([...JSON.parse(visit['WrapUps']), { diagnoses: ['I10'], charges: [{ cpt: '99215', units: 3, pointers: ['A'], amount: 3000 }], followUp: 'declined', instructions: 'x' }]);
    await refused('nurse', documents.update, { input: { id: visit['id'], Version: visit['Version'], WrapUps: inflated } }, 'ValidationException', /WrapUps: Cannot change: the wrap-up of a checked-out visit is final/);
    const { charges } = answer(await send('billing', SEND, { v: visit['id'] }));
    assert.deepEqual(charges.map((c: Row) => [c.CPTCode, c.Units, c.Amount]), [['99213', 1, 90]]);
  });
});

describe('2. a visit holding a signed note keeps its patient and is not deleted', () => {
  test('moved to another patient, or deleted: refused; the signed note stays in its chart, on its visit', async () => {
    const [mine, theirs] = [patientId(), patientId()];
    const visit = await visitAt(h, t['nurse']!, 'CheckedOut', { patientId: mine });
    await refused('nurse', documents.update, { input: { id: visit['id'], Version: visit['Version'], PatientID: theirs } }, 'ValidationException', /PatientID of a record cannot change/);
    await refused('nurse', documents.delete, { input: { id: visit['id'] } }, 'ValidationException', /Visit record cannot be deleted: Note records point at it/);
    const notes = await listBy(5, pk.parent('north', 'Note', visit['id']));
    assert.deepEqual(notes.map((note) => [note['PatientID'], note['Status']]), [[mine, 'Signed']]);
    assert.equal((await get(visit['id']))['PatientID'], mine);
  });
});

describe("3. a visit's sent mark and payment status are the server's", () => {
  test('a clinician marks an unbilled visit Paid and linked to anything: refused; the visit is still sent to billing', async () => {
    const visit = await visitAt(h, t['nurse']!, 'CheckedOut', { patientId: patientId() });
    await refused('nurse', documents.update, { input: { id: visit['id'], Version: visit['Version'], PaymentStatus: 'Paid', LinkedToClaim: 'anything' } }, 'ValidationException', /Is kept by the server/);
    const sent = answer(await send('billing', SEND, { v: visit['id'] }));
    assert.equal(sent['visit']['LinkedToClaim'], sent['claim']['id']);
  });

  test('a biller clears both links to bill a visit twice: refused on each link; one claim bills a visit', async () => {
    const visit = await visitAt(h, t['nurse']!, 'CheckedOut', { patientId: patientId() });
    const { claim } = answer(await send('billing', SEND, { v: visit['id'] }));
    const stored = await get(visit['id']);
    await refused('billing', documents.update, { input: { id: visit['id'], Version: stored['Version'], LinkedToClaim: null, PaymentStatus: null } }, 'ValidationException', /LinkedToClaim: Is kept by the server/);
    await refused('billing', documents.update, { input: { id: claim['id'], Version: (await get(claim['id']))['Version'], LinkedToVisit: null } }, 'ValidationException', /LinkedToVisit of a record cannot change/);
    await refused('billing', SEND, { v: visit['id'] }, 'ValidationException', /sent to billing already/);
    await refused('billing', documents.create, { input: { EntityType: 'Claim', PatientID: stored['PatientID'], ClaimDate: '2026-03-03T10:00:00.000Z', LinkedToVisit: visit['id'] } }, 'ValidationException', /billed by claim .* already/);
    assert.equal((await listBy(5, pk.parent('north', 'Claim', visit['id']))).length, 1);
  });
});

/** A submitted claim of one $100 line for `patient`. */
async function submittedClaim(patient: string): Promise<Row> {
  const claim = await ok('billing', documents.create, { EntityType: 'Claim', PatientID: patient, ClaimDate: '2026-03-02T10:00:00.000Z' });
  await ok('billing', documents.create, { EntityType: 'Charge', LinkedToClaim: claim['id'], CPTCode: '99213', Amount: 100, DiagnosisPointers: '[]' });
  return ok('billing', documents.update, { id: claim['id'], Version: (await get(claim['id']))['Version'], Status: 'Submitted' });
}
const insurance = (claimId: string, more: Row = {}) => ({
  EntityType: 'Payment', LinkedToClaim: claimId, PaymentFrom: 'Insurance', InsuranceName: 'Acme', PaymentMethod: 'EFT', BatchNumber: 'ERA-1', BatchDate: '2026-03-10T00:00:00.000Z', PaymentDate: '2026-03-10T10:00:00.000Z', ...more,
});

describe('4. a paid claim leaves Paid only through a posting', () => {
  test('Paid moved to Rejected by hand, then corrected: refused; the balance stays 0', async () => {
    const claim = await submittedClaim(patientId());
    await ok('billing', documents.create, insurance(claim['id'], { Amount: 100 }));
    const paid = await get(claim['id']);
    assert.equal(paid['Status'], 'Paid');
    await refused('billing', documents.update, { input: { id: claim['id'], Version: paid['Version'], Status: 'Rejected' } }, 'ValidationException', /Paid claim leaves Paid only through a posting/);
    await refused('billing', documents.update, { input: { id: claim['id'], Version: paid['Version'], Status: 'Rejected', Reason: 'payer error' } }, 'ValidationException', /Status/);
    const after = await get(claim['id']);
    assert.deepEqual([after['Status'], after['RemainingBalance'], after['Version']], ['Paid', 0, paid['Version']]);
  });
});

describe('5. a posting is reversed once, whatever it belongs to', () => {
  test('a posting outside any claim or plan reversed twice (one by one, and in one transaction): the second is refused', async () => {
    const patient = patientId();
    const posting = await ok('billing', documents.create, { EntityType: 'Payment', PatientID: patient, PaymentFrom: 'Patient', PaymentMethod: 'Cash', PaymentDate: '2026-03-10T10:00:00.000Z', Amount: 50 });
    const reversal = { EntityType: 'Payment', PatientID: patient, Reverses: posting['id'], Reason: 'Entered twice', PaymentDate: '2026-03-11T10:00:00.000Z' };
    await ok('billing', documents.create, reversal);
    await refused('billing', documents.create, { input: reversal }, 'ValidationException', /already reversed/);
    const other = await ok('billing', documents.create, { EntityType: 'Payment', PatientID: patient, PaymentFrom: 'Patient', PaymentMethod: 'Cash', PaymentDate: '2026-03-10T10:00:00.000Z', Amount: 20 });
    const twice = await transact('billing', [{ action: 'create', input: { ...reversal, Reverses: other['id'] } }, { action: 'create', input: { ...reversal, Reverses: other['id'] } }]);
    assert.match(twice.errors?.[0]?.message ?? '', /Operation 2 of 2 .*already reversed/);
    const reversals = await listBy(7, pk.reversals('north'));
    assert.deepEqual(reversals.map((row) => row['Reverses']).sort(), [posting['id']].sort(), 'one reversal of the first, none of the second');
  });
});

describe("6. a claim carrying a patient's payment keeps its patient", () => {
  test('moved to another patient: refused; the claim and its posting stay with the patient who paid', async () => {
    const patient = patientId();
    const claim = await ok('billing', documents.create, { EntityType: 'Claim', PatientID: patient, ClaimDate: '2026-03-02T10:00:00.000Z' });
    await ok('billing', documents.create, { EntityType: 'Payment', LinkedToClaim: claim['id'], PaymentFrom: 'Patient', PaymentMethod: 'Cash', PaymentDate: '2026-03-02T10:00:00.000Z', Amount: 25 });
    const current = await get(claim['id']);
    await refused('billing', documents.update, { input: { id: claim['id'], Version: current['Version'], PatientID: patientId() } }, 'ValidationException', /PatientID of a record cannot change/);
    assert.equal((await get(claim['id']))['PatientID'], patient);
  });
});

describe('7. a payment plan with payments keeps its terms', () => {
  test("rewriting the total or the term after a payment, to end it Completed with $1,100 owed: refused", async () => {
    const patient = patientId();
    const plan = await ok('billing', documents.create, { EntityType: 'PaymentPlan', PatientID: patient, PaymentPlanID: 'PP-AT-1', TotalAmount: 1200, TermMonths: '12', NextDueDate: '2026-01-31T00:00:00.000Z' });
    await ok('billing', documents.create, { EntityType: 'Payment', PatientID: patient, PaymentPlanID: 'PP-AT-1', PaymentFrom: 'Patient', PaymentMethod: 'Card', PaymentDate: '2026-01-31T10:00:00.000Z', Amount: 100 });
    const paid = await get(plan['id']);
    await refused('billing', documents.update, { input: { id: plan['id'], Version: paid['Version'], TotalAmount: 100 } }, 'ValidationException', /TotalAmount: Cannot change: a plan with payments keeps its terms/);
    await refused('billing', documents.update, { input: { id: plan['id'], Version: paid['Version'], TotalAmount: 100, TermMonths: '1', Status: 'Completed' } }, 'ValidationException', /keeps its terms/);
    const after = await get(plan['id']);
    assert.deepEqual([after['Status'], after['AmountPaid'], after['TotalAmount']], ['Active', 100, 1200]);
  });
});

/** A CCM patient enrolled in January, with `minutes` on 5 January 2026, whose January is closed (a claim). */
async function closedCcmJanuary(minutes = 25): Promise<{ patient: string; enrolment: Row; entry: Row }> {
  const patient = patientId();
  await ok('nurse', documents.create, { EntityType: 'Patient', PatientID: patient, FirstName: 'Cara', LastName: 'Month', DOB: '1950-01-01T00:00:00.000Z' });
  const enrolment = await ok('nurse', documents.create, { EntityType: 'ProgramEnrollment', PatientID: patient, Program: 'ccm', EnrollmentDate: '2025-12-01T10:00:00.000Z', Status: 'Active', Note: 'Monthly review', AssignedTo: 'practitioner-1' });
  const entry = await ok('nurse', documents.create, { EntityType: 'TimeEntry', PatientID: patient, Program: 'ccm', LinkedToProgram: enrolment['id'], ServiceDate: '2026-01-05T00:00:00.000Z', Time: String(minutes), ProviderTime: '0' });
  answer(await send('billing', CLOSE, { p: patient, program: 'ccm', month: '2026-01' }));
  return { patient, enrolment, entry };
}

describe("8. a closed care month's time entries are locked whatever their links say", () => {
  test('the link cleared in the same update (15 → 199 minutes), then deleted: refused; an entry created without the link: refused', async () => {
    const { patient, entry } = await closedCcmJanuary();
    await refused('nurse', documents.update, { input: { id: entry['id'], Version: entry['Version'], LinkedToProgram: null, Time: '199' } }, 'ValidationException', /LinkedToProgram of a record cannot change/);
    await refused('nurse', documents.update, { input: { id: entry['id'], Version: entry['Version'], Time: '199' } }, 'ValidationException', /2026-01 is closed for billing/);
    await refused('nurse', documents.delete, { input: { id: entry['id'] } }, 'ValidationException', /2026-01 is closed for billing/);
    await refused('nurse', documents.create, { input: { EntityType: 'TimeEntry', PatientID: patient, Program: 'ccm', ServiceDate: '2026-01-20T00:00:00.000Z', Time: '40', ProviderTime: '0' } }, 'ValidationException', /LinkedToProgram/);
    const january = (await listBy(11, pk.timeMonth('north', 'ccm', '2026-01'))).filter((row) => row['PatientID'] === patient);
    assert.deepEqual(january.map((row) => [row['id'], row['Time']]), [[entry['id'], '25']]);
  });
});

describe('9. a time entry cannot slip into a closed month through its offset', () => {
  test("a date of service of 1 February at +14:00 (31 January in UTC) is January's, for the lock as for the index: refused", async () => {
    const { patient, enrolment } = await closedCcmJanuary();
    await refused('nurse', documents.create, { input: { EntityType: 'TimeEntry', PatientID: patient, Program: 'ccm', LinkedToProgram: enrolment['id'], ServiceDate: '2026-02-01T05:00:00+14:00', Time: '30', ProviderTime: '0' } }, 'ValidationException', /2026-01 is closed for billing/);
    // stored as UTC, in the month the lock reads
    const february = await ok('nurse', documents.create, { EntityType: 'TimeEntry', PatientID: patient, Program: 'ccm', LinkedToProgram: enrolment['id'], ServiceDate: '2026-02-02T05:00:00+14:00', Time: '30', ProviderTime: '0' });
    assert.equal(february['ServiceDate'], '2026-02-01T15:00:00.000Z');
    assert.ok(String(february['GSI11PK']).endsWith('#2026-02'));
  });
});

describe('10. stated month-close facts add to what the server records, never contradict it', () => {
  test("RPM set-up (99453) billed once: a close stating it was not billed is refused, and the next month bills it not again", async () => {
    const patient = patientId();
    await ok('nurse', documents.create, { EntityType: 'Patient', PatientID: patient, FirstName: 'Rita', LastName: 'Monitor', DOB: '1950-01-01T00:00:00.000Z' });
    await ok('nurse', documents.create, { EntityType: 'ProgramEnrollment', PatientID: patient, Program: 'rpm', EnrollmentDate: '2026-07-01T10:00:00.000Z', Status: 'Active', AssignedTo: 'practitioner-1', Name: 'bloodPressureCuff', CustomID: 'SN-1', StartDate: '2026-07-01T10:00:00.000Z' });
    const readings = async (month: string) => {
      const operations = Array.from({ length: 16 }, (_, i) => ({ action: 'create', input: { EntityType: 'Vitals', PatientID: patient, Program: 'rpm', DateConducted: `${month}-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`, Vitals: { systolic: 120, diastolic: 80 } } }));
      for (const part of [operations.slice(0, 8), operations.slice(8)]) answer(await transact('nurse', part));
    };
    await readings('2026-07');
    const july = answer(await send('billing', CLOSE, { p: patient, program: 'rpm', month: '2026-07' }));
    assert.ok(july['charges'].some((c: Row) => c.CPTCode === '99453'));
    await readings('2026-08');
    await refused('billing', CLOSE, { p: patient, program: 'rpm', month: '2026-08', facts: JSON.stringify({ setupBilled: false }) }, 'ValidationException', /facts.setupBilled: the server's records say it holds/);
    const august = answer(await send('billing', CLOSE, { p: patient, program: 'rpm', month: '2026-08' }));
    assert.deepEqual(august['charges'].map((c: Row) => c.CPTCode), ['99454']);
  });
});

/** A patient enrolled in GLP-1 (protocol `variation`, the enrolment's authorisation window) with the drug on the medication list. */
async function glp1Patient(enrolment: Row, medication: string | null): Promise<string> {
  const patient = patientId();
  await ok('nurse', documents.create, { EntityType: 'ProgramEnrollment', PatientID: patient, Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', ...enrolment });
  if (medication) {
    await ok('nurse', documents.create, {
      EntityType: 'Medication', PatientID: patient, Medication: medication, Dosage: '0.25 mg', Frequency: 'Once weekly', Status: 'Active', StartDate: '2026-01-06T12:00:00.000Z',
      PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', ApprovedBy: 'Acme (PA 1)', DateExpired: '2099-01-01T00:00:00.000Z',
    });
  }
  return patient;
}
const glp1Dose = (patient: string, product: string, dosage: string, day = '2026-11-10') => ({
  EntityType: 'Injection', PatientID: patient, Program: 'glp1', Injection: product, MedicationName: product, Dosage: dosage, InjectionType: 'Subcutaneous', DateAdministered: `${day}T15:00:00.000Z`,
});

describe('11. a GLP-1 dose needs an authorisation in force on the day it is given', () => {
  test("the enrolment's prior authorisation expired, or no GLP-1 drug on the list: refused", async () => {
    const expired = await glp1Patient({ Variation: 'wegovy', StartDate: '2026-01-01T00:00:00.000Z', DateExpired: '2026-06-30T00:00:00.000Z' }, 'Semaglutide (Wegovy)');
    await refused('nurse', documents.create, { input: glp1Dose(expired, 'Semaglutide (Wegovy)', '0.25 mg') }, 'ValidationException', /enrolment's prior authorisation expired on 2026-06-30/);
    // within the window the same dose is given
    await ok('nurse', documents.create, glp1Dose(expired, 'Semaglutide (Wegovy)', '0.25 mg', '2026-06-01'));
    const none = await glp1Patient({ Variation: 'wegovy' }, null);
    await refused('nurse', documents.create, { input: glp1Dose(none, 'Semaglutide (Wegovy)', '0.25 mg') }, 'ValidationException', /No GLP1 drug is on the patient's active medication list/);
    assert.equal((await listBy(2, pk.patient('north', 'Injection', none))).length, 0);
  });
});

describe('12. a GLP-1 dose keeps to an escalation even when no protocol names one', () => {
  test('a first dose of 50 mg of a product no escalation names, on an enrolment without a protocol: refused', async () => {
    const patient = await glp1Patient({}, 'Semaglutide (compounded)');
    await refused('nurse', documents.create, { input: glp1Dose(patient, 'GLP-1 (compounded)', '50 mg') }, 'ValidationException', /escalation this dose follows is not known/);
    await refused('nurse', documents.create, { input: glp1Dose(patient, 'Semaglutide (Wegovy)', '50 mg') }, 'ValidationException', /wegovy dose is one of/);
  });
});

describe("13. every row the server shows, and every row a caller's condition is evaluated on, is a view", () => {
  const viewsOf = async (who: string, patient: string) => {
    h.app.accessLog.flush();
    const q = queries.accessLogOfPatient('north', patient, { userId: h.app.cognito.users.getByEmail(`${who}@north.test`)!.sub });
    return (await h.gql(t['admin'], documents.listBy(q.index), { pk: q.pk, sk: q.sk })).body.data![`listByGSI${q.index}`]['items'] as Row[];
  };

  test('updateEMR with only its id and Version, and transactEMR, answer the whole row: logged', async () => {
    const patient = await ok('nurse', documents.create, { EntityType: 'Patient', FirstName: 'Vera', LastName: 'Viewed', DOB: '1960-01-01T00:00:00.000Z' });
    assert.deepEqual(await viewsOf('snoop', patient['PatientID']), []);
    await ok('snoop', documents.update, { id: patient['id'], Version: patient['Version'] });
    assert.deepEqual((await viewsOf('snoop', patient['PatientID'])).map((e) => e['Name']), ['Patient']);
    const allergy = answer(await transact('snoop', [{ action: 'create', input: { EntityType: 'Allergy', PatientID: patient['PatientID'], Allergy: 'Latex', Status: 'Active' } }]));
    assert.equal(allergy[0]['Allergy'], 'Latex');
    assert.deepEqual((await viewsOf('snoop', patient['PatientID'])).map((e) => e['Name']).sort(), ['Allergy', 'Patient']);
  });

  test('a condition read letter by letter inside a transaction that then fails (no change, no audit) is logged as a view', async () => {
    const patient = await ok('nurse', documents.create, { EntityType: 'Patient', FirstName: 'Olga', LastName: 'Oracle', DOB: '1960-01-01T00:00:00.000Z' });
    const insurer = await ok('nurse', documents.create, { EntityType: 'Insurance', PatientID: patient['PatientID'], InsuranceName: 'Acme', InsuranceClass: 'Primary' });
    // the condition is on a row billing may change (the patient's insurance), the second operation fails
    const guess = (letter: string) =>
      transact('billing', [
        { action: 'update', input: { id: insurer['id'], Version: insurer['Version'] }, condition: { InsuranceName: { beginsWith: letter } } },
        { action: 'update', input: { id: insurer['id'], Version: 99 } },
      ]);
    for (const letter of ['B', 'A']) assert.ok((await guess(letter)).errors?.length);
    assert.equal((await get(insurer['id']))['Version'], insurer['Version'], 'nothing changed');
    assert.deepEqual((await viewsOf('billing', patient['PatientID'])).map((e) => e['Name']), ['Insurance'], 'each guess read the stored row: a view');
  });
});

describe("14. a caller gives only a role whose rights its own role holds; only an admin chooses a temporary password", () => {
  test('dark creates a clinician (GraphQL and the user pool, its own password, no invitation): refused; no account reads lab results', async () => {
    await refused('dark', 'mutation { adminCreateUser(email: "ghost@north.test", fullName: "Ghost", role: "user") }', {}, 'AccessDeniedException', /may not give an account the user role/);
    const pool = await fetch(`${h.origin}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser', authorization: t['dark']! },
      body: JSON.stringify({ UserPoolId: USER_POOL_ID, Username: 'ghost2@north.test', TemporaryPassword: 'Ghost-Temp-2026', MessageAction: 'SUPPRESS' }),
    });
    assert.equal(((await pool.json()) as { __type: string }).__type, 'AccessDeniedException');
    for (const email of ['ghost@north.test', 'ghost2@north.test']) assert.equal(h.app.cognito.users.getByEmail(email), undefined);
    // dark still onboards staff in its own role
    const colleague = answer(await send('dark', 'mutation { adminCreateUser(email: "desk2@north.test", fullName: "Desk Two", role: "dark") }', {}));
    assert.equal(colleague['Role'], 'dark');
  });
});

describe('hardening', () => {
  test('a fee schedule code is one text whatever its spacing or case: " 99213" and "99213 " are the active 99213', async () => {
    const entry = (CPTCode: string) => ({ EntityType: 'FeeScheduleEntry', CPTCode, Description: 'Office visit', PriceCents: 12000, StartDate: '2026-01-01T00:00:00.000Z', Status: 'Active' });
    const first = await ok('billing', documents.create, entry('99213'));
    for (const variant of [' 99213', '99213 ', ' 99213 ']) await refused('billing', documents.create, { input: entry(variant) }, 'ValidationException', /already has an active entry for 99213/);
    const lower = await ok('billing', documents.create, entry(' j3420 '));
    assert.deepEqual([first['CPTCode'], lower['CPTCode']], ['99213', 'J3420']);
  });

  test('an out-of-range RPM reading saved through the API opens the care team\'s task, one per patient and save', async () => {
    const patient = patientId();
    const reading = (systolic: number, day: string) => ({ action: 'create', input: { EntityType: 'Vitals', PatientID: patient, Program: 'rpm', DateConducted: `${day}T08:00:00.000Z`, Vitals: { systolic, diastolic: 85 } } });
    answer(await transact('nurse', [reading(190, '2026-11-01'), reading(200, '2026-11-02'), reading(120, '2026-11-03')]));
    await ok('nurse', documents.create, { ...reading(125, '2026-11-04').input, Vitals: JSON.stringify({ systolic: 125, diastolic: 85 }) });
    const tasks = await listBy(2, pk.patient('north', 'Task', patient));
    assert.deepEqual(tasks.map((task) => [task['Task'], task['Priority'], task['Done']]), [['RPM reading out of range: review and contact the patient', 'High', false]]);
  });

  test('a 20,000-deep transactEMR condition and a deep series visit are refused as too complex, not a server failure', async () => {
    // written as text: too deep for JSON.stringify itself
    const deepText = (open: string, inner: string, close: string) => `${open.repeat(20_000)}${inner}${close.repeat(20_000)}`;
    const condition = deepText('{"not":', '{"VisitType":{"eq":"x"}}', '}');
    const deep = await send('nurse', documents.transact, { operations: `[{"action":"create","input":{"EntityType":"Task","Task":"x"},"condition":${condition}}]` });
    assert.equal(deep.errors?.[0]?.errorType, 'QueryTooComplexException', JSON.stringify(deep.errors));
    const series = await send('nurse', 'mutation ($v: AWSJSON!, $r: AWSJSON!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: "America/New_York") }', {
      v: `{"PatientID":"AT-S","VisitDate":"2026-12-07T14:00:00.000Z","NextVisits":${deepText('[', '"x"', ']')}}`,
      r: JSON.stringify({ every: 1, unit: 'week', count: 12 }),
    });
    assert.equal(series.errors?.[0]?.errorType, 'BadRequestException', JSON.stringify(series.errors));
  });

  test('free text has a length, a transaction a byte budget: a series of twelve visits carrying megabytes is refused', async () => {
    const long = 'x'.repeat(90_000);
    const series = await send('nurse', 'mutation ($v: AWSJSON!, $r: AWSJSON!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: "America/New_York") }', {
      v: JSON.stringify({ PatientID: 'AT-S', VisitDate: '2026-12-07T14:00:00.000Z', Comment: long }),
      r: JSON.stringify({ every: 1, unit: 'week', count: 12 }),
    });
    assert.match(series.errors?.[0]?.message ?? '', /Comment: Is too long: at most 20000 characters/);
    // within every field's limit, twelve copies of a visit (and their audit entries) are more than a transaction holds
    const chunk = { text: 'y'.repeat(88_000) };
    const heavy = await send('nurse', 'mutation ($v: AWSJSON!, $r: AWSJSON!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: "America/New_York") }', {
      v: JSON.stringify({ PatientID: 'AT-H', VisitDate: '2026-12-07T14:00:00.000Z', NextVisits: chunk, Vitals: chunk, Results: chunk, Labs: chunk }),
      r: JSON.stringify({ every: 1, unit: 'week', count: 12 }),
    });
    assert.match(heavy.errors?.[0]?.message ?? '', /more than the 4,000,000 one transaction may hold/);
    assert.deepEqual(await listBy(2, pk.patient('north', 'Visit', 'AT-H')), []);
  });

  test('searchCodes is priced in the query cost: ten aliases (or five) are refused before any search, four pass', async () => {
    const search = (count: number) => `query { ${Array.from({ length: count }, (_, i) => `s${i}: searchCodes(system: "ICD10CM", text: "in s", limit: 50)`).join(' ')} }`;
    for (const count of [10, 5]) assert.equal((await send('nurse', search(count), {})).errors?.[0]?.errorType, 'QueryTooComplexException');
    const four = await send('nurse', search(4), {});
    assert.equal(four.errors, undefined, JSON.stringify(four.errors));
  });
});
