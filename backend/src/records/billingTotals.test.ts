/**
 * The billing totals over the wire (ADR 0047): the write planner keeps them in the transaction of
 * every claim, charge-line and posting change, so they always equal a rebuild from the claims and
 * postings; billing and admin of the clinic read them, nobody writes them, other roles and clinics
 * do not see them; a database stored before them gets them when opened (the migration).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { queries } from '@emr/domain';
import { totalsOf } from '@emr/domain/billing';
import { buildItem, ledgerClaimOf, totalPostingOf } from '@emr/domain/server';
import { migrate, openDatabase } from '../db/database.ts';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north', 'south'], [['billing', 'north', 'billing'], ['admin', 'north', 'admin'], ['user', 'north', 'user'], ['dark', 'north', 'dark'], ['south', 'south', 'billing']])));
after(() => h.close());

const ok = (who: string, document: string, variables: Row) => h.ok(t[who], document, variables);
const write = (document: string, input: Row) => ok('billing', document, { input });
const get = (id: string) => ok('admin', documents.get, { id });

const GROUPS = ['claim', 'code', 'program', 'denial', 'agingDay', 'agingMonth', 'agingPatient'];
/** Every total of the clinic as `who` reads them (index 1, one partition per group): id → figures. */
async function totals(who = 'billing', clinic = 'north'): Promise<Record<string, Row>> {
  const out: Record<string, Row> = {};
  for (const group of GROUPS) {
    // (an agingPatient total has no month)
    const q = queries.billingTotals(clinic, group, '', '2999-12');
    for (const row of (await ok(who, documents.listBy(q.index), { pk: q.pk, sk: q.sk, limit: 1000 }))['items'] as Row[]) {
      const figures = JSON.parse(row['Figures']);
      if (Object.keys(figures).length) out[row['id']] = figures;
    }
  }
  return out;
}
/** The totals a rebuild from the clinic's stored claims and postings gives. */
function rebuilt(clinic = 'north'): Record<string, Row> {
  const rows = (kind: string) =>
    (h.app.db.prepare('SELECT item FROM emr WHERE clinic_id = ? AND entity_type = ?').all(clinic, kind) as { item: string }[]).map((r) => JSON.parse(r.item) as Row);
  return Object.fromEntries([...totalsOf(rows('Claim').map(ledgerClaimOf), rows('Payment').map(totalPostingOf))].map(([id, total]) => [id, total.figures]));
}
const figuresOf = async (group: string, month: string, part = '') =>
  Object.entries(await totals()).filter(([id]) => id.startsWith(`bt|${group}|${month}|`) && id.includes(part)).map(([, figures]) => figures);

