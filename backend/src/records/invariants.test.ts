/**
 * The invariants of each kind's stored states (docs/permissions.md, "What the server promises
 * about stored rows"), table-driven: every forbidden state, written through every path that
 * could leave a row in it — createEMR, updateEMR, deleteEMR, an operation of transactEMR, a custom
 * operation — is refused, and the row stays as it was. Over the real server.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { visitAt, wrapUpEntry } from '../testing/visits.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

const SEND = 'mutation ($v: String!) { sendVisitToBilling(visitId: $v) }';
const SERIES = 'mutation ($v: AWSJSON!, $r: AWSJSON!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: "America/New_York") }';
const CLOSE = 'mutation ($p: String!, $program: String!, $month: String!) { closeCareMonth(patientId: $p, program: $program, month: $month) }';

/** The rows the cases write over, made through the API before them. */
interface Fixtures {
  wrappingUp: Row;
  checkedIn: Row;
  checkedOut: Row;
  sent: Row;
  submitted: Row;
  paid: Row;
  plan: Row;
  enrolment: Row;
  closedEntry: Row;
  openEntry: Row;
  posting: Row;
  glp1Dose: Row;
}
let f: Fixtures;

async function body(who: string, document: string, variables: Row): Promise<GqlBody> {
  return (await h.gql(t[who], document, variables)).body;
}
async function ok(who: string, document: string, input: Row): Promise<Row> {
  const res = await body(who, document, { input });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return Object.values(res.data!)[0] as Row;
}
const get = async (id: string) => (await h.gql(t['admin'], documents.get, { id })).body.data!['getEMR'] as Row;
const latest = async (row: Row) => ({ id: row['id'], Version: (await get(row['id']))['Version'] });

// each path of a write: the GraphQL operation, or the same as one operation of a transaction
const create = (who: string, input: Row) => body(who, documents.create, { input });
const update = async (who: string, row: Row, changes: Row) => body(who, documents.update, { input: { ...(await latest(row)), ...changes } });
const remove = (who: string, row: Row) => body(who, documents.delete, { input: { id: row['id'] } });
const inTransaction = async (who: string, action: 'create' | 'update' | 'delete', input: Row, row?: Row) =>
  body(who, documents.transact, { operations: JSON.stringify([{ action, input: row ? { ...(await latest(row)), ...input } : input }]) });

