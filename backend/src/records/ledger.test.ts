/**
 * The ledger rules over the wire (domain/src/server/ledger.ts): the server stamps a claim's
 * totals from its charge lines and postings, moves a submitted claim's status from its
 * postings and keeps its histories; postings are immutable (a correction is a reversal);
 * a submitted claim changes only by status or by a correction with a reason; amounts, diagnosis
 * pointers and clinics are checked, each refusal naming its field; a payment plan stores the
 * schedule of `paymentPlanSchedule` and follows the postings toward it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { visitAt } from '../testing/visits.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north', 'south'], [['billing', 'north', 'billing'], ['admin', 'north', 'admin'], ['user', 'north', 'user'], ['dark', 'north', 'dark'], ['south', 'south', 'billing']])));

after(() => h.close());

async function send(who: string, document: string, input: Row): Promise<GqlBody> {
  return (await h.gql(t[who], document, { input })).body;
}
async function ok(who: string, document: string, input: Row): Promise<Row> {
  const body = await send(who, document, input);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0] as Row;
}
/** The refusal's type and the field its message names. */
async function refused(who: string, document: string, input: Row, field: string, type = 'ValidationException'): Promise<string> {
  const body = await send(who, document, input);
  assert.equal(body.errors?.[0]?.errorType, type, JSON.stringify(body.errors ?? body.data));
  // the ledger's own refusals start with the field; a form rule's (field specs) with the record's kind, then the field
  assert.match(body.errors![0]!.message, new RegExp(`^(The \\w+ record is not valid: )?${field}\\b`), body.errors![0]!.message);
  return body.errors![0]!.message;
}
const get = async (id: string) => (await h.gql(t['admin'], documents.get, { id })).body.data!['getEMR'] as Row;
const day = '2026-03-02T10:00:00.000Z';

let n = 0;
async function claim(fields: Row = {}): Promise<Row> {
  n += 1;
  return ok('billing', documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day, Diagnoses: JSON.stringify(['E11.9', 'I10']), ...fields, id: `claim-${n}` });
}
const charge = (claimId: string, Amount: unknown, more: Row = {}) => ({ EntityType: 'Charge', LinkedToClaim: claimId, CPTCode: '99213', Amount, ...more });
const posting = (claimId: string, more: Row) => ({ EntityType: 'Payment', LinkedToClaim: claimId, PaymentDate: day, PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentMethod: 'EFT', BatchNumber: 'ERA-TEST', BatchDate: day, ...more });
async function submitted(amounts: number[]): Promise<Row> {
  const c = await claim();
  for (const amount of amounts) await ok('billing', documents.create, charge(c['id'], amount));
  const fresh = await get(c['id']);
  return ok('billing', documents.update, { id: c['id'], Version: fresh['Version'], Status: 'Submitted' });
}

