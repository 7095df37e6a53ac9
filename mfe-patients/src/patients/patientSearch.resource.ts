/**
 * The patient list's data. Without a search: the clinic's patients one server page at a time,
 * in the order of the index the sort names (`patientListQuery`: name, PatientID or date of
 * birth, either direction; of one status by name), with the table's one pager. A search (one
 * to three key-condition queries, the same plan as the navbar's) is capped at SEARCH_LIMIT
 * rows and asks the user to refine beyond that. The CSV export reads everything that matches,
 * page by page. A clinic may hold 100,000 patients: nothing here reads a whole partition at once.
 */
import { type PatientListOrder, patientListQuery, planPatientSearch } from '@emr/domain';
import { type EmrRecord, type PageSize, records, useServerPages, useClinicId } from '@emr/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PATIENT_LIST_FIELDS, type Patient, toPatient } from './patient.resource.ts';

/** The most rows a search shows; more means "refine your search". */
export const SEARCH_LIMIT = 100;
export const LIST_PAGE_SIZE: PageSize = 25;
export const ALL_STATUSES = 'all';

export interface PatientListSort {
  order: PatientListOrder;
  direction: 'ASC' | 'DESC';
}

export interface PatientSearchResult {
  patients: Patient[];
  /** More rows matched than were loaded (the user should narrow the search). */
  hasMore: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/** Rows of every answer, each patient once, in the order the first index gave them. */
export function mergeRows(pages: readonly (readonly EmrRecord[])[]): EmrRecord[] {
  const seen = new Set<string>();
  const out: EmrRecord[] = [];
  for (const row of pages.flat()) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  return out;
}

const ofStatus = (status: string) => (patient: Patient) => status === ALL_STATUSES || patient.status === status;

/**
 * Patients matching a search box entry (already debounced), optionally of one status: the
 * domain's plan (the same as the navbar's search), its queries in parallel, merged.
 */
export function usePatientSearch(term: string, status: string): PatientSearchResult {
  const clinicId = useClinicId();
  const plan = clinicId ? planPatientSearch(clinicId, term) : null;
  const query = useQuery({
    queryKey: ['emr', 'patientList', plan?.queries ?? null],
    queryFn: async () => {
      const pages = await Promise.all(plan!.queries.map((q) => records.query(q, { limit: SEARCH_LIMIT, selectionSet: PATIENT_LIST_FIELDS })));
      return { rows: mergeRows(pages.map((page) => page.items)), more: pages.some((page) => page.nextToken !== null) };
    },
    enabled: plan !== null,
    placeholderData: keepPreviousData,
  });
  const patients = useMemo(() => (query.data?.rows ?? []).map(toPatient).filter(ofStatus(status)).slice(0, SEARCH_LIMIT), [query.data, status]);
  return {
    patients,
    hasMore: !!query.data?.more || (query.data?.rows.length ?? 0) > SEARCH_LIMIT,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** The clinic's patients (or those of one status) in the sort's index order, one server page at a time. */
export function usePatientPages(status: string, sort: PatientListSort, enabled: boolean) {
  const clinicId = useClinicId();
  const query = enabled && clinicId ? patientListQuery(clinicId, sort.order, sort.direction, status === ALL_STATUSES ? null : status) : null;
  const pages = useServerPages(query, { pageSize: LIST_PAGE_SIZE, selectionSet: PATIENT_LIST_FIELDS });
  const patients = useMemo(() => pages.rows.map(toPatient), [pages.rows]);
  return { ...pages, patients };
}

/**
 * Every patient the list would show, page by page (for the CSV export): the search's queries
 * read to their ends and merged, or the whole index of the sort.
 */
export async function* allMatchingPatients(clinicId: string, term: string, status: string, sort: PatientListSort, signal: AbortSignal): AsyncGenerator<Patient[]> {
  const plan = term ? planPatientSearch(clinicId, term) : null;
  if (plan) {
    const seen = new Set<string>();
    for (const query of plan.queries) {
      for await (const rows of records.pages(query, { signal, selectionSet: PATIENT_LIST_FIELDS })) {
        const fresh = rows.filter((row) => !seen.has(row.id));
        for (const row of fresh) seen.add(row.id);
        yield fresh.map(toPatient).filter(ofStatus(status));
      }
    }
    return;
  }
  const query = patientListQuery(clinicId, sort.order, sort.direction, status === ALL_STATUSES ? null : status);
  if (!query) return;
  for await (const rows of records.pages(query, { signal, selectionSet: PATIENT_LIST_FIELDS })) yield rows.map(toPatient);
}

export const SEARCH_DEBOUNCE_MS = 150;
