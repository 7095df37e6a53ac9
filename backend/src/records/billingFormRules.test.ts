/**
 * The billing forms' rules over the wire: the fee schedule form checks the domain's
 * FEE_SCHEDULE_FIELD_RULES (`domain/src/billing/fieldSpecs.ts`) over the entry it sends; the server
 * refuses what the form refuses with the same sentence, keeps one active entry per code, lets only
 * billing and admin write the schedule, and never deletes an entry (it is retired). The payment
 * plan form checks PAYMENT_PLAN_FIELD_RULES; the server refuses a plan's total and term with them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let biller: string;
let admin: string;
let nurse: string;
let otherBiller: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('south');
  h.addStaff('biller@north.test', 'north', 'billing');
  h.addStaff('admin@north.test', 'north', 'admin');
  h.addStaff('nurse@north.test', 'north', 'user');
  h.addStaff('biller@south.test', 'south', 'billing');
  biller = await h.signIn('biller@north.test');
  admin = await h.signIn('admin@north.test');
  nurse = await h.signIn('nurse@north.test');
  otherBiller = await h.signIn('biller@south.test');
});

after(() => h.close());

const entry = { EntityType: 'FeeScheduleEntry', CPTCode: '99214', Description: 'Office visit, est., moderate', PriceCents: 18000, Status: 'Active' };

interface Answer {
  type: string | undefined;
  message: string;
  row: Record<string, unknown> | undefined;
}

async function send(token: string, doc: string, input: Record<string, unknown>): Promise<Answer> {
  const res = await h.gql(token, doc, { input });
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  const data = res.body.data as Record<string, Record<string, unknown> | null> | undefined;
  return { type: error?.errorType, message: error?.message ?? '', row: data ? (Object.values(data)[0] ?? undefined) : undefined };
}

/** The per-field sentences of a refusal ("The X record is not valid: Field: sentence; …"). */
const fields = (message: string) => Object.fromEntries(message.replace(/^The \w+ record is not valid: /, '').split('; ').map((part) => part.split(/: (.*)/s).slice(0, 2)));

async function activeEntries(token: string, clinic: string) {
  const list = await h.gql(token, documents.listBy(3), { pk: `${clinic}#FeeScheduleEntry#S#Active` });
  return (list.body.data!['listByGSI3'] as { items: { CPTCode: string; PriceCents: number }[] }).items;
}

test('a bad code, a price of 0 or less and a missing description are refused with the form sentences, and nothing is stored', async () => {
  const refused = await send(biller, documents.create, { ...entry, CPTCode: '9921', PriceCents: 0, Description: ' ' });
  assert.equal(refused.type, 'ValidationException');
  assert.deepEqual(fields(refused.message), {
    CPTCode: 'Code must look like 99213 / J3420.',
    Description: 'Short description is required.',
    Price: 'Price must be from 0.01 to 99999.99.',
  });
  assert.deepEqual(fields((await send(biller, documents.create, { ...entry, PriceCents: -1500 })).message), { Price: 'Price must be from 0.01 to 99999.99.' });
  assert.deepEqual(await activeEntries(biller, 'north'), []);
});

test('only billing and admin write the fee schedule; a clinician reads it; nobody deletes an entry', async () => {
  const byNurse = await send(nurse, documents.create, { ...entry, CPTCode: '99213' });
  assert.equal(byNurse.type, 'AccessDeniedException');
  const byAdmin = await send(admin, documents.create, { ...entry, CPTCode: '99213', PriceCents: 12500 });
  assert.equal(byAdmin.type, undefined, byAdmin.message);
  assert.deepEqual((await activeEntries(nurse, 'north')).map((e) => e.CPTCode), ['99213']);
  const edit = await send(nurse, documents.update, { id: byAdmin.row!['id'], Version: byAdmin.row!['Version'], PriceCents: 1 });
  assert.equal(edit.type, 'AccessDeniedException');
  for (const token of [biller, admin]) {
    const deleted = await send(token, documents.delete, { id: byAdmin.row!['id'] });
    assert.equal(deleted.type, 'AccessDeniedException', 'an entry is retired, never deleted');
  }
});

