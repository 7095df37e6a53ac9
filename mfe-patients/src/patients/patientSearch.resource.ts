/**
 * The patient list's data: a search (one or two key-condition queries, capped, merged and
 * de-duplicated) or, without a search, the clinic's patients by last name (or of one status)
 * in server pages that follow `nextToken`. A clinic may hold 100,000 patients: nothing here
 * reads a whole partition.
 */
import { planPatientSearch, queries } from '@emr/domain';
import { type EmrRecord, records, useIndexPage } from '@emr/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClinicId } from '../session.resource.ts';
import { type Patient, toPatient } from './patient.resource.ts';

/** The most rows a search shows; more means "refine your search". */
export const SEARCH_LIMIT = 100;
/** Rows per server page when browsing without a search. */
export const BROWSE_PAGE_SIZE = 100;

export const ALL_STATUSES = 'all';

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
      const pages = await Promise.all(plan!.queries.map((q) => records.query(q, { limit: SEARCH_LIMIT })));
      return { rows: mergeRows(pages.map((page) => page.items)), more: pages.some((page) => page.nextToken !== null) };
    },
    enabled: plan !== null,
    placeholderData: keepPreviousData,
  });
  const patients = useMemo(() => {
    const all = (query.data?.rows ?? []).map(toPatient);
    return (status === ALL_STATUSES ? all : all.filter((p) => p.status === status)).slice(0, SEARCH_LIMIT);
  }, [query.data, status]);
  return {
    patients,
    hasMore: !!query.data?.more || (query.data?.rows.length ?? 0) > SEARCH_LIMIT,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
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