before(async () => {
  ({ h, t } = await startAppWith(['north'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['admin', 'north', 'admin']]));
  const nurse = t['nurse']!;
  const wrappingUp = await visitAt(h, nurse, 'WrapUp', { patientId: 'IV-000001' });
  const checkedIn = await visitAt(h, nurse, 'CheckedIn', { patientId: 'IV-000001' });
  const checkedOut = await visitAt(h, nurse, 'CheckedOut', { patientId: 'IV-000002' });
  const sent = await visitAt(h, nurse, 'CheckedOut', { patientId: 'IV-000003' });
  assert.equal((await body('billing', SEND, { v: sent['id'] })).errors, undefined);

  const claim = async () => {
    const c = await ok('billing', documents.create, { EntityType: 'Claim', PatientID: 'IV-000004', ClaimDate: '2026-03-02T10:00:00.000Z' });
    await ok('billing', documents.create, { EntityType: 'Charge', LinkedToClaim: c['id'], CPTCode: '99213', Amount: 100, DiagnosisPointers: '[]' });
    return ok('billing', documents.update, { ...(await latest(c)), Status: 'Submitted' });
  };
  const submitted = await claim();
  const paid = await claim();
  await ok('billing', documents.create, { EntityType: 'Payment', LinkedToClaim: paid['id'], PaymentFrom: 'Insurance', InsuranceName: 'Acme', PaymentMethod: 'EFT', BatchNumber: 'B1', BatchDate: '2026-03-10T00:00:00.000Z', PaymentDate: '2026-03-10T10:00:00.000Z', Amount: 100 });

  const plan = await ok('billing', documents.create, { EntityType: 'PaymentPlan', PatientID: 'IV-000005', PaymentPlanID: 'PP-IV-1', TotalAmount: 600, TermMonths: '6', NextDueDate: '2026-01-31T00:00:00.000Z' });
  await ok('billing', documents.create, { EntityType: 'Payment', PatientID: 'IV-000005', PaymentPlanID: 'PP-IV-1', PaymentFrom: 'Patient', PaymentMethod: 'Card', PaymentDate: '2026-01-31T10:00:00.000Z', Amount: 100 });

  await ok('nurse', documents.create, { EntityType: 'Patient', PatientID: 'IV-000006', FirstName: 'Tim', LastName: 'Entry', DOB: '1950-01-01T00:00:00.000Z' });
  const enrolment = await ok('nurse', documents.create, { EntityType: 'ProgramEnrollment', PatientID: 'IV-000006', Program: 'ccm', EnrollmentDate: '2025-12-01T10:00:00.000Z', Status: 'Active', Note: 'Plan', AssignedTo: 'practitioner-1' });
  const entry = (ServiceDate: string) => ok('nurse', documents.create, { EntityType: 'TimeEntry', PatientID: 'IV-000006', Program: 'ccm', LinkedToProgram: enrolment['id'], ServiceDate, Time: '25', ProviderTime: '0' });
  const closedEntry = await entry('2026-01-05T00:00:00.000Z');
  const openEntry = await entry('2026-02-05T00:00:00.000Z');
  assert.equal((await body('billing', CLOSE, { p: 'IV-000006', program: 'ccm', month: '2026-01' })).errors, undefined);

  const posting = await ok('billing', documents.create, { EntityType: 'Payment', PatientID: 'IV-000007', PaymentFrom: 'Patient', PaymentMethod: 'Cash', PaymentDate: '2026-03-10T10:00:00.000Z', Amount: 30 });
  await ok('billing', documents.create, { EntityType: 'Payment', PatientID: 'IV-000007', Reverses: posting['id'], Reason: 'Twice', PaymentDate: '2026-03-11T10:00:00.000Z' });

  await ok('nurse', documents.create, { EntityType: 'ProgramEnrollment', PatientID: 'IV-000008', Program: 'glp1', EnrollmentDate: '2026-01-05T10:00:00.000Z', Status: 'Active', Variation: 'wegovy', StartDate: '2026-01-01T00:00:00.000Z', DateExpired: '2026-06-30T00:00:00.000Z' });
  await ok('nurse', documents.create, {
    EntityType: 'Medication', PatientID: 'IV-000008', Medication: 'Semaglutide (Wegovy)', Dosage: '0.25 mg', Frequency: 'Once weekly', Status: 'Active', StartDate: '2026-01-06T12:00:00.000Z',
    PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', ApprovedBy: 'Acme (PA 1)', DateExpired: '2099-01-01T00:00:00.000Z',
  });
  const glp1Dose = await ok('nurse', documents.create, { EntityType: 'Injection', PatientID: 'IV-000008', Program: 'glp1', Injection: 'Semaglutide (Wegovy)', MedicationName: 'Semaglutide (Wegovy)', Dosage: '0.25 mg', DateAdministered: '2026-03-03T15:00:00.000Z' });

  f = { wrappingUp, checkedIn, checkedOut, sent, submitted, paid, plan, enrolment, closedEntry, openEntry, posting, glp1Dose };
});
after(() => h.close());

interface Case {
  kind: string;
  state: string;
  path: 'create' | 'update' | 'delete' | 'transact' | 'custom';
  write: () => Promise<GqlBody>;
  refusal: RegExp;
  /** The row that must be unchanged (none: nothing was created). */
  row?: () => Row;
}