describe('claims and charge lines', () => {
  test('a new claim is a Draft with zero totals and its creation in ClaimHistory; totals or a history sent are refused', async () => {
    await refused('billing', documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day, TotalCharges: 999 }, 'TotalCharges');
    await refused('billing', documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day, ClaimHistory: JSON.stringify([{ forged: true }]) }, 'ClaimHistory');
    const c = await claim();
    assert.deepEqual([c['Status'], c['TotalCharges'], c['TotalPayments'], c['RemainingBalance']], ['Draft', 0, 0, 0]);
    const history = JSON.parse(c['ClaimHistory']);
    assert.equal(history.length, 1);
    assert.equal(history[0].event, 'created');
    await refused('billing', documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day, Status: 'Submitted' }, 'Status');
  });

  test('charge lines stamp the totals; amounts are whole cents and not negative; pointers name filled slots; the claim must be of the clinic', async () => {
    const c = await claim();
    await ok('billing', documents.create, charge(c['id'], 120.5, { DiagnosisPointers: JSON.stringify(['A', 'B']) }));
    const second = await ok('billing', documents.create, charge(c['id'], 80));
    assert.deepEqual([(await get(c['id']))['TotalCharges'], (await get(c['id']))['RemainingBalance']], [200.5, 200.5]);
    await ok('billing', documents.update, { id: second['id'], Version: 1, Amount: 30 });
    await ok('billing', documents.delete, { id: second['id'] });
    assert.equal((await get(c['id']))['TotalCharges'], 120.5, 'a draft line may be changed and removed');

    await refused('billing', documents.create, charge(c['id'], -5), 'Amount');
    await refused('billing', documents.create, charge(c['id'], 10.005), 'Amount');
    await refused('billing', documents.create, charge(c['id'], 10, { DiagnosisPointers: JSON.stringify(['C']) }), 'DiagnosisPointers');
    await refused('billing', documents.create, charge(c['id'], 10, { DiagnosisPointers: JSON.stringify(['M']) }), 'DiagnosisPointers');
    await refused('billing', documents.create, charge(c['id'], 10, { CPTCode: '' }), 'CPTCode');
    await refused('billing', documents.create, charge('no-such-claim', 10), 'LinkedToClaim');
    await refused('south', documents.create, charge(c['id'], 10), 'LinkedToClaim');
    await refused('billing', documents.update, { id: c['id'], Version: (await get(c['id']))['Version'], Diagnoses: JSON.stringify(['E11.9']) }, 'DiagnosisPointers');
    assert.equal((await get(c['id']))['TotalCharges'], 120.5, 'nothing refused changed the claim');
  });

  test('only billing and admin write claims, lines and postings', async () => {
    const c = await claim();
    await ok('admin', documents.create, charge(c['id'], 10));
    for (const who of ['user', 'dark']) {
      for (const input of [{ EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day }, charge(c['id'], 10), posting(c['id'], { Amount: 5 })]) {
        assert.equal((await send(who, documents.create, input)).errors?.[0]?.errorType, 'AccessDeniedException', `${who} ${String(input['EntityType'])}`);
      }
    }
  });

  test('a submitted claim changes only by status or by a correction with a reason, each in ClaimHistory', async () => {
    const c = await submitted([100]);
    await refused('billing', documents.update, { id: c['id'], Version: c['Version'], ClaimDate: '2026-03-03T10:00:00.000Z' }, 'Reason');
    const corrected = await ok('billing', documents.update, { id: c['id'], Version: c['Version'], ClaimDate: '2026-03-03T10:00:00.000Z', Reason: 'Wrong date of service' });
    await refused('billing', documents.create, charge(c['id'], 25), 'Reason');
    const line = await ok('billing', documents.create, charge(c['id'], 25, { Reason: 'Missed the injection' }));
    await refused('billing', documents.delete, { id: line['id'] }, 'LinkedToClaim');
    let now = await get(c['id']);
    assert.equal(now['TotalCharges'], 125);
    await refused('billing', documents.update, { id: c['id'], Version: now['Version'], Status: 'Draft' }, 'Status');
    await refused('billing', documents.update, { id: c['id'], Version: now['Version'], Status: 'Paid' }, 'Status');
    await ok('billing', documents.update, { id: c['id'], Version: now['Version'], Status: 'Accepted' });
    now = await get(c['id']);
    const events = JSON.parse(now['ClaimHistory']).map((e: Row) => `${e.event}:${e.status ?? e.reason}`);
    assert.deepEqual(events, ['created:Draft', 'status:Submitted', 'correction:Wrong date of service', 'correction:Missed the injection', 'status:Accepted']);
    assert.ok(corrected['Version'] < now['Version']);
    await ok('billing', documents.update, { id: c['id'], Version: now['Version'], Status: 'Closed' });
    await refused('billing', documents.update, { id: c['id'], Version: now['Version'] + 1, Status: 'Accepted' }, 'Status');
    await refused('billing', documents.delete, { id: c['id'] }, 'Status');
  });
  test('a rejected claim is corrected with a reason and submitted again: the history keeps the values before and counts the resubmission; a paid claim refuses corrections', async () => {
    const c = await submitted([100]);
    const line = (await h.gql(t['admin'], 'query ($pk: String!) { listByGSI5(GSI5PK: $pk) { items { id Version } } }', { pk: `north#Charge#R#${c['id']}` })).body;
    const lineRow = (line.data!['listByGSI5'] as { items: Row[] }).items[0]!;
    let now = await ok('billing', documents.update, { id: c['id'], Version: c['Version'], Status: 'Rejected', Reason: 'Invalid member ID for payer' });
    await ok('billing', documents.update, { id: c['id'], Version: now['Version'], MemberID: 'W777', Reason: 'Member ID from the card' });
    await ok('billing', documents.update, { id: lineRow['id'], Version: lineRow['Version'], Amount: 120, Reason: 'Fee schedule price' });
    now = await get(c['id']);
    now = await ok('billing', documents.update, { id: c['id'], Version: now['Version'], Status: 'Submitted', Reason: 'Corrected claim' });
    const history = JSON.parse(now['ClaimHistory']) as Row[];
    const corrections = history.filter((e) => e.event === 'correction');
    assert.deepEqual(corrections.map((e) => [e.fields, e.before, e.reason]), [
      [['MemberID'], { MemberID: null }, 'Member ID from the card'],
      [['Amount'], { Amount: 100 }, 'Fee schedule price'],
    ]);
    assert.deepEqual(history.at(-1), { ...history.at(-1), event: 'status', from: 'Rejected', status: 'Submitted', resubmission: 1, reason: 'Corrected claim' });
    assert.equal(now['TotalCharges'], 120);

    await ok('billing', documents.create, posting(c['id'], { Amount: 120, Allowed: 120 }));
    now = await get(c['id']);
    assert.equal(now['Status'], 'Paid');
    await refused('billing', documents.update, { id: c['id'], Version: now['Version'], MemberID: 'W778', Reason: 'Another card' }, 'Status');
    const fresh = (await h.gql(t['admin'], documents.get, { id: lineRow['id'] })).body.data!['getEMR'] as Row;
    await refused('billing', documents.update, { id: lineRow['id'], Version: fresh['Version'], Amount: 90, Reason: 'Lower price' }, 'LinkedToClaim');
    await refused('billing', documents.create, charge(c['id'], 10, { Reason: 'One more line' }), 'LinkedToClaim');
  });
});

