/**
 * A visit's wrap-up (spec: `WrapUps`, kept as a list, the latest last): what the visit found
 * and bills, in the entry shape the billing side reads (`sendVisitToBilling`):
 *
 * ```json
 * { "diagnoses": ["E11.9", "I10"], "charges": [{ "cpt": "99214", "units": 1, "pointers": ["A", "B"] }],
 *   "followUp": "booked", "instructions": "…", "at": "…", "by": "…" }
 * ```
 *
 * `diagnoses` are ICD-10-CM codes: those of the visit's signed note (picked in the scribe's
 * assessment) and any added on the wrap-up; the stored order is kept and the note's codes not
 * stored yet come after (`wrapUpDiagnoses`), so a slot letter keeps its diagnosis.
 * `pointers` name the diagnoses by claim slot (A for the first, B for the second, …). The
 * checklist says what is missing; a visit checks out only when nothing is: the server checks
 * the same checklist on the move to CheckedOut (visitStatus.ts), with the note it reads.
 */
import type { WrapUpCharge } from '../billing/visitBilling.ts';
import type { CodedConcept } from '../codes/codedConcept.ts';
import { noteDiagnoses } from '../codes/diagnosisCodes.ts';
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

/** The visit's note as the wrap-up reads it: whether it is signed, and (once signed) its diagnoses. */
export interface WrapUpNote {
  signed: boolean;
  diagnoses: CodedConcept[];
}

/** The wrap-up's view of a visit's notes (index 5): its own note (an addendum has `CustomID`, the note it adds to). */
export function wrapUpNote(notes: readonly Fields[]): WrapUpNote {
  const note = notes.find((n) => typeof n['CustomID'] !== 'string' || !n['CustomID']);
  const signed = note?.['Status'] === 'Signed';
  return { signed, diagnoses: signed ? noteDiagnoses(note) : [] };
}

/** The wrap-up's diagnoses: the stored ones in their order, then the signed note's not stored yet. */
export function wrapUpDiagnoses(stored: readonly string[], note: WrapUpNote | undefined): string[] {
  return [...stored, ...(note?.diagnoses ?? []).map((d) => d.code).filter((code) => !stored.includes(code))];
}

/**
 * What the wrap-up still lacks, in checklist order. `note` (when known): the note must be
 * signed and each of its diagnoses on the wrap-up.
 */
export function wrapUpMissing(entry: WrapUpEntry, note?: WrapUpNote): WrapUpItem[] {
  const slots = DIAGNOSIS_POINTERS.slice(0, entry.diagnoses.length);
  const missing: WrapUpItem[] = [];
  if (note && !note.signed) missing.push('noteSigned');
  if (entry.diagnoses.length === 0 || note?.diagnoses.some((d) => !entry.diagnoses.includes(d.code))) missing.push('diagnosis');
  if (entry.charges.length === 0 || entry.charges.some((c) => !CPT.test(c.cpt))) missing.push('charges');
  if (entry.charges.length === 0 || entry.charges.some((c) => c.pointers.length === 0 || c.pointers.some((p) => !slots.includes(p)))) missing.push('pointers');
  if (!entry.followUp) missing.push('followUp');
  if (!entry.instructions.trim()) missing.push('instructions');
  return missing;
}

/** Refuses a check-out whose latest wrap-up is incomplete (with the visit's note, when read), naming what is missing. */
export function assertWrapUpComplete(visit: Fields, note?: WrapUpNote): void {
  const missing = wrapUpMissing(latestWrapUp(visit), note);
  if (missing.length) {
    throw new AppError(ERROR_TYPES.validation, `A visit checks out when its wrap-up is complete; WrapUps lacks: ${missing.join(', ')}`, { WrapUps: `Missing: ${missing.join(', ')}` });
  }
}