test('the totals follow every claim, line and posting change, and always equal a rebuild from the rows', async () => {
  const claimId = 'tot-1';
  await write(documents.create, { id: claimId, EntityType: 'Claim', PatientID: 'NO-000001', ClaimDate: '2026-03-02T10:00:00.000Z', AssignedTo: 'u-ana', Diagnoses: JSON.stringify(['E11.9']) });
  await write(documents.create, { id: 'line-1', EntityType: 'Charge', LinkedToClaim: claimId, CPTCode: '99214', Amount: 0.1 });
  await write(documents.create, { id: 'line-2', EntityType: 'Charge', LinkedToClaim: claimId, CPTCode: '99490', Amount: 0.2 });
  assert.deepEqual(await totals(), {}, 'a draft counts nowhere');

  await write(documents.update, { id: claimId, Version: (await get(claimId))['Version'], Status: 'Submitted' });
  assert.deepEqual(await figuresOf('claim', '2026-03'), [{ claims: 1, charges: 30, balance: 30 }], '0.1 + 0.2 is 30 cents');
  assert.deepEqual(await figuresOf('program', '2026-03'), [{ claims: 1 }]);
  assert.deepEqual(await figuresOf('agingDay', '2026-03-02'), [{ claims: 1, balance: 30 }], 'the open balance on its day of service (the claim date when no ServiceDate)');
  assert.deepEqual(await figuresOf('agingMonth', '2026-03'), [{ claims: 1, balance: 30 }]);
  assert.deepEqual(await figuresOf('agingPatient', ''), [{ claims: 1, balance: 30, byDay: { '2026-03-02': 30 }, claimsByDay: { '2026-03-02': 1 } }]);
  assert.deepEqual(await totals(), rebuilt());

  // a denial, its reversal, then a payment with a contractual adjustment
  const denial = await write(documents.create, { id: 'den-1', EntityType: 'Payment', LinkedToClaim: claimId, PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentDate: '2026-04-01T10:00:00.000Z', Amount: 0, Allowed: 0, Reason: 'CO-50' });
  assert.deepEqual(await figuresOf('denial', '2026-04', 'CO-50'), [{ lines: 1, byClaim: { [claimId]: 1 } }]);
  await write(documents.create, { id: 'rev-1', EntityType: 'Payment', LinkedToClaim: claimId, Reverses: denial['id'], Reason: 'posted to the wrong claim', PaymentDate: '2026-04-02T10:00:00.000Z' });
  assert.deepEqual(await figuresOf('denial', '2026-04'), [], 'the reversal takes the line off');
  await ok('billing', documents.transact, {
    operations: JSON.stringify([
      { action: 'create', input: { id: 'pay-1', EntityType: 'Payment', LinkedToClaim: claimId, CPTCode: '99214', PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentMethod: 'EFT', BatchNumber: 'ERA-AET-0403', BatchDate: '2026-04-03T00:00:00.000Z', PaymentDate: '2026-04-03T10:00:00.000Z', Amount: 0.05, Allowed: 0.08, Adjust: 0.02 } },
      { action: 'create', input: { id: 'pay-2', EntityType: 'Payment', LinkedToClaim: claimId, PaymentFrom: 'Patient', PaymentDate: '2026-04-03T10:00:00.000Z', Amount: 0.03 } },
    ]),
  });
  assert.deepEqual(await figuresOf('claim', '2026-03'), [{ claims: 1, charges: 30, payments: 8, adjustments: 2, balance: 20 }]);
  assert.deepEqual(await figuresOf('agingDay', '2026-03-02'), [{ claims: 1, balance: 20 }], 'the postings take their amounts off the open balance');
  assert.deepEqual(await totals(), rebuilt());

  // a correction moving the claim to another month and provider moves its totals
  await write(documents.update, { id: claimId, Version: (await get(claimId))['Version'], ClaimDate: '2026-05-02T10:00:00.000Z', AssignedTo: 'u-bo', Reason: 'date of service was wrong' });
  assert.deepEqual(await figuresOf('claim', '2026-03'), []);
  assert.deepEqual(await figuresOf('claim', '2026-05', 'u-bo'), [{ claims: 1, charges: 30, payments: 8, adjustments: 2, balance: 20 }]);
  // a reversal of the payment puts the amount back on the balance
  await write(documents.create, { id: 'rev-2', EntityType: 'Payment', LinkedToClaim: claimId, Reverses: 'pay-2', Reason: 'check bounced', PaymentDate: '2026-05-09T10:00:00.000Z' });
  assert.deepEqual(await figuresOf('claim', '2026-05'), [{ claims: 1, charges: 30, payments: 5, adjustments: 2, balance: 23 }]);
  assert.deepEqual(await totals(), rebuilt());

  // a service date of its own ages the balance from it; paid off, the claim leaves the aging
  await write(documents.update, { id: claimId, Version: (await get(claimId))['Version'], ServiceDate: '2026-04-28T10:00:00.000Z', Reason: 'service date recorded' });
  assert.deepEqual(await figuresOf('agingDay', '2026-05'), []);
  assert.deepEqual(await figuresOf('agingDay', '2026-04-28'), [{ claims: 1, balance: 23 }]);
  await write(documents.create, { id: 'pay-3', EntityType: 'Payment', LinkedToClaim: claimId, PaymentFrom: 'Patient', PaymentDate: '2026-05-10T10:00:00.000Z', Amount: 0.23 });
  assert.deepEqual([...(await figuresOf('agingDay', '2026-04')), ...(await figuresOf('agingMonth', '2026-04'))], [], 'a claim paid off has no open balance');
  assert.deepEqual(await totals(), rebuilt());
});

test('a refused change leaves the totals as they were', async () => {
  const before = await totals();
  const { body } = await h.gql(t['billing'], documents.create, { input: { EntityType: 'Payment', LinkedToClaim: 'tot-1', PaymentFrom: 'Insurance', PaymentDate: '2026-05-10T10:00:00.000Z', Amount: -4 } });
  assert.equal(body.errors?.[0]?.errorType, 'ValidationException');
  assert.deepEqual(await totals(), before);
});

test('billing and admin of the clinic read the totals; no role writes them; clinicians, dark and other clinics do not see them', async () => {
  const mine = await totals('billing');
  assert.ok(Object.keys(mine).length > 0);
  assert.deepEqual(await totals('admin'), mine);
  assert.deepEqual(await totals('south', 'south'), {}, 'another clinic has its own totals');
  const denied = async (who: string, document: string, variables: Row) => {
    const { body }: { body: GqlBody } = await h.gql(t[who], document, variables);
    assert.ok(body.errors?.length, `${who} was not refused: ${JSON.stringify(body.data)}`);
    return body.errors![0]!.errorType;
  };
  const q = queries.billingTotals('north', 'claim', '2000-01', '2999-12');
  for (const of of [...GROUPS.map((group) => queries.billingTotals('north', group, '2000-01', '2999-12')), queries.agingByPatient('north')]) {
    for (const who of ['user', 'dark']) await denied(who, documents.listBy(of.index), { pk: of.pk, sk: of.sk });
  }
  const byPatient = queries.agingByPatient('north');
  await denied('south', documents.listBy(byPatient.index), { pk: byPatient.pk });
  // another clinic's partition is not the caller's
  await denied('south', documents.listBy(q.index), { pk: q.pk, sk: q.sk });
  const id = Object.keys(mine)[0]!;
  const stored = await get(id);
  for (const who of ['billing', 'admin']) {
    await denied(who, documents.create, { input: { id: `forged-${who}`, EntityType: 'BillingTotal', TotalGroup: 'claim', Month: '2026-03', Figures: JSON.stringify({ charges: 100 }) } });
    await denied(who, documents.update, { input: { id, Version: stored['Version'], Figures: JSON.stringify({ charges: 1 }) } });
    await denied(who, documents.delete, { input: { id } });
  }
  await denied('billing', documents.transact, { operations: JSON.stringify([{ action: 'update', input: { id, Version: stored['Version'], Figures: { charges: 1 } } }]) });
  assert.deepEqual(await totals(), mine);
});

