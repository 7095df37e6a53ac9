/**
 * A visit's wrap-up (spec: `WrapUps`, kept as a list, the latest last): what the visit found
 * and bills, in the entry shape the billing side reads (`sendVisitToBilling`):
 *
 * ```json
 * { "diagnoses": ["E11.9", "I10"], "charges": [{ "cpt": "99214", "units": 1, "pointers": ["A", "B"] }],
 *   "followUp": "booked", "instructions": "…", "at": "…", "by": "…" }
 * ```
 *
 * `pointers` name the diagnoses by claim slot (A for the first, B for the second, …). The
 * checklist says what is missing; a visit checks out only when nothing is (the server checks
 * the entry on the move to CheckedOut, visitStatus.ts; that the note is signed, the browser).
 */
import type { WrapUpCharge } from '../billing/visitBilling.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';

type Fields = Record<string, unknown>;

/** A charge line as the wrap-up writes it: billing prices it on the draft claim when it has no amount. */
export type WrapUpLine = Omit<WrapUpCharge, 'amount'> & { amount?: number };

export interface WrapUpEntry {
  diagnoses: string[];
  charges: WrapUpLine[];
  followUp: 'booked' | 'declined' | '';
  instructions: string;
  at?: string;
  by?: string;
}

/** The claim slots a charge line points at: A–L. */
export const DIAGNOSIS_POINTERS = 'ABCDEFGHIJKL'.split('');

export type WrapUpItem = 'noteSigned' | 'diagnosis' | 'charges' | 'pointers' | 'followUp' | 'instructions';

const CPT = /^[0-9A-Z]\d{3}[0-9A-Z]$/;
const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : []);

/** The latest wrap-up entry of a visit row (an empty one when it has none). */
export function latestWrapUp(visit: Fields): WrapUpEntry {
  const list = parsed(visit['WrapUps']);
  const entries = (Array.isArray(list) ? list : []).map(parsed).filter((e): e is Fields => typeof e === 'object' && e !== null && !Array.isArray(e));
  const entry = entries.at(-1) ?? {};
  const followUp = entry['followUp'] === 'booked' || entry['followUp'] === 'declined' ? entry['followUp'] : '';
  const charges = (Array.isArray(entry['charges']) ? entry['charges'] : []).filter((c): c is Fields => typeof c === 'object' && c !== null).map((c) => ({
    cpt: typeof c['cpt'] === 'string' ? c['cpt'].trim() : '',
    units: typeof c['units'] === 'number' ? c['units'] : 1,
    ...(typeof c['description'] === 'string' && c['description'] ? { description: c['description'] } : {}),
    pointers: strings(c['pointers']),
  }));
  return { diagnoses: strings(entry['diagnoses']), charges, followUp, instructions: typeof entry['instructions'] === 'string' ? entry['instructions'] : '' };
}

/** What the wrap-up still lacks, in checklist order (`noteSigned`: whether the visit's note is signed, if known). */
export function wrapUpMissing(entry: WrapUpEntry, noteSigned?: boolean): WrapUpItem[] {
  const slots = DIAGNOSIS_POINTERS.slice(0, entry.diagnoses.length);
  const missing: WrapUpItem[] = [];
  if (noteSigned === false) missing.push('noteSigned');
  if (entry.diagnoses.length === 0) missing.push('diagnosis');
  if (entry.charges.length === 0 || entry.charges.some((c) => !CPT.test(c.cpt))) missing.push('charges');
  if (entry.charges.length === 0 || entry.charges.some((c) => c.pointers.length === 0 || c.pointers.some((p) => !slots.includes(p)))) missing.push('pointers');
  if (!entry.followUp) missing.push('followUp');
  if (!entry.instructions.trim()) missing.push('instructions');
  return missing;
}

/** Refuses a check-out whose latest wrap-up is incomplete, naming what is missing. */
export function assertWrapUpComplete(visit: Fields): void {
  const missing = wrapUpMissing(latestWrapUp(visit));
  if (missing.length) {
    throw new AppError(ERROR_TYPES.validation, `A visit checks out when its wrap-up is complete; WrapUps lacks: ${missing.join(', ')}`, { WrapUps: `Missing: ${missing.join(', ')}` });
  }
}
