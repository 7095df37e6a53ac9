import { paymentPlanSchedule } from '@emr/domain';
import { instalmentRows, termFor } from './planSchedule.ts';

const schedule = paymentPlanSchedule({ totalAmount: 100, termMonths: 3, firstDueDate: '2026-10-15' });

test('instalments are paid oldest first; unpaid ones past due are overdue, today due, later upcoming', () => {
  expect(instalmentRows(schedule, 4000, '2026-11-15').map((row) => [row.dueDate, row.amountCents, row.paidCents, row.state])).toEqual([
    ['2026-10-15', 3334, 3334, 'paid'],
    ['2026-11-15', 3333, 666, 'due'],
    ['2026-12-15', 3333, 0, 'upcoming'],
  ]);
  expect(instalmentRows(schedule, 0, '2026-11-20').map((row) => row.state)).toEqual(['overdue', 'overdue', 'upcoming']);
  expect(instalmentRows(schedule, 5000, '2026-10-01').map((row) => row.state)).toEqual(['paid', 'partial', 'upcoming']);
  expect(instalmentRows(schedule, 10000, '2027-06-01').every((row) => row.state === 'paid')).toBe(true);
});

test('an instalment amount gives the term that pays the total, within 1 to 60 months', () => {
  expect(termFor(60000, 10000)).toBe(6);
  expect(termFor(60001, 10000)).toBe(7);
  expect(termFor(5000, 10000)).toBe(1);
  expect(termFor(100000, 1000)).toBeNull();
  expect(termFor(100, 0)).toBeNull();
});
