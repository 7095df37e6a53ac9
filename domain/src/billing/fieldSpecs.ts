/**
 * The billing forms' field specs (fieldSpecs.ts says how a spec is checked): the server validates
 * the records with the same specs and sentences (`@emr/domain/schemas`), the billing remote's
 * forms run them through `domainRules`. Part of the `@emr/domain/fieldRules` entry.
 */
import { FEE_SCHEDULE_STATUSES } from '@emr/domain';
import type { FieldSpecs } from '../fieldSpecs.ts';

/** The most a price or a charge may be, in dollars (a typo guard: $99,999.99). */
export const MAX_PRICE_DOLLARS = 99_999.99;

/**
 * A fee schedule entry as the form edits it: `Price` is the dollar text of the stored `PriceCents`
 * (`priceText`), so the server checks a stored price with the form's own rule and sentence.
 */
export const FEE_SCHEDULE_FIELD_RULES = {
  CPTCode: { required: true, format: 'procedureCode', label: 'Code' },
  Description: { required: true, maxLength: 60, label: 'ShortDescription' },
  Price: { required: true, number: { min: 0.01, max: MAX_PRICE_DOLLARS, decimals: 2 } },
  StartDate: { date: true },
  EndDate: { date: true, notBefore: 'StartDate' },
  Status: { required: true, options: FEE_SCHEDULE_STATUSES },
} as const satisfies FieldSpecs;

/** The most months a payment plan runs (`paymentPlanSchedule`'s limit). */
export const MAX_PLAN_MONTHS = 60;

/**
 * A payment plan as its form sets it up: the total (dollars, the stored `TotalAmount` as text), the
 * term and the first due date (stored as `NextDueDate`, which then moves with the instalments).
 */
export const PAYMENT_PLAN_FIELD_RULES = {
  TotalAmount: { required: true, number: { min: 0.01, max: MAX_PRICE_DOLLARS, decimals: 2 }, label: 'Total' },
  TermMonths: { required: true, number: { min: 1, max: MAX_PLAN_MONTHS, decimals: 0 }, label: 'Term in months' },
  NextDueDate: { date: true, label: 'First due date' },
} as const satisfies FieldSpecs;

/** A stored or sent plan as PAYMENT_PLAN_FIELD_RULES read it (numbers as the form's text). */
export function planSpecRecord(plan: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  return { TotalAmount: text(plan['TotalAmount']), TermMonths: text(plan['TermMonths']), NextDueDate: plan['NextDueDate'] };
}
