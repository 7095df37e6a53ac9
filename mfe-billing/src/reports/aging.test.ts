import { type AgingClaim, agingReport, bucketOf, daysBetween } from './aging.ts';

const TODAY = '2026-11-24';
const claim = (id: string, payer: string, patientId: string, serviceDate: string, remainingCents: number): AgingClaim => ({ id, number: `CLM-${id}`, payer, patientId, serviceDate, remainingCents });

test('bucket edges: 30, 60, 90 and 120 days stay in the lower bucket', () => {
  expect([0, 30, 31, 60, 61, 90, 91, 120, 121].map(bucketOf)).toEqual(['0-30', '0-30', '31-60', '31-60', '61-90', '61-90', '91-120', '91-120', '120+']);
  expect(daysBetween('2026-10-25', TODAY)).toBe(30);
  expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
});

test('balances by payer and by patient, to the cent, with the claims behind each figure; paid claims and credits left out', () => {
  const claims = [
    claim('1', 'Aetna', 'NS-1', '2026-11-20', 6000),
    claim('2', 'Aetna', 'NS-2', '2026-10-01', 1),
    claim('3', 'Medicare', 'NS-1', '2026-06-01', 12050),
    claim('4', 'Aetna', 'NS-1', '2026-11-01', 0),
    claim('5', 'Self-pay', 'NS-2', '2026-11-23', -500),
    claim('6', 'Aetna', 'NS-3', '2026-11-21', 999),
  ];
  const byPayer = agingReport(claims, 'payer', TODAY);
  expect(byPayer.rows.map((row) => [row.key, row.total.cents])).toEqual([['Medicare', 12050], ['Aetna', 7000]]);
  const aetna = byPayer.rows[1]!;
  expect(aetna.cells['0-30']).toEqual({ cents: 6999, claims: [claims[0], claims[5]] });
  expect(aetna.cells['31-60'].cents).toBe(1);
  expect(byPayer.totals.cells['120+']).toEqual({ cents: 12050, claims: [claims[2]] });
  expect(byPayer.totals.total.cents).toBe(19050);
  const byPatient = agingReport(claims, 'patient', TODAY);
  expect(byPatient.rows.map((row) => [row.key, row.total.cents])).toEqual([['NS-1', 18050], ['NS-3', 999], ['NS-2', 1]]);
  expect(byPatient.totals.total.cents).toBe(byPayer.totals.total.cents);
});
