import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allocatePayment } from './allocatePayment.ts';

const open = [
  { claimId: 'old', balanceCents: 4000 },
  { claimId: 'paid', balanceCents: 0 },
  { claimId: 'mid', balanceCents: 2550 },
  { claimId: 'new', balanceCents: 10000 },
];

test('the oldest open balance first, each claim up to its balance, settled claims skipped', () => {
  assert.deepEqual(allocatePayment(5000, open), {
    allocations: [
      { claimId: 'old', appliedCents: 4000 },
      { claimId: 'mid', appliedCents: 1000 },
    ],
    creditCents: 0,
  });
  assert.deepEqual(allocatePayment(1, open).allocations, [{ claimId: 'old', appliedCents: 1 }]);
});

test('an overpayment is a credit on the last claim paid, never dropped', () => {
  const result = allocatePayment(20000, open);
  assert.equal(result.creditCents, 3450);
  assert.deepEqual(result.allocations.at(-1), { claimId: 'new', appliedCents: 13450 });
  assert.equal(result.allocations.reduce((sum, a) => sum + a.appliedCents, 0), 20000);
  assert.deepEqual(allocatePayment(500, [{ claimId: 'settled', balanceCents: 0 }]), { allocations: [{ claimId: 'settled', appliedCents: 500 }], creditCents: 500 });
});

test('picked claims are paid in the order given', () => {
  assert.deepEqual(allocatePayment(3000, [open[3]!, open[0]!]).allocations, [{ claimId: 'new', appliedCents: 3000 }]);
});

test('bad amounts and no claims are RangeErrors', () => {
  assert.throws(() => allocatePayment(0, open), RangeError);
  assert.throws(() => allocatePayment(10.5, open), RangeError);
  assert.throws(() => allocatePayment(100, []), RangeError);
});
