/**
 * The global patient search: what the typed text looks like decides which key-condition
 * queries run (no scan), they run in parallel, and their rows are merged by id.
 *   P-1001, MRN12 (a letter prefix, digits, dashes) or short digits → PatientID prefix
 *   1980-04-12 or 04/12/1980                                       → date of birth
 *   7+ digits, with phone punctuation                              → cell and home phone (bare digits: PatientID too)
 *   anything else                                                  → last-name and first-name prefix
 * ("Smith J" matches last name then first; "Jane Sm" first name then last.)
 */
import type { IndexQuery } from '@emr/domain';
import { queries } from '@emr/domain';
import { type EmrRecord, records, useSession } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MIN_LENGTH = 2;
const PER_QUERY = 8;
const MAX_RESULTS = 10;

export type SearchKind = 'patientId' | 'dob' | 'phone' | 'name';

export interface SearchPlan {
  kind: SearchKind;
  queries: IndexQuery[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PATIENT_ID = /^[A-Za-z]+[-\d]*\d[-\d]*$/;
const SHORT_DIGITS = /^[\d-]+$/;
const PHONE = /^[\d\s().+-]+$/;

function validDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The queries for a text, or null when it is too short to search. */
export function planSearch(clinicId: string, text: string): SearchPlan | null {
  const term = text.trim().replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ');
  if (term.length < SEARCH_MIN_LENGTH) return null;

  const iso = ISO_DATE.exec(term);
  const us = US_DATE.exec(term);
  const date = iso ? validDate(iso[1]!, iso[2]!, iso[3]!) : us ? validDate(us[3]!, us[1]!, us[2]!) : null;
  if (date) return { kind: 'dob', queries: [queries.patientsByDob(clinicId, date)] };

  const digits = term.replace(/\D/g, '');
  if (PHONE.test(term) && digits.length >= 7) {
    const phones = [queries.patientsByCellPhone(clinicId, digits), queries.patientsByHomePhone(clinicId, digits)];
    // a long run of bare digits may also be a numeric PatientID
    return { kind: 'phone', queries: /^\d+$/.test(term) ? [...phones, queries.patientsByPatientIdPrefix(clinicId, term)] : phones };
  }
  if (PATIENT_ID.test(term) || SHORT_DIGITS.test(term)) {
    return { kind: 'patientId', queries: [queries.patientsByPatientIdPrefix(clinicId, term.toUpperCase()), queries.patientsByPatientIdPrefix(clinicId, term)] };
  }
  return { kind: 'name', queries: [queries.patientsByLastName(clinicId, term), queries.patientsByFirstName(clinicId, term)] };
}

/** Rows of every query, first-seen order, each patient once. */
export function mergeById(pages: readonly (readonly EmrRecord[])[], limit = MAX_RESULTS): EmrRecord[] {
  const seen = new Map<string, EmrRecord>();
  for (const rows of pages) for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
  return [...seen.values()].slice(0, limit);
}

export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** `pending` covers the debounce wait too, so "no patient found" never shows for text not yet searched. */
export function usePatientSearch(text: string) {
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const plan = clinicId ? planSearch(clinicId, debounced) : null;
  const result = useQuery<EmrRecord[]>({
    queryKey: ['emr', 'patientSearch', plan?.queries ?? null],
    queryFn: async () => {
      // the PatientID plan may repeat a query (when upper-casing changes nothing): run each once
      const unique = [...new Map(plan!.queries.map((q) => [JSON.stringify(q), q])).values()];
      const pages = await Promise.all(unique.map((query) => records.query(query, { limit: PER_QUERY })));
      return mergeById(pages.map((page) => page.items));
    },
    enabled: plan !== null,
    staleTime: 10_000,
  });
  const waiting = text.trim() !== debounced;
  const searchable = (clinicId ? planSearch(clinicId, text) : null) !== null;
  return {
    searchable,
    pending: searchable && (waiting || (plan !== null && result.isPending)),
    error: plan && !waiting ? result.error : null,
    patients: plan && !waiting ? (result.data ?? []) : [],
    refetch: result.refetch,
  };
}