describe('postings', () => {
  test('postings stamp totals, move the status and fill the payment and batch histories; a reversal with a reason undoes one', async () => {
    const c = await submitted([100, 50]);
    const era = await ok('billing', documents.create, posting(c['id'], { Amount: 80, Allowed: 120, Adjust: 30, CoInsurance: 10, BatchNumber: 'ERA-1', BatchDate: day }));
    assert.equal(era['PatientID'], 'NO-000001', 'the posting takes its claim’s patient');
    assert.match(String(era['PaymentID']), /^PMT-NO-\d+$/);
    let now = await get(c['id']);
    assert.deepEqual([now['Status'], now['TotalCharges'], now['TotalPayments'], now['RemainingBalance']], ['PartiallyPaid', 150, 80, 40]);
    assert.equal(JSON.parse(now['PaymentHistory']).length, 1);
    assert.equal(JSON.parse(now['BatchHistory'])[0].batchNumber, 'ERA-1');

    assert.equal((await send('billing', documents.update, { id: era['id'], Version: 1, Amount: 90 })).errors?.[0]?.errorType, 'AccessDeniedException');
    assert.equal((await send('admin', documents.delete, { id: era['id'] })).errors?.[0]?.errorType, 'AccessDeniedException');
    await refused('billing', documents.create, posting(c['id'], { Amount: -80 }), 'Amount');
    await refused('billing', documents.create, posting(c['id'], { Amount: 5, PaymentFrom: 'Friend' }), 'PaymentFrom');
    await refused('billing', documents.create, posting(c['id'], { Amount: 5, PatientID: 'NO-000099' }), 'PatientID');
    await refused('south', documents.create, posting(c['id'], { Amount: 5 }), 'LinkedToClaim');
    await refused('billing', documents.create, posting(c['id'], { Reverses: era['id'] }), 'Reason');
    await refused('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, Reverses: era['id'], Reason: 'x' }, 'LinkedToClaim');

    const reversal = await ok('billing', documents.create, posting(c['id'], { Reverses: era['id'], Reason: 'Posted to the wrong claim' }));
    assert.deepEqual([reversal['Amount'], reversal['Adjust'], reversal['Allowed']], [-80, -30, -120]);
    now = await get(c['id']);
    assert.deepEqual([now['Status'], now['TotalPayments'], now['RemainingBalance']], ['Accepted', 0, 150]);
    await refused('billing', documents.create, posting(c['id'], { Reverses: era['id'], Reason: 'again' }), 'Reverses');
    await refused('billing', documents.create, posting(c['id'], { Reverses: reversal['id'], Reason: 'undo' }), 'Reverses');

    await ok('billing', documents.create, posting(c['id'], { Amount: 120, Adjust: 30 }));
    now = await get(c['id']);
    assert.deepEqual([now['Status'], now['RemainingBalance']], ['Paid', 0]);
    const history = JSON.parse(now['ClaimHistory']).filter((e: Row) => e.event === 'posting').map((e: Row) => e.status);
    assert.deepEqual(history, ['PartiallyPaid', 'Accepted', 'Paid']);
    assert.equal(JSON.parse(now['PaymentHistory']).length, 3);
  });

  test('the claim keeps its lines per code in Charges, with the postings that name a code and their reversals; a client\'s Charges are refused', async () => {
    await refused('billing', documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: day, Charges: JSON.stringify([{ code: 'FORGED', lines: 9, units: 9, chargeCents: 1, paidCents: 0, adjustCents: 0 }]) }, 'Charges');
    const c = await claim();
    assert.deepEqual(JSON.parse(c['Charges']), []);
    await ok('billing', documents.create, charge(c['id'], 100, { CPTCode: '99214', Units: 2 }));
    await ok('billing', documents.create, charge(c['id'], 35.5, { CPTCode: '85025' }));
    const fresh = await get(c['id']);
    await ok('billing', documents.update, { id: c['id'], Version: fresh['Version'], Status: 'Submitted' });
    const line = await ok('billing', documents.create, posting(c['id'], { CPTCode: '99214', Amount: 60, Allowed: 80, Adjust: 20, Withheld: 0.5 }));
    await ok('billing', documents.create, posting(c['id'], { Amount: 10, PaymentFrom: 'Patient' }));
    await ok('billing', documents.create, posting(c['id'], { Reverses: line['id'], Reason: 'Wrong line' }));
    const now = await get(c['id']);
    assert.deepEqual(JSON.parse(now['Charges']), [
      { code: '85025', lines: 1, units: 1, chargeCents: 3550, paidCents: 0, adjustCents: 0 },
      { code: '99214', lines: 1, units: 2, chargeCents: 10000, paidCents: 0, adjustCents: 0 },
    ]);
    assert.deepEqual([now['TotalCharges'], now['TotalPayments'], now['RemainingBalance']], [135.5, 10, 125.5]);
  });

  test('a payer that allows nothing denies the claim; a copay on a draft leaves its status alone', async () => {
    const c = await submitted([90]);
    await ok('billing', documents.create, posting(c['id'], { Amount: 0, Allowed: 0, Note: 'CO-50' }));
    assert.equal((await get(c['id']))['Status'], 'Denied');
    const draft = await claim();
    await ok('billing', documents.create, charge(draft['id'], 90));
    await ok('billing', documents.create, posting(draft['id'], { Amount: 20, Copay: 20, PaymentFrom: 'patient' }));
    const now = await get(draft['id']);
    assert.deepEqual([now['Status'], now['TotalPayments'], now['RemainingBalance']], ['Draft', 20, 70]);
  });

  test('a claim with its lines in one transactEMR is stamped once all are planned', async () => {
    const body = (await h.gql(t['billing'], documents.transact, {
      operations: JSON.stringify([
        { action: 'create', input: { id: 'tx-claim', EntityType: 'Claim', PatientID: 'NO-000002', ClaimDate: day, Diagnoses: ['Z00.00'] } },
        { action: 'create', input: charge('tx-claim', 40, { DiagnosisPointers: ['A'] }) },
        { action: 'create', input: charge('tx-claim', 60) },
      ]),
    })).body;
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const [created] = JSON.parse(body.data!['transactEMR']);
    assert.deepEqual([created.TotalCharges, created.Version], [100, 3]);
    assert.equal((await get('tx-claim'))['RemainingBalance'], 100);
  });
});

