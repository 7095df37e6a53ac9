/**
 * The clinic's fee schedule: its codes (CPT with the clinic's own short descriptions, HCPCS
 * Level II), each with a price per unit in integer cents. A claim line copies the price when the
 * biller picks the code, so changing or retiring an entry never rewrites a claim already written.
 */
/** The price a fee schedule entry holds (cents) as the form's dollar text: 12550 → "125.50". */
export function priceText(cents: unknown): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';
}

/** The dollar text a biller types ("125.5", "125.50") as integer cents; null when it is not a price. */
export function priceCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A charge line's amount from its unit price: price × units, in cents (units a whole number ≥ 1, else null). */
export function lineAmountCents(unitPriceCents: number, units: number): number | null {
  if (!Number.isInteger(unitPriceCents) || !Number.isInteger(units) || units < 1) return null;
  return unitPriceCents * units;
}

/** A code as stored and looked up: upper case, no spaces. */
export const normalizeProcedureCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** A fee schedule entry as the pricing reads it (dates `YYYY-MM-DD`; `''` for none). */
export interface ScheduledPrice {
  code: string;
  priceCents: number;
  /** Effective from (none: since always). */
  startDate: string;
  /** Retired on: in force up to the day before (none: not retired). */
  endDate: string;
  status: string;
}

/**
 * The price per unit (cents) in force for `code` on the date of service `day` (`YYYY-MM-DD`):
 * the entry of the code effective by then and not retired by then (a retired entry without its
 * retirement day is not known to have been in force, so never); of several, the latest to take
 * effect. Null when the schedule had no price for the code that day.
 */
export function priceInForce(entries: readonly ScheduledPrice[], code: string, day: string): number | null {
  const wanted = normalizeProcedureCode(code);
  const inForce = entries.filter(
    (e) =>
      normalizeProcedureCode(e.code) === wanted &&
      Number.isInteger(e.priceCents) &&
      e.priceCents > 0 &&
      (!e.startDate || e.startDate <= day) &&
      (e.endDate ? day < e.endDate : e.status === 'Active'),
  );
  const latest = inForce.sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0))[0];
  return latest ? latest.priceCents : null;
}
