/**
 * The server prices the charge lines it writes at $0 (a visit sent to billing without amounts, a
 * closed care month) from the clinic's fee schedule (ADR 0040): the price per unit in force on
 * the date of service (`priceInForce`: an entry's StartDate and EndDate) × units. A line whose
 * code the schedule did not price that day stays at $0, for the biller (the scrubber lists it).
 */
import { type ScheduledPrice, priceInForce } from '../billing/feeSchedule.ts';
import { keyPart, pk } from '../keys.ts';
import type { Fields, ReadRequest } from './ruleTypes.ts';
import type { Plan, ServerPlanner } from './writes.ts';

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

const scheduled = (row: Fields): ScheduledPrice => ({
  code: String(row['CPTCode'] ?? ''),
  priceCents: typeof row['PriceCents'] === 'number' ? row['PriceCents'] : 0,
  startDate: day(row['StartDate']),
  endDate: day(row['EndDate']),
  status: String(row['Status'] ?? ''),
});

/** A line as it is written: `Amount` in dollars (0: to price), `Units` (none: 1). */
export interface LineToPrice {
  CPTCode: string;
  Units?: number;
  Amount: number;
}

/** The fee schedule's entries of every code, active and retired (index 1, by code): read once for many claims (the month close's batch). */
export const feeScheduleRead = (clinicId: string): ReadRequest => ({ query: { index: 1, pk: pk.kind(clinicId, 'FeeScheduleEntry') } });

/**
 * The lines with each $0 line priced from the fee schedule on `dateOfService` (`YYYY-MM-DD`):
 * one read per code to price, or none with the whole `schedule` read before (feeScheduleRead).
 */
export function* planPricedLines<L extends LineToPrice>(p: ServerPlanner, clinicId: string, lines: readonly L[], dateOfService: string, schedule?: readonly Fields[]): Plan<L[]> {
  const codes = [...new Set(lines.filter((line) => line.Amount === 0 && line.CPTCode).map((line) => line.CPTCode))];
  if (codes.length === 0) return [...lines];
  const prefix = (code: string) => `${keyPart(code.trim().toUpperCase())}#`;
  // the schedule's entries of each code, active and retired (index 1: by code)
  const got = schedule ? null : yield* p.read(Object.fromEntries(codes.map((code) => [code, { query: { index: 1, pk: pk.kind(clinicId, 'FeeScheduleEntry'), sk: { beginsWith: prefix(code) } } }])));
  const entriesOf = (code: string) => got?.rows(code) ?? (schedule ?? []).filter((row) => String(row['GSI1SK'] ?? '').startsWith(prefix(code)));
  return lines.map((line) => {
    if (line.Amount !== 0 || !line.CPTCode) return line;
    const price = priceInForce(entriesOf(line.CPTCode).map(scheduled), line.CPTCode, dateOfService);
    return price === null ? line : { ...line, Amount: (price * (line.Units ?? 1)) / 100 };
  });
}

/** A visit's wrap-up lines (`visitBilling`) with each $0 line priced on the visit's day. */
export function* planPricedWrapUp<C extends { cpt: string; units: number; amount: number }>(p: ServerPlanner, clinicId: string, charges: readonly C[], dateOfService: string): Plan<C[]> {
  const priced = yield* planPricedLines(p, clinicId, charges.map((c) => ({ CPTCode: c.cpt, Units: c.units, Amount: c.amount })), dateOfService);
  return charges.map((c, i) => ({ ...c, amount: priced[i]!.Amount }));
}

/** The last day of a month `YYYY-MM`: a closed care month's date of service (the calendar module's). */
export { monthEnd } from '../calendarDays.ts';
