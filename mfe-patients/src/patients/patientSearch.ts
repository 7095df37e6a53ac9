/**
 * What a search box entry means (pure, no data access). The list never loads every patient: an
 * entry becomes one or two key-condition queries on the patient indexes (domain/src/queries.ts).
 * - a PatientID prefix (`NS-0001`, any case) → the code index;
 * - a date of birth (YYYY-MM-DD or MM/DD/YYYY) → the DOB index;
 * - three or more digits (with phone punctuation) → the cell and home phone indexes;
 * - anything else → a name prefix on the last-name and first-name indexes. Their sort keys are
 *   "last first" and "first last", so "lopez m" and "maria lo" are both exact prefixes.
 */
import { normalizeText, phoneDigits } from '@emr/domain';

export type PatientSearch =
  | { kind: 'none' }
  | { kind: 'patientId'; prefix: string }
  | { kind: 'dob'; dob: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'name'; prefix: string };

const PATIENT_ID = /^[a-z]{1,8}-\d+$/i;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PHONE_CHARACTERS = /^[\d\s().+-]+$/;

/** YYYY-MM-DD when the parts name a real calendar day, else null. */
export function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function asDay(term: string): string | null {
  const iso = ISO_DAY.exec(term);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DAY.exec(term);
  if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

export function parsePatientSearch(input: string): PatientSearch {
  const term = input.trim();
  if (!term) return { kind: 'none' };
  if (PATIENT_ID.test(term)) return { kind: 'patientId', prefix: term.toUpperCase() };
  const dob = asDay(term);
  if (dob) return { kind: 'dob', dob };
  if (PHONE_CHARACTERS.test(term)) {
    const digits = phoneDigits(term);
    if (digits.length >= 3) return { kind: 'phone', digits };
  }
  // "Lopez, Maria" is written the way the last-name index reads it
  const prefix = normalizeText(term.replace(/,/g, ' '));
  return prefix ? { kind: 'name', prefix } : { kind: 'none' };
}
