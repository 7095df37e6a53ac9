import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentPlanSchedule } from './paymentPlanSchedule.ts';

test('remainder cents go to the first instalments and the sum is the total exactly', () => {
  const plan = paymentPlanSchedule({ totalAmount: 100, termMonths: 3, firstDueDate: '2026-12-15' });
  assert.deepEqual(plan, [
    { dueDate: '2026-12-15', amount: 33.34 },
    { dueDate: '2027-01-15', amount: 33.33 },
    { dueDate: '2027-02-15', amount: 33.33 },
  ]);
  const long = paymentPlanSchedule({ totalAmount: 1234.57, termMonths: 60, firstDueDate: '2026-01-01' });
  assert.equal(long.reduce((sum, i) => sum + Math.round(i.amount * 100), 0), 123457);
  assert.equal(paymentPlanSchedule({ totalAmount: 0.05, termMonths: 5, firstDueDate: '2026-01-01' }).every((i) => i.amount === 0.01), true);
});

test('month-end due dates clamp from the original day each month (Jan 31 → Feb 28/29 → Mar 31)', () => {
  const dates = (first: string, term: number) => paymentPlanSchedule({ totalAmount: 60, termMonths: term, firstDueDate: first }).map((i) => i.dueDate);
  assert.deepEqual(dates('2027-01-31', 4), ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  assert.deepEqual(dates('2028-01-31', 2), ['2028-01-31', '2028-02-29']);
  assert.deepEqual(dates('2026-11-30', 4), ['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28']);
});

test('bad input is a RangeError naming the field', () => {
  const bad = (input: unknown, field: RegExp) => assert.throws(() => paymentPlanSchedule(input as never), (e: unknown) => e instanceof RangeError && field.test(e.message));
  bad({ totalAmount: 100, termMonths: 0, firstDueDate: '2026-01-01' }, /termMonths/);
  bad({ totalAmount: 100, termMonths: 61, firstDueDate: '2026-01-01' }, /termMonths/);
  bad({ totalAmount: 100, termMonths: 2.5, firstDueDate: '2026-01-01' }, /termMonths/);
  bad({ totalAmount: 0, termMonths: 2, firstDueDate: '2026-01-01' }, /totalAmount/);
  bad({ totalAmount: -10, termMonths: 2, firstDueDate: '2026-01-01' }, /totalAmount/);
  bad({ totalAmount: 10.001, termMonths: 2, firstDueDate: '2026-01-01' }, /totalAmount/);
  bad({ totalAmount: 0.02, termMonths: 3, firstDueDate: '2026-01-01' }, /totalAmount/);
  bad({ totalAmount: 100, termMonths: 2, firstDueDate: '2026-02-30' }, /firstDueDate/);
  bad({ totalAmount: 100, termMonths: 2, firstDueDate: '2026-1-01' }, /firstDueDate/);
  bad({ totalAmount: 100, termMonths: 2, firstDueDate: '2026-01-01T00:00:00Z' }, /firstDueDate/);
});
