/**
 * What a patient search box entry means, the same in the navbar's search and the patient
 * list: the typed text decides which key-condition queries run (never a scan).
 *   NS-000123, NS-0001, MRN12 (letters, then digits and dashes) or short digits → PatientID prefix
 *   exactly four digits ("0142")                                            → last four digits of cell and home phone, and PatientID prefix
 *   1980-04-12 or 04/12/1980                                                → date of birth
 *   7+ digits, or 3+ written the phone way ("(217) 555")                     → cell and home phone (bare digits: PatientID too)
 *   anything else                                                            → last-name and first-name prefix
 * The name indexes' sort keys are "last first" and "first last", so "Lopez M", "Lopez, Maria"
 * and "Maria Lo" are all exact prefixes.
 *
 * Also here: the list's orders without a search (each one index: `patientListQuery`) and the
 * examples the search hints show (`patientSearchExamples`, from the clinic's real PatientIDs).
 */
import { isCalendarDay } from './calendarDays.ts';
import { nextPatientId } from './recordNumbers.ts';
import { normalizeText } from './keys.ts';
import { type IndexQuery, queries } from './queries.ts';

export const PATIENT_SEARCH_MIN_LENGTH = 2;

export type PatientSearchKind = 'patientId' | 'dob' | 'phone' | 'name';

export interface PatientSearchPlan {
  kind: PatientSearchKind;
  /** Each query once (they run in parallel; their rows are merged by id). */
  queries: IndexQuery[];
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PATIENT_ID = /^[A-Za-z]+[-\d]*\d[-\d]*$/;
const SHORT_DIGITS = /^[\d-]+$/;
const PHONE = /^[\d\s().+-]+$/;

/** YYYY-MM-DD when the parts name a real calendar day, else null. */
export function calendarDay(year: number, month: number, day: number): string | null {
  const written = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDay(written) ? written : null;
}

function unique(list: IndexQuery[]): IndexQuery[] {
  return [...new Map(list.map((query) => [JSON.stringify(query), query])).values()];
}

/** The queries for a text, or null when it is too short to search. */
export function planPatientSearch(clinicId: string, text: string): PatientSearchPlan | null {
  const term = text.trim().replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ');
  if (term.length < PATIENT_SEARCH_MIN_LENGTH) return null;

  const iso = ISO_DATE.exec(term);
  const us = US_DATE.exec(term);
  const date = iso ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : us ? calendarDay(Number(us[3]), Number(us[1]), Number(us[2])) : null;
  if (date) return { kind: 'dob', queries: [queries.patientsByDob(clinicId, date)] };
  if (iso || us) return null;

  const digits = term.replace(/\D/g, '');
  if (PHONE.test(term) && digits.length >= 7) {
    const phones = [queries.patientsByCellPhone(clinicId, digits), queries.patientsByHomePhone(clinicId, digits)];
    // a long run of bare digits may also be a numeric PatientID
    return { kind: 'phone', queries: /^\d+$/.test(term) ? [...phones, queries.patientsByPatientIdPrefix(clinicId, term)] : phones };
  }
  // the start of a number written the phone way: "(217) 555", "+1 217"
  if (PHONE.test(term) && /[\s()+.]/.test(term) && digits.length >= 3) {
    return { kind: 'phone', queries: [queries.patientsByCellPhone(clinicId, digits), queries.patientsByHomePhone(clinicId, digits)] };
  }
  // "the one ending 0142": the last four digits of either phone, or the start of a numeric PatientID
  if (/^\d{4}$/.test(term)) {
    return {
      kind: 'phone',
      queries: [queries.patientsByCellLastFour(clinicId, term), queries.patientsByHomeLastFour(clinicId, term), queries.patientsByPatientIdPrefix(clinicId, term)],
    };
  }
  if (PATIENT_ID.test(term) || SHORT_DIGITS.test(term)) {
    return { kind: 'patientId', queries: unique([queries.patientsByPatientIdPrefix(clinicId, term.toUpperCase()), queries.patientsByPatientIdPrefix(clinicId, term)]) };
  }
  if (!normalizeText(term)) return null;
  return { kind: 'name', queries: [queries.patientsByLastName(clinicId, term), queries.patientsByFirstName(clinicId, term)] };
}

/** Whether a text is searchable at all (long enough, and not an impossible date). */
export function isPatientSearch(text: string): boolean {
  return planPatientSearch('', text) !== null;
}

/** The orders the patient list offers without a search: each is one index, read in either direction. */
export const PATIENT_LIST_ORDERS = ['name', 'patientId', 'dob'] as const;
export type PatientListOrder = (typeof PATIENT_LIST_ORDERS)[number];

/**
 * The index query of the whole list in one order (`null` for an order no index serves). Of one
 * status, only by name: GSI3 holds a status's patients by name, and filtering another index
 * would return short or empty pages.
 */
export function patientListQuery(clinicId: string, order: PatientListOrder, direction: 'ASC' | 'DESC', status: string | null = null): IndexQuery | null {
  if (status) return order === 'name' ? { ...queries.patientsByStatus(clinicId, status), sortDirection: direction } : null;
  const query = order === 'name' ? queries.patientsByLastName(clinicId) : order === 'patientId' ? queries.patientsByPatientId(clinicId) : queries.patientsByBirthDate(clinicId);
  return { ...query, sortDirection: direction };
}

export interface PatientSearchExamples {
  /** A whole PatientID in the clinic's format (its newest one, or the first it will assign). */
  patientId: string;
  dob: string;
  usDob: string;
  phone: string;
  lastFour: string;
}

/** What the search hints show: a PatientID of this clinic, so the example finds one patient, not a hundred. */
export function patientSearchExamples(clinicId: string, newestPatientId: string | null | undefined): PatientSearchExamples {
  return { patientId: newestPatientId || nextPatientId(null, clinicId), dob: '1968-04-12', usDob: '04/12/1968', phone: '555 0142', lastFour: '0142' };
}
