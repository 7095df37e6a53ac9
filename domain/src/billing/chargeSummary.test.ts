import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chargeSummary, readChargeSummary } from './chargeSummary.ts';

test('lines per code in cents: units, charges, and the postings that name the code; 0.1 + 0.2 ties out', () => {
  const summary = chargeSummary(
    [
      { code: '99214', amount: 0.1, units: 1 },
      { code: '85025', amount: 35.5 },
      { code: '99214', amount: 0.2, units: 2 },
    ],
    [
      { id: 'p1', code: '99214', paid: 0.1, adjust: 0.05, withheld: 0.03 },
      { id: 'p2', code: '', paid: 20 },
      { id: 'p3', reverses: 'p1', paid: -0.1, adjust: -0.05, withheld: -0.03 },
      { id: 'p4', code: '85025', paid: 30, adjust: 5.5 },
    ],
  );
  assert.deepEqual(summary, [
    { code: '85025', lines: 1, units: 1, chargeCents: 3550, paidCents: 3000, adjustCents: 550 },
    { code: '99214', lines: 2, units: 3, chargeCents: 30, paidCents: 0, adjustCents: 0 },
  ]);
});

test('a posting naming a code the claim does not bill keeps its own row; no lines, no rows', () => {
  assert.deepEqual(chargeSummary([], []), []);
  assert.deepEqual(chargeSummary([], [{ id: 'x', code: 'J3301', paid: 12.34 }]), [{ code: 'J3301', lines: 0, units: 0, chargeCents: 0, paidCents: 1234, adjustCents: 0 }]);
});

test('read back from JSON text; entries of another shape dropped', () => {
  const stored = JSON.stringify([{ code: '99213', lines: 1, units: 1, chargeCents: 12000, paidCents: 0, adjustCents: 0 }, { ChargeID: 'old', CPTCode: '99213' }]);
  assert.deepEqual(readChargeSummary(stored), [{ code: '99213', lines: 1, units: 1, chargeCents: 12000, paidCents: 0, adjustCents: 0 }]);
  assert.deepEqual(readChargeSummary('not json'), []);
  assert.deepEqual(readChargeSummary(null), []);
});
