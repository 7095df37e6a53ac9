/**
 * The instalments of a payment plan (care-and-ledger-rules.md §4): remainder cents go to the first instalments,
 * due dates step by calendar month and clamp to the month's last day from the original day (Jan 31 → Feb 28/29 →
 * Mar 31). Signature fixed by the spec.
 */
import { assertDollarAmount, toCents, toDollars } from './money.ts';

export interface PaymentPlanInput {
  totalAmount: number;
  termMonths: number;
  firstDueDate: string;
}

export interface Instalment {
  dueDate: string;
  amount: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** `{ year, month0, day }` of a real calendar date written `YYYY-MM-DD`, else a RangeError naming `field`. */
export function parseIsoDate(value: unknown, field: string): { year: number; month0: number; day: number } {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1)) return { year, month0: month - 1, day };
  }
  throw new RangeError(`${field} must be a real date written YYYY-MM-DD (got ${String(value)})`);
}

/** The date `months` calendar months after the given one, its day clamped to that month's length. */
export function addMonthsClamped(date: { year: number; month0: number; day: number }, months: number): string {
  const index = date.year * 12 + date.month0 + months;
  const [year, month0] = [Math.floor(index / 12), index % 12];
  const day = Math.min(date.day, daysInMonth(year, month0));
  return `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function paymentPlanSchedule(input: PaymentPlanInput): Instalment[] {
  if (typeof input !== 'object' || input === null) throw new RangeError('input must be an object');
  const { totalAmount, termMonths, firstDueDate } = input;
  if (typeof termMonths !== 'number' || !Number.isInteger(termMonths) || termMonths < 1 || termMonths > 60) {
    throw new RangeError(`termMonths must be a whole number from 1 to 60 (got ${String(termMonths)})`);
  }
  assertDollarAmount(totalAmount, 'totalAmount');
  if (totalAmount <= 0) throw new RangeError(`totalAmount must be more than 0 (got ${totalAmount})`);
  const first = parseIsoDate(firstDueDate, 'firstDueDate');
  const total = toCents(totalAmount);
  if (total < termMonths) {
    throw new RangeError(`totalAmount ${totalAmount} is too small for termMonths ${termMonths}: an instalment would be $0.00`);
  }
  const base = Math.floor(total / termMonths);
  const remainder = total - base * termMonths;
  return Array.from({ length: termMonths }, (_, i) => ({
    dueDate: addMonthsClamped(first, i),
    amount: toDollars(base + (i < remainder ? 1 : 0)),
  }));
}