const forgedVisit = { EntityType: 'Visit', PatientID: 'IV-000009', VisitDate: '2026-03-02T15:00:00.000Z', VisitStatus: 'CheckedOut', WrapUps: JSON.stringify([wrapUpEntry(['I10'], [{ cpt: '99215' }])]) };
const newClaim = (more: Row) => ({ EntityType: 'Claim', PatientID: 'IV-000003', ClaimDate: '2026-03-02T10:00:00.000Z', ...more });
const seriesOf = (visit: Row) => body('nurse', SERIES, { v: JSON.stringify({ PatientID: 'IV-000009', VisitDate: '2026-12-07T14:00:00.000Z', ...visit }), r: JSON.stringify({ every: 1, unit: 'week', count: 2 }) });
const orphanEntry = { EntityType: 'TimeEntry', PatientID: 'IV-000006', Program: 'ccm', ServiceDate: '2026-02-06T00:00:00.000Z', Time: '10', ProviderTime: '0' };
const dose = (day: string) => ({ EntityType: 'Injection', PatientID: 'IV-000008', Program: 'glp1', Injection: 'Semaglutide (Wegovy)', MedicationName: 'Semaglutide (Wegovy)', Dosage: '0.25 mg', DateAdministered: `${day}T15:00:00.000Z` });
const reversal = () => ({ EntityType: 'Payment', PatientID: 'IV-000007', Reverses: f.posting['id'], Reason: 'Again', PaymentDate: '2026-03-12T10:00:00.000Z' });