test('one active entry per code: a second is refused naming the code; once the first is retired the code is free again', async () => {
  const first = await send(biller, documents.create, { ...entry, CPTCode: 'J3420', Description: 'Vitamin B-12 injection, up to 1,000 mcg', PriceCents: 2500 });
  assert.equal(first.type, undefined, first.message);
  const second = await send(biller, documents.create, { ...entry, CPTCode: 'J3420', Description: 'B-12', PriceCents: 3000 });
  assert.equal(second.type, 'ValidationException');
  assert.match(second.message, /^Code: the fee schedule already has an active entry for J3420/);
  // another clinic has its own schedule
  assert.equal((await send(otherBiller, documents.create, { ...entry, CPTCode: 'J3420', PriceCents: 3100 })).type, undefined);
  const retired = await send(biller, documents.update, { id: first.row!['id'], Version: first.row!['Version'], Status: 'Retired', EndDate: '2026-11-24T00:00:00.000Z' });
  assert.equal(retired.type, undefined, retired.message);
  const priced = await send(biller, documents.create, { ...entry, CPTCode: 'J3420', Description: 'Vitamin B-12 injection, up to 1,000 mcg', PriceCents: 2800, StartDate: '2026-11-24T00:00:00.000Z' });
  assert.equal(priced.type, undefined, priced.message);
  const active = (await activeEntries(biller, 'north')).filter((e) => e.CPTCode === 'J3420');
  assert.deepEqual(active.map((e) => e.PriceCents), [2800]);
  // reactivating the retired entry would make two active entries
  const back = await send(biller, documents.update, { id: first.row!['id'], Version: retired.row!['Version'], Status: 'Active', EndDate: null });
  assert.equal(back.type, 'ValidationException');
});

test('an edit the form would refuse is refused too (the stored entry merged with the change)', async () => {
  const made = await send(biller, documents.create, { ...entry, CPTCode: '99490', Description: 'CCM, staff, first 20 min', PriceCents: 6200 });
  const edit = await send(biller, documents.update, { id: made.row!['id'], Version: made.row!['Version'], PriceCents: 0, EndDate: '2020-01-01T00:00:00.000Z', StartDate: '2026-01-01T00:00:00.000Z' });
  assert.deepEqual(fields(edit.message), { Price: 'Price must be from 0.01 to 99999.99.', EndDate: 'End date cannot be before start date.' });
});

test("a payment plan's total and term are refused with the plan form's sentences", async () => {
  const plan = { EntityType: 'PaymentPlan', PatientID: 'NO-000001', TotalAmount: 0, TermMonths: '61', NextDueDate: '2026-12-01T00:00:00.000Z', Status: 'Active' };
  const refused = await send(biller, documents.create, plan);
  assert.equal(refused.type, 'ValidationException');
  assert.deepEqual(fields(refused.message), { TotalAmount: 'Total must be from 0.01 to 99999.99.', TermMonths: 'Term in months must be from 1 to 60.' });
});

