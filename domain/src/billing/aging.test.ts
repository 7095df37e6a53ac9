import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AgingBucket, type AgingClaim, agingFromTotals, agingPatientRow, agingRanges, agingReport, agingTotals, bucketOf, daysBetween, inAgingCell } from './aging.ts';
import { type Total, addTotals, claimTotals, totalsOf } from './billingTotals.ts';
import type { LedgerClaim } from './billingReports.ts';

const TODAY = '2026-11-24';
const claim = (id: string, payer: string, patientId: string, serviceDate: string, remainingCents: number): AgingClaim => ({ id, number: `CLM-${id}`, payer, patientId, serviceDate, remainingCents });
const CLAIMS = [
  claim('1', 'Aetna', 'NS-1', '2026-11-20', 6000),
  claim('2', 'Aetna', 'NS-2', '2026-10-01', 1),
  claim('3', 'Medicare', 'NS-1', '2026-06-01', 12050),
  claim('4', 'Aetna', 'NS-1', '2026-11-01', 0),
  claim('5', 'Self-pay', 'NS-2', '2026-11-23', -500),
  claim('6', 'Aetna', 'NS-3', '2026-11-21', 999),
  claim('7', 'Aetna', 'NS-3', '2026-07-27', 700),
  claim('8', 'Aetna', 'NS-3', '2026-07-26', 800),
];
const figures = (report: ReturnType<typeof agingReport>) => [...report.rows, report.totals].map((row) => [row.key, row.cells, row.total]);

test('bucket edges: 30, 60, 90 and 120 days stay in the lower bucket', () => {
  assert.deepEqual([0, 30, 31, 60, 61, 90, 91, 120, 121].map(bucketOf), ['0-30', '0-30', '31-60', '31-60', '61-90', '61-90', '91-120', '91-120', '120+']);
  assert.equal(daysBetween('2026-10-25', TODAY), 30);
  assert.equal(daysBetween('2026-03-01', '2026-03-31'), 30);
});

test('balances by payer and by patient, to the cent, with how many claims carry each figure; paid claims and credits left out', () => {
  const byPayer = agingReport(CLAIMS, 'payer', TODAY);
  assert.deepEqual(byPayer.rows.map((row) => [row.key, row.total.cents]), [['Medicare', 12050], ['Aetna', 8500]]);
  const aetna = byPayer.rows[1]!;
  assert.deepEqual(aetna.cells['0-30'], { cents: 6999, claims: 2 });
  assert.deepEqual(aetna.cells['91-120'], { cents: 700, claims: 1 });
  assert.deepEqual(byPayer.totals.cells['120+'], { cents: 12850, claims: 2 });
  assert.equal(byPayer.totals.total.cents, 20550);
  const byPatient = agingReport(CLAIMS, 'patient', TODAY);
  assert.deepEqual(byPatient.rows.map((row) => [row.key, row.total.cents]), [['NS-1', 18050], ['NS-3', 2499], ['NS-2', 1]]);
  assert.equal(byPatient.totals.total.cents, byPayer.totals.total.cents);
});

test('the claims behind a figure are those its cell sums', () => {
  const behind = (key: string | null, bucket: AgingBucket | null, groupBy: 'payer' | 'patient' = 'payer') =>
    CLAIMS.filter((c) => inAgingCell(c, { groupBy, key, bucket }, TODAY)).map((c) => c.id);
  assert.deepEqual(behind('Aetna', '0-30'), ['1', '6']);
  assert.deepEqual(behind(null, '120+'), ['3', '8']);
  assert.deepEqual(behind('NS-3', null, 'patient'), ['6', '7', '8']);
  assert.deepEqual(behind(null, null), ['1', '2', '3', '6', '7', '8']);
});

const ledger = (c: AgingClaim, status = 'PartiallyPaid'): LedgerClaim => ({
  id: c.id, date: '2026-11-24', serviceDate: c.serviceDate, patientId: c.patientId, status, provider: 'u1', payer: c.payer, chargeCents: 20000, paidCents: 0, remainingCents: c.remainingCents, codes: [],
});