const CASES: Case[] = [
  // Visit: a new visit is Scheduled; a checked-out one has its times, a complete wrap-up and a signed note, which are then final
  { kind: 'Visit', state: 'checked out at its creation', path: 'create', write: () => create('nurse', forgedVisit), refusal: /A new visit is Scheduled/ },
  { kind: 'Visit', state: 'checked out at its creation', path: 'transact', write: () => inTransaction('nurse', 'create', forgedVisit), refusal: /A new visit is Scheduled/ },
  { kind: 'Visit', state: 'checked out at its creation, with check-in and check-out times', path: 'custom', write: () => seriesOf({ CheckInTime: '2020-01-01T09:00:00.000Z', CheckOutTime: '2020-01-01T09:30:00.000Z' }), refusal: /CheckInTime: Is kept by the server/ },
  { kind: 'Visit', state: 'checked out without a signed note', path: 'update', write: () => update('nurse', f.wrappingUp, { VisitStatus: 'CheckedOut', WrapUps: JSON.stringify([wrapUpEntry(['I10'], [{ cpt: '99213' }])]) }), refusal: /WrapUps lacks: noteSigned/, row: () => f.wrappingUp },
  { kind: 'Visit', state: 'checked out without a signed note', path: 'transact', write: () => inTransaction('nurse', 'update', { VisitStatus: 'CheckedOut', WrapUps: [wrapUpEntry(['I10'], [{ cpt: '99213' }])] }, f.wrappingUp), refusal: /WrapUps lacks: noteSigned/, row: () => f.wrappingUp },
  { kind: 'Visit', state: 'arrived without its check-in time', path: 'update', write: () => update('nurse', f.checkedIn, { CheckInTime: null }), refusal: /CheckInTime: Is kept by the server/, row: () => f.checkedIn },
  { kind: 'Visit', state: 'checked out with another wrap-up', path: 'update', write: () => update('nurse', f.checkedOut, { WrapUps: JSON.stringify([wrapUpEntry(['I10'], [{ cpt: '99215', units: 3 }])]) }), refusal: /wrap-up of a checked-out visit is final/, row: () => f.checkedOut },
  { kind: 'Visit', state: 'checked out with another wrap-up', path: 'transact', write: () => inTransaction('nurse', 'update', { Diagnoses: ['E11.9'] }, f.checkedOut), refusal: /wrap-up of a checked-out visit is final/, row: () => f.checkedOut },
  { kind: 'Visit', state: 'of another patient', path: 'update', write: () => update('nurse', f.checkedOut, { PatientID: 'IV-000099' }), refusal: /PatientID of a record cannot change/, row: () => f.checkedOut },
  { kind: 'Visit', state: 'deleted under its note', path: 'delete', write: () => remove('nurse', f.checkedOut), refusal: /Note records point at it/, row: () => f.checkedOut },
  { kind: 'Visit', state: 'deleted under its note', path: 'transact', write: () => inTransaction('nurse', 'delete', { id: f.checkedOut['id'] }), refusal: /Note records point at it/, row: () => f.checkedOut },
  { kind: 'Visit', state: 'sent with a client\'s claim link', path: 'update', write: () => update('nurse', f.checkedOut, { LinkedToClaim: 'any', PaymentStatus: 'Paid' }), refusal: /Is kept by the server/, row: () => f.checkedOut },

  // Claim: a new claim is a Draft of one visit at most; Paid and PartiallyPaid are the postings'
  { kind: 'Claim', state: 'submitted at its creation', path: 'create', write: () => create('billing', newClaim({ Status: 'Submitted' })), refusal: /A new claim starts as Draft/ },
  { kind: 'Claim', state: 'submitted at its creation', path: 'transact', write: () => inTransaction('billing', 'create', newClaim({ Status: 'Paid' })), refusal: /A new claim starts as Draft/ },
  { kind: 'Claim', state: 'a second claim of one visit', path: 'create', write: () => create('billing', newClaim({ LinkedToVisit: f.sent['id'] })), refusal: /billed by claim .* already/ },
  { kind: 'Claim', state: 'a second claim of one visit', path: 'transact', write: () => inTransaction('billing', 'create', newClaim({ LinkedToVisit: f.sent['id'] })), refusal: /billed by claim .* already/ },
  { kind: 'Claim', state: 'a second claim of one visit', path: 'custom', write: () => body('billing', SEND, { v: f.sent['id'] }), refusal: /sent to billing already/, row: () => f.sent },
  { kind: 'Claim', state: 'Paid by hand', path: 'update', write: () => update('billing', f.submitted, { Status: 'Paid' }), refusal: /Paid follows the postings/, row: () => f.submitted },
  { kind: 'Claim', state: 'Paid by hand', path: 'transact', write: () => inTransaction('billing', 'update', { Status: 'PartiallyPaid' }, f.submitted), refusal: /PartiallyPaid follows the postings/, row: () => f.submitted },
  { kind: 'Claim', state: 'out of Paid without a posting', path: 'update', write: () => update('billing', f.paid, { Status: 'Rejected' }), refusal: /leaves Paid only through a posting/, row: () => f.paid },
  { kind: 'Claim', state: 'out of Paid without a posting', path: 'transact', write: () => inTransaction('billing', 'update', { Status: 'Submitted', Reason: 'again' }, f.paid), refusal: /leaves Paid only through a posting/, row: () => f.paid },
  { kind: 'Claim', state: 'with client totals', path: 'update', write: () => update('billing', f.submitted, { RemainingBalance: 0 }), refusal: /RemainingBalance: Is kept by the server/, row: () => f.submitted },

  // PaymentPlan: a plan with payments keeps its terms
  { kind: 'PaymentPlan', state: 'paid toward, with other terms', path: 'update', write: () => update('billing', f.plan, { TotalAmount: 100 }), refusal: /a plan with payments keeps its terms/, row: () => f.plan },
  { kind: 'PaymentPlan', state: 'paid toward, with other terms', path: 'transact', write: () => inTransaction('billing', 'update', { TermMonths: '1' }, f.plan), refusal: /a plan with payments keeps its terms/, row: () => f.plan },
  { kind: 'PaymentPlan', state: 'with a client\'s amount paid', path: 'update', write: () => update('billing', f.plan, { AmountPaid: 600 }), refusal: /AmountPaid: Is kept by the server/, row: () => f.plan },

  // TimeEntry: it belongs to its patient's enrolment; a closed month's entries are locked whatever they link to
  { kind: 'TimeEntry', state: 'of no enrolment', path: 'create', write: () => create('nurse', orphanEntry), refusal: /LinkedToProgram/ },
  { kind: 'TimeEntry', state: 'of no enrolment', path: 'transact', write: () => inTransaction('nurse', 'create', orphanEntry), refusal: /LinkedToProgram/ },
  { kind: 'TimeEntry', state: 'unlinked', path: 'update', write: () => update('nurse', f.openEntry, { LinkedToProgram: null }), refusal: /LinkedToProgram of a record cannot change/, row: () => f.openEntry },
  { kind: 'TimeEntry', state: 'in a closed month', path: 'create', write: () => create('nurse', { ...orphanEntry, LinkedToProgram: f.enrolment['id'], ServiceDate: '2026-01-20T00:00:00.000Z' }), refusal: /2026-01 is closed for billing/ },
  { kind: 'TimeEntry', state: 'in a closed month', path: 'update', write: () => update('nurse', f.openEntry, { ServiceDate: '2026-01-20T00:00:00.000Z' }), refusal: /2026-01 is closed for billing/, row: () => f.openEntry },
  { kind: 'TimeEntry', state: 'in a closed month, changed', path: 'update', write: () => update('nurse', f.closedEntry, { Time: '199' }), refusal: /2026-01 is closed for billing/, row: () => f.closedEntry },
  { kind: 'TimeEntry', state: 'in a closed month, changed', path: 'transact', write: () => inTransaction('nurse', 'update', { Time: '5' }, f.closedEntry), refusal: /2026-01 is closed for billing/, row: () => f.closedEntry },
  { kind: 'TimeEntry', state: 'in a closed month, deleted', path: 'delete', write: () => remove('nurse', f.closedEntry), refusal: /2026-01 is closed for billing/, row: () => f.closedEntry },
  { kind: 'TimeEntry', state: 'in a closed month, billed again', path: 'custom', write: () => body('billing', CLOSE, { p: 'IV-000006', program: 'ccm', month: '2026-01' }), refusal: /closed already/, row: () => f.enrolment },

  // Payment: a posting is reversed once
  { kind: 'Payment', state: 'reversed twice', path: 'create', write: () => create('billing', reversal()), refusal: /already reversed/ },
  { kind: 'Payment', state: 'reversed twice', path: 'transact', write: () => inTransaction('billing', 'create', reversal()), refusal: /already reversed/ },

  // Injection: a GLP-1 dose needs an authorisation in force on its day
  { kind: 'Injection', state: 'given after its authorisation expired', path: 'create', write: () => create('nurse', dose('2026-11-02')), refusal: /expired on 2026-06-30/ },
  { kind: 'Injection', state: 'given after its authorisation expired', path: 'transact', write: () => inTransaction('nurse', 'create', dose('2026-11-02')), refusal: /expired on 2026-06-30/ },
  { kind: 'Injection', state: 'given after its authorisation expired', path: 'update', write: () => update('nurse', f.glp1Dose, { DateAdministered: '2026-11-02T15:00:00.000Z' }), refusal: /expired on 2026-06-30/, row: () => f.glp1Dose },
];

for (const c of CASES) {
  test(`${c.kind} ${c.state}, by ${c.path}: refused, nothing changed`, async () => {
    const before = c.row ? await get(c.row()['id']) : null;
    const answer = await c.write();
    assert.ok(answer.errors?.length, `accepted: ${JSON.stringify(answer.data)?.slice(0, 300)}`);
    assert.match(answer.errors![0]!.message, c.refusal);
    if (before) assert.deepEqual(await get(before['id']), before, 'the row is as it was');
  });
}

test('every kind with invariants, every path it can be written by, is in the table', () => {
  const paths = new Map<string, Set<string>>();
  for (const c of CASES) paths.set(c.kind, (paths.get(c.kind) ?? new Set()).add(c.path));
  for (const kind of ['Visit', 'Claim', 'TimeEntry']) assert.deepEqual([...paths.get(kind)!].sort(), ['create', 'custom', 'delete', 'transact', 'update'].filter((p) => kind !== 'Claim' || p !== 'delete'), kind);
  for (const kind of ['PaymentPlan', 'Injection']) assert.ok(['update', 'transact'].every((p) => paths.get(kind)!.has(p)), kind);
});
