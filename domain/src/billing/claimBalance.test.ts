import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimBalance } from './claimBalance.ts';

test('totals, adjustments, remaining balance and patient responsibility of an EOB with deductible and contractual adjustment', () => {
  const balance = claimBalance(
    [
      { cpt: '99214', amount: 180 },
      { cpt: '85025', amount: 35.5 },
    ],
    [{ from: 'insurance', allowed: 150, paid: 90, deductible: 40, coinsurance: 20, adjust: 65.5 }],
  );
  assert.deepEqual(balance, { totalCharges: 215.5, totalPayments: 90, totalAdjustments: 65.5, remainingBalance: 60, patientResponsibility: 60 });
  const afterPatient = claimBalance([{ amount: 215.5 }], [{ from: 'insurance', paid: 90, deductible: 40, coinsurance: 20, adjust: 65.5 }, { from: 'patient', paid: 25 }]);
  assert.equal(afterPatient.remainingBalance, 35);
  assert.equal(afterPatient.patientResponsibility, 35);
});

test('cents, not floats: 0.1 + 0.2 and many small lines tie out exactly', () => {
  assert.equal(claimBalance([{ amount: 0.1 }, { amount: 0.2 }], []).totalCharges, 0.3);
  const lines = Array.from({ length: 1000 }, () => ({ amount: 0.01 }));
  assert.equal(claimBalance(lines, [{ from: 'patient', paid: 9.99 }]).remainingBalance, 0.01);
  const sum = claimBalance([{ amount: 19.99 }, { amount: 0.01 }, { amount: 100.1 }], [{ from: 'insurance', paid: 0.07, withheld: 0.03 }]);
  assert.equal(sum.remainingBalance, 120);
});

test('a reversal is a negative posting; an overpayment is a credit, never dropped', () => {
  const reversed = claimBalance([{ amount: 100 }], [{ from: 'insurance', paid: 80 }, { from: 'insurance', paid: -80 }]);
  assert.equal(reversed.totalPayments, 0);
  assert.equal(reversed.remainingBalance, 100);
  const over = claimBalance([{ amount: 100 }], [{ from: 'patient', paid: 130, copay: 20 }]);
  assert.equal(over.remainingBalance, -30);
  assert.equal(over.patientResponsibility, 0);
  assert.ok(!Object.is(claimBalance([], []).remainingBalance, -0));
});

test('bad amounts and lines are RangeErrors naming the field', () => {
  const bad = (charges: unknown, payments: unknown, field: RegExp) =>
    assert.throws(() => claimBalance(charges as never, payments as never), (e: unknown) => e instanceof RangeError && field.test(e.message));
  bad([{ amount: 0.1 + 0.2 }], [], /charges\[0\]\.amount/);
  bad([{ amount: 1.005 }], [], /charges\[0\]\.amount/);
  bad([{ cpt: '99213' }], [], /charges\[0\]\.amount/);
  bad([{ amount: '10' }], [], /charges\[0\]\.amount/);
  bad([{ amount: null }], [], /charges\[0\]\.amount/);
  bad([{ amount: 10 }], [{ from: 'insurance', paid: Number.NaN }], /payments\[0\]\.paid/);
  bad([{ amount: 10 }], [{ from: 'insurance', allowed: null }], /payments\[0\]\.allowed/);
  bad([{ amount: 10 }], [{ paid: 5 }], /payments\[0\]\.from/);
  bad([{ amount: 10 }], [{ from: 'payer', paid: 5 }], /payments\[0\]\.from/);
  bad('nope', [], /charges/);
  bad([], {}, /payments/);
});
