/**
 * What a wrapped-up visit bills: the charge lines and diagnoses of its wrap-up, as the server's
 * `sendVisitToBilling` reads them (the browser previews with the same function).
 *
 * A visit's `WrapUps` is a list of wrap-up entries (the latest last). The entry billed is the
 * latest one with charges:
 *
 * ```json
 * { "diagnoses": ["E11.9", "I10"],
 *   "charges": [{ "cpt": "99214", "units": 1, "amount": 150, "description": "Office visit", "pointers": ["A", "B"] }] }
 * ```
 *
 * `diagnoses` fill the claim's slots A–L in order (the visit's `Diagnoses` when the entry has
 * none); `pointers` name those slots; `amount` (dollars, the line's total) may be left out —
 * the line is then 0 for billing to price on the draft claim; `units` defaults to 1.
 */
export interface WrapUpCharge {
  cpt: string;
  units: number;
  amount: number;
  description?: string;
  pointers: string[];
}

export interface VisitBilling {
  diagnoses: string[];
  charges: WrapUpCharge[];
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : []);
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The latest wrap-up's charge lines and the claim diagnoses of a visit (no charges: nothing to bill). */
export function visitBilling(visit: Fields): VisitBilling {
  const wrapUps = parsed(visit['WrapUps']);
  const entries = (Array.isArray(wrapUps) ? wrapUps : [wrapUps]).map(parsed).filter(isObject);
  const entry = entries.reverse().find((e) => Array.isArray(e['charges']) && e['charges'].length > 0);
  const diagnoses = strings(entry?.['diagnoses']).length ? strings(entry?.['diagnoses']) : strings(parsed(visit['Diagnoses']));
  const charges = ((entry?.['charges'] ?? []) as unknown[]).filter(isObject).map((line) => ({
    cpt: typeof line['cpt'] === 'string' ? line['cpt'].trim() : '',
    units: line['units'] === undefined ? 1 : (line['units'] as number),
    amount: line['amount'] === undefined ? 0 : (line['amount'] as number),
    ...(typeof line['description'] === 'string' ? { description: line['description'] } : {}),
    pointers: strings(line['pointers']),
  }));
  return { diagnoses, charges };
}