describe('the visit a claim bills', () => {
  test("follows its claim: linked on create, Unbilled, Billed once submitted, then as the postings go", async () => {
    const visit = await visitAt(h, t['user']!, 'CheckedOut', { patientId: 'NO-000001', visitDate: day });
    const c = await claim({ LinkedToVisit: visit['id'] });
    const paymentStatus = async () => {
      const v = await get(visit['id']);
      return [v['LinkedToClaim'], v['PaymentStatus']];
    };
    assert.deepEqual(await paymentStatus(), [c['id'], 'Unbilled']);
    await ok('billing', documents.create, charge(c['id'], 100));
    await ok('billing', documents.update, { id: c['id'], Version: (await get(c['id']))['Version'], Status: 'Submitted' });
    assert.deepEqual(await paymentStatus(), [c['id'], 'Billed']);
    await ok('billing', documents.create, posting(c['id'], { Amount: 40 }));
    assert.deepEqual(await paymentStatus(), [c['id'], 'PartiallyPaid']);
    await ok('billing', documents.create, posting(c['id'], { Amount: 60 }));
    assert.deepEqual(await paymentStatus(), [c['id'], 'Paid']);
  });
});

describe('payment plans', () => {
  const plan = (more: Row = {}) => ({ EntityType: 'PaymentPlan', PatientID: 'NO-000003', TotalAmount: 100, TermMonths: '3', NextDueDate: '2026-01-31T00:00:00.000Z', ...more });

  test('the server stores the schedule of paymentPlanSchedule and refuses one that disagrees', async () => {
    const created = await ok('billing', documents.create, plan({ PaymentPlanID: 'PP-1' }));
    assert.deepEqual(JSON.parse(created['Schedule']), [
      { dueDate: '2026-01-31', amount: 33.34 },
      { dueDate: '2026-02-28', amount: 33.33 },
      { dueDate: '2026-03-31', amount: 33.33 },
    ]);
    assert.deepEqual([created['InstallmentAmount'], created['AmountPaid'], created['PaymentsMade'], created['Status']], [33.34, 0, '0', 'Active']);
    await refused('billing', documents.create, plan({ Schedule: JSON.stringify([{ dueDate: '2026-01-31', amount: 50 }, { dueDate: '2026-02-28', amount: 50 }]) }), 'Schedule');
    await refused('billing', documents.create, plan({ InstallmentAmount: 33.33 }), 'InstallmentAmount');
    await refused('billing', documents.create, plan({ TermMonths: '61' }), 'TermMonths');
    await refused('billing', documents.create, plan({ TotalAmount: 0.02 }), 'TotalAmount');
    const agreed = await ok('billing', documents.create, plan({ Schedule: created['Schedule'], InstallmentAmount: 33.34 }));
    assert.equal(agreed['Schedule'], created['Schedule']);
  });

  test('payments toward a plan move its next due date and complete it', async () => {
    const p = await ok('billing', documents.create, plan({ PaymentPlanID: 'PP-200' }));
    const pay = (Amount: number) => ok('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-200', PaymentFrom: 'Patient', Amount });
    await pay(33.34);
    let now = await get(p['id']);
    assert.deepEqual([now['AmountPaid'], now['PaymentsMade'], now['NextDueDate']], [33.34, '1', '2026-02-28T00:00:00.000Z']);
    await refused('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-200', PatientID: 'NO-000004', Amount: 1 }, 'PatientID');
    await refused('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-404', Amount: 1 }, 'PaymentPlanID');
    await pay(66.66);
    now = await get(p['id']);
    assert.deepEqual([now['AmountPaid'], now['PaymentsMade'], now['Status']], [100, '2', 'Completed']);
  });
  test('a plan is cancelled with a reason kept with who and when; then nothing more is paid toward it and it stays cancelled', async () => {
    const p = await ok('billing', documents.create, plan({ PaymentPlanID: 'PP-300' }));
    const first = await ok('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-300', PaymentFrom: 'Patient', Amount: 33.34 });
    let now = await get(p['id']);
    await refused('billing', documents.update, { id: p['id'], Version: now['Version'], Status: 'Cancelled' }, 'Reason');
    await refused('billing', documents.update, { id: p['id'], Version: now['Version'], Status: 'Cancelled', Reason: 'Patient moved away', StatusHistory: JSON.stringify([{ forged: true }]) }, 'StatusHistory');
    const cancelled = await ok('billing', documents.update, { id: p['id'], Version: now['Version'], Status: 'Cancelled', Reason: 'Patient moved away' });
    const history = JSON.parse(cancelled['StatusHistory']) as Row[];
    assert.equal(history.length, 1);
    assert.deepEqual([history[0]!['from'], history[0]!['to'], history[0]!['reason'], typeof history[0]!['at'], typeof history[0]!['by']], ['Active', 'Cancelled', 'Patient moved away', 'string', 'string']);
    assert.equal(cancelled['Status'], 'Cancelled');

    await refused('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-300', PaymentFrom: 'Patient', Amount: 10 }, 'PaymentPlanID');
    await ok('billing', documents.create, { EntityType: 'Payment', PaymentDate: day, PaymentPlanID: 'PP-300', Reverses: first['id'], Reason: 'Card charged back' });
    now = await get(p['id']);
    assert.deepEqual([now['Status'], now['AmountPaid']], ['Cancelled', 0]);
    await refused('billing', documents.update, { id: p['id'], Version: now['Version'], Status: 'Active' }, 'Status');
    const due = (await h.gql(t['billing'], documents.listBy(4), { pk: 'north#PaymentPlan#DUE' })).body.data!['listByGSI4'] as { items: Row[] };
    assert.ok(!due.items.some((row) => row['id'] === p['id']), 'a cancelled plan has nothing due');
  });
});