test('an insurance payment by EFT or check, or paying money by any method, names its payer and batch, as the EOB form asks, with its sentences; a write-off, a patient payment and a reversal do not', async () => {
  const claim = await send(biller, documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: '2026-03-02T10:00:00.000Z', Diagnoses: JSON.stringify(['E11.9']) });
  await send(biller, documents.create, { EntityType: 'Charge', LinkedToClaim: claim.row!['id'], CPTCode: '99213', Amount: 100 });
  const stored = await h.gql(biller, documents.get, { id: claim.row!['id'] });
  const version = (stored.body.data!['getEMR'] as { Version: number }).Version;
  assert.equal((await send(biller, documents.update, { id: claim.row!['id'], Version: version, Status: 'Submitted' })).type, undefined);
  const posting = { EntityType: 'Payment', LinkedToClaim: claim.row!['id'], PaymentDate: '2026-03-20T10:00:00.000Z', PaymentFrom: 'Insurance', PaymentMethod: 'EFT', Amount: 60, Allowed: 80 };

  const refused = await send(biller, documents.create, { ...posting, InsuranceName: ' ' });
  assert.equal(refused.type, 'ValidationException');
  assert.deepEqual(fields(refused.message), { InsuranceName: 'Payer is required.', BatchNumber: 'Batch number is required.', BatchDate: 'Batch date is required.' });
  const byCheck = await send(biller, documents.create, { ...posting, PaymentMethod: 'Check', InsuranceName: 'Aetna', BatchDate: '2026-03-20T00:00:00.000Z' });
  assert.deepEqual(fields(byCheck.message), { BatchNumber: 'Batch number is required.' });
  // money from a payer is traceable to its remittance whatever method the caller names (the API is not the form)
  for (const PaymentMethod of ['Wire', '', undefined]) {
    const untraced = await send(biller, documents.create, { ...posting, PaymentMethod, InsuranceName: 'Aetna' });
    assert.deepEqual(fields(untraced.message), { BatchNumber: 'Batch number is required.', BatchDate: 'Batch date is required.' }, `method ${String(PaymentMethod)}`);
  }

  const paid = await send(biller, documents.create, { ...posting, InsuranceName: 'Aetna', BatchNumber: 'ERA-AET-20260320', BatchDate: '2026-03-20T00:00:00.000Z' });
  assert.equal(paid.type, undefined, paid.message);
  for (const other of [
    { ...posting, PaymentMethod: 'Write-off', Amount: 0, Allowed: undefined, Adjust: 5 },
    { ...posting, PaymentFrom: 'Patient', PaymentMethod: 'Cash', Amount: 1, Allowed: undefined },
    { EntityType: 'Payment', LinkedToClaim: claim.row!['id'], PaymentDate: '2026-03-21T10:00:00.000Z', PaymentMethod: 'EFT', Reverses: paid.row!['id'], Reason: 'posted twice' },
  ]) {
    const answer = await send(biller, documents.create, other);
    assert.equal(answer.type, undefined, answer.message);
  }
});

test("a charge line's diagnosis pointers are refused with the claim form's sentences: an empty slot, a slot twice, more than four", async () => {
  const claim = await send(biller, documents.create, { EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: '2026-03-02T10:00:00.000Z', Diagnoses: JSON.stringify(['E11.9', 'I10']) });
  const line = { EntityType: 'Charge', LinkedToClaim: claim.row!['id'], CPTCode: '99213', Amount: 100 };
  const pointers = async (slots: string[]) => fields((await send(biller, documents.create, { ...line, DiagnosisPointers: JSON.stringify(slots) })).message);
  assert.deepEqual(await pointers(['A', 'C']), { DiagnosisPointers: 'Diagnosis pointers: slot C holds no diagnosis.' });
  assert.deepEqual(await pointers(['A', 'A']), { DiagnosisPointers: 'Diagnosis pointers must look like A / ABD.' });
  assert.deepEqual(await pointers(['A', 'B', 'C', 'D', 'E']), { DiagnosisPointers: 'Diagnosis pointers must look like A / ABD.' });
  const kept = await send(biller, documents.create, { ...line, DiagnosisPointers: JSON.stringify(['B', 'A']) });
  assert.equal(kept.type, undefined, kept.message);
  // the claim cannot empty a slot a line points to
  const stored = await h.gql(biller, documents.get, { id: claim.row!['id'] });
  const emptied = await send(biller, documents.update, { id: claim.row!['id'], Version: (stored.body.data!['getEMR'] as { Version: number }).Version, Diagnoses: JSON.stringify(['E11.9']) });
  assert.deepEqual(fields(emptied.message), { DiagnosisPointers: 'Diagnosis pointers: slot B holds no diagnosis.' });
});
