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
