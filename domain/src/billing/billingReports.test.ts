import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeReport, denialReport, planCollectionsReport, productionReport, programRevenueReport } from './billingReports.ts';
import { CLAIMS } from './reportClaims.fixture.ts';


test('production by period and by provider: charges − payments − adjustments = balance, to the cent; drafts left out', () => {
  const byMonth = productionReport(CLAIMS, 'period');
  assert.deepEqual(byMonth.rows.map((r) => [r.key, r.cells.claims.value, r.cells.charges.value, r.cells.payments.value, r.cells.adjustments.value, r.cells.balance.value]), [
    ['2026-09', 2, 18030, 9010, 6020, 3000],
    ['2026-10', 1, 12050, 0, 0, 12050],
  ]);
  assert.deepEqual(byMonth.totals.cells.charges, { value: 30080, refs: ['c1', 'c2', 'c3'] });
  const t = byMonth.totals.cells;
  assert.equal(t.charges.value - t.payments.value - t.adjustments.value, t.balance.value);
  const byProvider = productionReport(CLAIMS, 'provider');
  assert.deepEqual(byProvider.rows.map((r) => [r.key, r.cells.charges.value, r.cells.charges.refs]), [['u1', 30050, ['c1', 'c3']], ['u2', 30, ['c2']]]);
});

test('by code: a single-code claim takes its unnamed payments; a multi-code claim keeps them on the claim row; the rows add up to the claims', () => {
  const report = codeReport(CLAIMS);
  const row = (key: string) => report.rows.find((r) => r.key === key)!.cells;
  assert.deepEqual([row('99214').claims.value, row('99214').charges.value, row('99214').payments.value, row('99214').adjustments.value], [2, 30050, 9000, 6000]);
  assert.deepEqual([row('').charges.value, row('').payments.value, row('').adjustments.value, row('').claims.refs], [0, 10, 20, ['c2']]);
  assert.equal(row('99490').charges.value, 10);
  assert.equal(report.totals.cells.charges.value, 30080);
  assert.equal(report.totals.cells.payments.value, 9010);
  assert.equal(report.totals.cells.adjustments.value, 6020);
  assert.equal(report.totals.cells.claims.value, 3);
  assert.deepEqual(report.rows.map((r) => r.key), ['99214', '99439', '99490', '']);
});

test('program revenue: only the care-program codes, by code', () => {
  const report = programRevenueReport(CLAIMS);
  assert.deepEqual(report.rows.map((r) => [r.key, r.cells.charges.value, r.cells.units.value]), [['99439', 20, 1], ['99490', 10, 1]]);
  assert.equal(report.totals.cells.charges.value, 30);
});

test('denials by reason and by payer: insurance postings that allowed and paid nothing, reversed ones left out', () => {
  const posting = (id: string, claimId: string, payer: string, reason: string, allowedCents: number | null, paidCents = 0, reverses = '') => ({ id, claimId, from: 'insurance' as const, payer, reason, allowedCents, paidCents, reverses });
  const postings = [
    posting('p1', 'c1', 'Aetna', 'CO-50', 0),
    posting('p2', 'c1', 'Aetna', 'CO-50', 0),
    posting('p3', 'c2', 'Medicare', 'CO-16', 0),
    posting('p4', 'c3', 'Medicare', 'CO-50', 0),
    posting('p5', 'c3', 'Medicare', 'CO-50', 0, 0, 'p4'),
    posting('p6', 'c4', 'Medicare', 'CO-45', 10000, 8000),
    posting('p7', 'c5', 'Medicare', '', null),
    { ...posting('p8', 'c6', 'Self-pay', 'CO-50', 0), from: 'patient' as const },
  ];
  const byReason = denialReport(postings, 'reason');
  assert.deepEqual(byReason.rows.map((r) => [r.key, r.cells.lines.value, r.cells.claims.value, r.cells.claims.refs]), [['CO-50', 2, 1, ['c1']], ['CO-16', 1, 1, ['c2']]]);
  assert.deepEqual([byReason.totals.cells.lines.value, byReason.totals.cells.claims.value], [3, 2]);
  assert.deepEqual(denialReport(postings, 'payer').rows.map((r) => [r.key, r.cells.lines.value]), [['Aetna', 2], ['Medicare', 1]]);
});

test('plan collections by month: due from the schedules (not after a cancellation), collected net of reversals, shortfall', () => {
  const plans = [
    { id: 'a', number: 'PP-1', schedule: [{ dueDate: '2026-08-31', amountCents: 3334 }, { dueDate: '2026-09-30', amountCents: 3333 }, { dueDate: '2026-10-31', amountCents: 3333 }] },
    { id: 'b', number: 'PP-2', cancelledOn: '2026-09-15', schedule: [{ dueDate: '2026-09-01', amountCents: 5000 }, { dueDate: '2026-10-01', amountCents: 5000 }] },
  ];
  const postings = [
    { planNumber: 'PP-1', date: '2026-09-02', paidCents: 3334 },
    { planNumber: 'PP-2', date: '2026-09-03', paidCents: 5000 },
    { planNumber: 'PP-2', date: '2026-09-04', paidCents: -5000 },
    { planNumber: 'PP-9', date: '2026-09-05', paidCents: 100 },
    { planNumber: 'PP-1', date: '2026-11-02', paidCents: 3333 },
  ];
  const report = planCollectionsReport(plans, postings, '2026-09-01', '2026-10-31');
  assert.deepEqual(report.rows.map((r) => [r.key, r.cells.plans.value, r.cells.due.value, r.cells.collected.value, r.cells.shortfall.value]), [
    ['2026-09', 2, 8333, 3334, 4999],
    ['2026-10', 1, 3333, 0, 3333],
  ]);
  assert.equal(report.totals.cells.shortfall.value, report.totals.cells.due.value - report.totals.cells.collected.value);
});
