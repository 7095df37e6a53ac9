import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeReport, denialReport, productionReport, programRevenueReport } from './billingReports.ts';
import { type Total, type TotalPosting, addFigures, addTotals, claimTotals, claimsBehind, codesFromTotals, denialTotal, denialsFromTotals, productionFromTotals, programRevenueFromTotals, totalId, totalsOf } from './billingTotals.ts';
import { CLAIMS, claim, code } from './reportClaims.fixture.ts';

const posting = (id: string, claimId: string, reason: string, extra: Partial<TotalPosting> = {}): TotalPosting => ({
  id, claimId, from: 'insurance', payer: 'Aetna', reason, allowedCents: 0, paidCents: 0, reverses: '', date: '2026-10-05', ...extra,
});
const values = <C extends string>(report: { rows: { key: string; cells: Record<C, { value: number }> }[]; totals: { cells: Record<C, { value: number }> } }, columns: readonly C[]) => [
  ...report.rows.map((r) => [r.key, ...columns.map((c) => r.cells[c].value)]),
  ['all', ...columns.map((c) => report.totals.cells[c].value)],
];

test('the totals give the reports of the claims themselves, to the cent (drafts count nowhere)', () => {
  const totals = [...totalsOf(CLAIMS, []).values()];
  const production = ['claims', 'charges', 'payments', 'adjustments', 'balance'] as const;
  assert.deepEqual(values(productionFromTotals(totals, 'period'), production), values(productionReport(CLAIMS, 'period'), production));
  assert.deepEqual(values(productionFromTotals(totals, 'provider'), production), values(productionReport(CLAIMS, 'provider'), production));
  const codes = ['claims', 'units', 'charges', 'payments', 'adjustments'] as const;
  assert.deepEqual(values(codesFromTotals(totals), codes), values(codeReport(CLAIMS), codes));
  assert.deepEqual(values(programRevenueFromTotals(totals), codes), values(programRevenueReport(CLAIMS), codes));
  assert.equal(productionFromTotals(totals, 'period').totals.cells.charges.value, 30080);
  assert.equal(totals.some((t) => t.key.month === '2026-10' && t.key.code === '99215'), false);
});

test('a change is the totals after less the totals before: a corrected claim moves between months and providers, and 0.1 + 0.2 stays 30 cents', () => {
  const before = claim('c9', '2026-09-10', 'u1', 10, 0, 10, [code('99490', 10)]);
  const after = claim('c9', '2026-10-10', 'u2', 30, 0, 30, [code('99490', 10), code('99439', 20)]);
  const deltas = new Map<string, Total>();
  addTotals(deltas, claimTotals(before), -1);
  addTotals(deltas, claimTotals(after), 1);
  const stored = totalsOf([before], []);
  for (const [id, delta] of deltas) stored.set(id, { key: delta.key, figures: addFigures(stored.get(id)?.figures ?? {}, delta.figures) });
  const report = productionFromTotals([...stored.values()], 'period');
  assert.deepEqual(values(report, ['claims', 'charges'] as const), [['2026-09', 0, 0], ['2026-10', 1, 30], ['all', 1, 30]].filter((row) => row[1] !== 0));
  assert.deepEqual(values(productionFromTotals([...stored.values()], 'provider'), ['charges'] as const), [['u2', 30], ['all', 30]]);
});

test('a payment and its reversal cancel out in the totals, to the cent', () => {
  const unpaid = claim('c5', '2026-09-01', 'u1', 15000, 0, 15000, [code('99214', 15000)], 'Submitted');
  const paid = { ...unpaid, status: 'PartiallyPaid', paidCents: 9000, remainingCents: 3000, codes: [code('99214', 15000, 9000, 3000)] };
  const deltas = new Map<string, Total>();
  addTotals(deltas, claimTotals(unpaid), 1);
  addTotals(deltas, claimTotals(unpaid), -1);
  addTotals(deltas, claimTotals(paid), 1);
  // the reversal puts the claim back as it was
  addTotals(deltas, claimTotals(paid), -1);
  addTotals(deltas, claimTotals(unpaid), 1);
  assert.deepEqual(deltas.get(totalId(claimTotals(unpaid)[0]!.key))!.figures, { claims: 1, charges: 15000, balance: 15000 });
  assert.deepEqual(deltas.get(totalId(claimTotals(unpaid)[1]!.key))!.figures, { claims: 1, units: 1, charges: 15000 });
});

test('denials: a line per denying posting, the claims behind each figure; a reversed denial and a paid posting count nowhere', () => {
  const postings = [
    posting('p1', 'c3', 'CO-50'),
    posting('p2', 'c3', 'CO-50'),
    posting('p3', 'c1', 'CO-97', { payer: 'Cigna' }),
    posting('p4', 'c2', 'CO-50'),
    posting('r4', 'c2', 'entered twice', { reverses: 'p4' }),
    posting('p5', 'c1', 'CO-45', { allowedCents: 15000, paidCents: 9000 }),
  ];
  const totals = [...totalsOf([], postings).values()];
  const byReason = denialsFromTotals(totals, 'reason');
  assert.deepEqual(values(byReason, ['lines', 'claims'] as const), values(denialReport(postings, 'reason'), ['lines', 'claims'] as const));
  assert.deepEqual(byReason.rows[0]!.cells.claims.refs, ['c3']);
  assert.deepEqual(byReason.totals.cells.claims.refs, ['c3', 'c1']);
  // the reversal of p4, as the server plans it: its posting's line taken off
  const deltas = new Map<string, Total>();
  addTotals(deltas, [denialTotal(posting('p4', 'c2', 'CO-50'))!], 1);
  addTotals(deltas, [denialTotal(posting('p4', 'c2', 'CO-50'))!], -1);
  assert.deepEqual([...deltas.values()][0]!.figures, {});
  assert.equal(denialTotal(posting('r4', 'c2', 'why', { reverses: 'p4' })), null);
});

test('the claims behind a figure are the claims adding a non-zero value to it', () => {
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'period', key: '2026-09', column: 'claims' }), ['c1', 'c2']);
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'provider', key: 'u1', column: 'balance' }), ['c1', 'c3']);
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'code', key: '99214', column: 'charges' }), ['c1', 'c3']);
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'code', key: '', column: 'payments' }), ['c2']);
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'code', key: null, column: 'charges', programs: true }), ['c2']);
  assert.deepEqual(claimsBehind(CLAIMS, { by: 'period', key: null, column: 'charges' }), ['c1', 'c2', 'c3']);
});
