/**
 * The patient list's data: a search (one or two key-condition queries, capped, merged and
 * de-duplicated) or, without a search, the clinic's patients by last name (or of one status)
 * in server pages that follow `nextToken`. A clinic may hold 100,000 patients: nothing here
 * reads a whole partition.
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, useIndexPage } from '@emr/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { useClinicId } from '../session.resource.ts';
import { type Patient, toPatient } from './patient.resource.ts';
import { type PatientSearch, parsePatientSearch } from './patientSearch.ts';

/** The most rows a search shows; more means "refine your search". */
export const SEARCH_LIMIT = 100;
/** Rows per server page when browsing without a search. */
export const BROWSE_PAGE_SIZE = 100;

export const ALL_STATUSES = 'all';

function searchQueries(clinic: string, search: PatientSearch): [IndexQuery | null, IndexQuery | null] {
  switch (search.kind) {
    case 'patientId':
      return [queries.patientsByPatientIdPrefix(clinic, search.prefix), null];
    case 'dob':
      return [queries.patientsByDob(clinic, search.dob), null];
    case 'phone':
      return [queries.patientsByCellPhone(clinic, search.digits), queries.patientsByHomePhone(clinic, search.digits)];
    case 'name':
      return [queries.patientsByLastName(clinic, search.prefix), queries.patientsByFirstName(clinic, search.prefix)];
    case 'none':
      return [null, null];
  }
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

/** Rows of both answers, each patient once, in the order the first index gave them. */
export function mergeRows(...pages: (readonly EmrRecord[] | undefined)[]): EmrRecord[] {
  const seen = new Set<string>();
  const out: EmrRecord[] = [];
  for (const row of pages.flatMap((page) => page ?? [])) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  return out;
}

/** Patients matching a search box entry (already debounced), optionally of one status. */
export function usePatientSearch(term: string, status: string): PatientSearchResult {
  const clinicId = useClinicId();
  const search = useMemo(() => parsePatientSearch(term), [term]);
  const [first, second] = clinicId ? searchQueries(clinicId, search) : [null, null];
  const a = useIndexPage(first, { limit: SEARCH_LIMIT });
  const b = useIndexPage(second, { limit: SEARCH_LIMIT });
  const both = second !== null;
  const merged = useMemo(() => mergeRows(a.data?.items, both ? b.data?.items : undefined), [a.data, b.data, both]);
  const patients = useMemo(() => {
    const all = merged.map(toPatient);
    return (status === ALL_STATUSES ? all : all.filter((p) => p.status === status)).slice(0, SEARCH_LIMIT);
  }, [merged, status]);
  return {
    patients,
    hasMore: !!a.data?.nextToken || (both && !!b.data?.nextToken) || merged.length > SEARCH_LIMIT,
    isLoading: a.isLoading || (both && b.isLoading),
    isFetching: a.isFetching || (both && b.isFetching),
    error: a.error ?? (both ? b.error : null),
    refetch: () => {
      void a.refetch();
      if (both) void b.refetch();
    },
  };
}

export interface PatientBrowseResult {
  patients: Patient[];
  nextToken: string | null;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/** One server page of the clinic's patients by last name, or of one status (also by name). */
export function usePatientBrowse(status: string, nextToken: string | null, enabled: boolean): PatientBrowseResult {
  const clinicId = useClinicId();
  const query = !enabled || !clinicId ? null : status === ALL_STATUSES ? queries.patientsByLastName(clinicId) : queries.patientsByStatus(clinicId, status);
  const page = useIndexPage(query, { limit: BROWSE_PAGE_SIZE, nextToken });
  const patients = useMemo(() => (page.data?.items ?? []).map(toPatient), [page.data]);
  return {
    patients,
    nextToken: page.data?.nextToken ?? null,
    isLoading: page.isLoading,
    isFetching: page.isFetching,
    error: page.error,
    refetch: () => void page.refetch(),
  };
}

export const SEARCH_DEBOUNCE_MS = 150;

/** The value once it has stopped changing for `delay` ms (the search waits for typing to pause). */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