test('opening a database stored before the totals builds them from its claims and postings (the migration)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emr-totals-'));
  try {
    const db = openDatabase({ dataDir });
    const store = createRecordStore(db);
    const now = new Date().toISOString();
    const add = (id: string, kind: 'Claim' | 'Payment', fields: Row) => store.insert(buildItem({ id, clinicId: 'north', kind, fields, version: 1, createdAt: now, updatedAt: now }));
    add('c1', 'Claim', { ClaimDate: '2026-02-03T10:00:00.000Z', Status: 'Denied', AssignedTo: 'u1', TotalCharges: 120.5, TotalPayments: 0, RemainingBalance: 120.5, Charges: [{ code: '99214', lines: 1, units: 1, chargeCents: 12050, paidCents: 0, adjustCents: 0 }] });
    add('p1', 'Payment', { LinkedToClaim: 'c1', PaymentFrom: 'Insurance', InsuranceName: 'Aetna', Reason: 'CO-50', PaymentDate: '2026-02-20T10:00:00.000Z', Amount: 0, Allowed: 0 });
    db.exec("DELETE FROM emr WHERE entity_type = 'BillingTotal'");
    db.pragma("user_version = 7"); // before migration 8 (the billing totals; migrations only append)
    migrate(db);
    const q = queries.billingTotals('north', 'claim', '2026-01', '2026-12');
    const claimTotals = store.queryIndex({ index: q.index, pk: q.pk, sk: q.sk, descending: false, limit: 10 });
    assert.deepEqual(claimTotals.map((row) => row['Figures']), [{ claims: 1, charges: 12050, balance: 12050 }]);
    const d = queries.billingTotals('north', 'denial', '2026-02', '2026-02');
    assert.deepEqual(store.queryIndex({ index: d.index, pk: d.pk, sk: d.sk, descending: false, limit: 10 }).map((row) => [row['Reason'], row['InsuranceName'], row['Figures']]), [['CO-50', 'Aetna', { lines: 1, byClaim: { c1: 1 } }]]);
    const a = queries.billingTotals('north', 'agingDay', '2026-02-01', '2026-02-28');
    assert.deepEqual(store.queryIndex({ index: a.index, pk: a.pk, sk: a.sk, descending: false, limit: 10 }).map((row) => [row['Month'], row['Figures']]), [['2026-02-03', { claims: 1, balance: 12050 }]], 'the A/R aging totals too');
    db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the patients with an open balance are listed largest balance first (index 2), a page at a time; a patient paid off leaves the list', async () => {
  const owe = async (id: string, patient: string, amount: number) => {
    await write(documents.create, { id, EntityType: 'Claim', PatientID: patient, ClaimDate: '2026-06-01T10:00:00.000Z', ServiceDate: '2026-05-30T10:00:00.000Z', InsuranceName: 'Aetna' });
    await write(documents.create, { id: `${id}-line`, EntityType: 'Charge', LinkedToClaim: id, CPTCode: '99213', Amount: amount });
    await write(documents.update, { id, Version: (await get(id))['Version'], Status: 'Submitted' });
  };
  await owe('pat-1', 'NO-000101', 40);
  await owe('pat-2', 'NO-000102', 300);
  await owe('pat-3', 'NO-000103', 75);
  await owe('pat-4', 'NO-000102', 5);
  const q = queries.agingByPatient('north');
  const list = async (limit: number, nextToken?: string) => {
    const page = await ok('billing', documents.listBy(q.index), { pk: q.pk, sortDirection: q.sortDirection, limit, ...(nextToken ? { nextToken } : {}) });
    return { rows: (page['items'] as Row[]).map((row) => [row['PatientID'], JSON.parse(row['Figures'])['balance']]), next: page['nextToken'] as string | undefined };
  };
  const first = await list(2);
  assert.deepEqual(first.rows, [['NO-000102', 30500], ['NO-000103', 7500]]);
  assert.deepEqual((await list(10, first.next)).rows.filter(([id]) => id !== 'NO-000001'), [['NO-000101', 4000]]);
  await write(documents.create, { id: 'pat-2-paid', EntityType: 'Payment', LinkedToClaim: 'pat-2', PaymentFrom: 'Patient', PaymentDate: '2026-06-10T10:00:00.000Z', Amount: 300 });
  assert.deepEqual((await list(3)).rows, [['NO-000103', 7500], ['NO-000101', 4000], ['NO-000102', 500]], 'paid 300, the patient owes 5 on the other claim');
  assert.deepEqual(await totals(), rebuilt());
});