test('the aging totals give the report by payer of the claims themselves, on any day, reading the day rows near today and the month rows before', () => {
  const totals = [...totalsOf(CLAIMS.map((c) => ledger(c)), []).values()];
  for (const today of [TODAY, '2026-12-01', '2027-01-31', '2026-11-25']) {
    const { days, months } = agingRanges(today);
    const read = totals.filter((t) => (t.key.group === 'agingDay' && t.key.month >= days.from && t.key.month <= days.to) || (t.key.group === 'agingMonth' && t.key.month >= months.from && t.key.month <= months.to));
    assert.deepEqual(figures(agingFromTotals(read, today)), figures(agingReport(CLAIMS, 'payer', today)), today);
  }
  // on 2026-11-24 the 120-day edge is 2026-07-27: the day rows from 2026-07-01, the month rows up to June
  assert.deepEqual(agingRanges(TODAY), { days: { from: '2026-07-01', to: '9999-12-31' }, months: { from: '0000-01', to: '2026-06' } });
  assert.deepEqual(agingRanges('2027-01-15').months.to, '2026-08');
});

test('only receivable claims count: a draft, a closed claim, a paid claim and a credit add nothing; the service date falls back to the claim date', () => {
  const open = { serviceDate: '2026-11-02', payer: 'Aetna', patientId: 'NS-1', remainingCents: 500 };
  assert.equal(agingTotals({ ...open, status: 'Draft' }).length, 0);
  assert.equal(agingTotals({ ...open, status: 'Closed' }).length, 0);
  assert.equal(agingTotals({ ...open, status: 'Paid', remainingCents: 0 }).length, 0);
  assert.equal(agingTotals({ ...open, status: 'Paid', remainingCents: -100 }).length, 0);
  assert.deepEqual(agingTotals({ ...open, status: 'Denied' }).map((t) => [t.key.group, t.key.month || t.key.patient, t.figures]), [
    ['agingDay', '2026-11-02', { claims: 1, balance: 500 }],
    ['agingMonth', '2026-11', { claims: 1, balance: 500 }],
    ['agingPatient', 'NS-1', { claims: 1, balance: 500, byDay: { '2026-11-02': 500 }, claimsByDay: { '2026-11-02': 1 } }],
  ]);
  const { serviceDate: _, ...noServiceDate } = ledger(CLAIMS[0]!);
  assert.equal(claimTotals(noServiceDate).find((t) => t.key.group === 'agingDay')?.key.month, '2026-11-24');
});

test('a posting that pays a claim off takes its balance off the day it was served; a correction of the service date moves it', () => {
  const before = ledger(claim('9', 'Aetna', 'NS-9', '2026-11-02', 1000));
  const paid = { ...before, status: 'Paid', remainingCents: 0 };
  const moved = { ...before, serviceDate: '2026-10-30' };
  const delta = (a: LedgerClaim, b: LedgerClaim) => {
    const deltas = new Map<string, Total>();
    addTotals(deltas, claimTotals(a), -1);
    addTotals(deltas, claimTotals(b), 1);
    return [...deltas.values()].filter((t) => t.key.group === 'agingDay' || t.key.group === 'agingMonth').map((t) => [t.key.group, t.key.month, t.figures]);
  };
  assert.deepEqual(delta(before, paid), [['agingDay', '2026-11-02', {}], ['agingMonth', '2026-11', {}]].map(([g, m]) => [g, m, { claims: -1, balance: -1000 }]));
  assert.deepEqual(delta(before, moved), [
    ['agingDay', '2026-11-02', { claims: -1, balance: -1000 }],
    ['agingMonth', '2026-11', { claims: -1, balance: -1000 }],
    ['agingDay', '2026-10-30', { claims: 1, balance: 1000 }],
    ['agingMonth', '2026-10', { claims: 1, balance: 1000 }],
  ]);
});

test('the patient totals give the report by patient of the claims themselves, each row bucketed on any day; a patient paid off has no balance left', () => {
  const totals = [...totalsOf(CLAIMS.map((c) => ledger(c)), []).values()].filter((t) => t.key.group === 'agingPatient');
  for (const today of [TODAY, '2026-12-01', '2027-03-31']) {
    const rows = totals.map((t) => agingPatientRow(t, today)).sort((a, b) => b.total.cents - a.total.cents);
    assert.deepEqual(rows, agingReport(CLAIMS, 'patient', today).rows, today);
  }
  const deltas = new Map<string, Total>();
  const owed = ledger(CLAIMS[5]!);
  addTotals(deltas, claimTotals(owed), -1);
  addTotals(deltas, claimTotals({ ...owed, status: 'Paid', remainingCents: 0 }), 1);
  const ns3 = [...deltas.values()].find((t) => t.key.group === 'agingPatient')!;
  assert.deepEqual([ns3.key.patient, ns3.figures], ['NS-3', { claims: -1, balance: -999, byDay: { '2026-11-21': -999 }, claimsByDay: { '2026-11-21': -1 } }]);
});
