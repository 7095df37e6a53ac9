import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ledgerOf, statusAfterPostings, visitPaymentStatus } from '../server/ledger.ts';
import { visitBilling } from './visitBilling.ts';

test("the latest wrap-up with charges is billed, with defaults; diagnoses fall back to the visit's", () => {
  const visit = {
    Diagnoses: ['Z00.00'],
    WrapUps: JSON.stringify([
      { diagnoses: ['E11.9'], charges: [{ cpt: '99213', amount: 90, pointers: ['A'] }] },
      { charges: [{ cpt: ' 99214 ', description: 'Office visit' }] },
      { note: 'addendum, no codes' },
    ]),
  };
  assert.deepEqual(visitBilling(visit), { diagnoses: ['Z00.00'], charges: [{ cpt: '99214', units: 1, amount: 0, description: 'Office visit', pointers: [] }] });
  assert.deepEqual(visitBilling({ WrapUps: [{ note: 'x' }] }), { diagnoses: [], charges: [] });
  assert.deepEqual(visitBilling({}), { diagnoses: [], charges: [] });
});

test('a submitted claim follows its postings; a draft does not; the visit follows the claim', () => {
  const charges = [{ Amount: 100 }];
  const paid = [{ id: 'p1', PaymentFrom: 'Insurance', Amount: 40 }];
  assert.equal(statusAfterPostings('Submitted', paid, ledgerOf(charges, paid)), 'PartiallyPaid');
  assert.equal(statusAfterPostings('Draft', paid, ledgerOf(charges, paid)), 'Draft');
  const reversed = [...paid, { id: 'p2', PaymentFrom: 'Insurance', Amount: -40, Reverses: 'p1' }];
  assert.equal(statusAfterPostings('PartiallyPaid', reversed, ledgerOf(charges, reversed)), 'Accepted');
  const denied = [{ id: 'p3', PaymentFrom: 'Insurance', Amount: 0, Allowed: 0 }];
  assert.equal(statusAfterPostings('Accepted', denied, ledgerOf(charges, denied)), 'Denied');
  const settled = [{ id: 'p4', PaymentFrom: 'Insurance', Amount: 70, Adjust: 30 }];
  assert.equal(statusAfterPostings('Submitted', settled, ledgerOf(charges, settled)), 'Paid');
  assert.deepEqual(['Draft', 'Submitted', 'PartiallyPaid', 'Paid', 'Denied'].map((s) => visitPaymentStatus(s, 10)), ['Unbilled', 'Billed', 'PartiallyPaid', 'Paid', 'Denied']);
  assert.deepEqual([visitPaymentStatus('Closed', 0), visitPaymentStatus('Closed', 5)], ['Paid', 'WrittenOff'], 'a claim closed with a balance writes it off');
});
