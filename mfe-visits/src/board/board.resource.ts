/**
 * The day board's data: the visits of a day or range one server page at a time (the kit's
 * pager), by the index that serves the filters — a provider's visits (index 4), one status
 * (index 3) or every visit (index 1), all between the days' first and last instants — with the
 * other filters (status under a provider, type, the patients a search found) as the server's
 * filter. The CSV export reads every page.
 */
import { type IndexQuery, endOfLocalDay, planPatientSearch, queries, startOfLocalDay } from '@emr/domain';
import { type EmrRecord, type PageSource, records, str, useClinicId, useClinicTimeZone, useServerPages } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PATIENT_NAME_FIELDS, patientName } from '../shared/people.resource.ts';
import { VISIT_FIELDS, type Visit, toVisit } from '../shared/visit.resource.ts';

export const ALL = 'all';
/** The most patients a search looks for visits of. */
export const SEARCH_PATIENTS = 20;

export interface BoardFilters {
  from: string;
  to: string;
  provider: string;
  status: string;
  type: string;
  /** The PatientIDs a search found (null: no search). */
  patientIds: readonly string[] | null;
}

type Filter = Record<string, unknown>;

/** The index query and the server filter of the board's filters (its days are the clinic's, in `timeZone`). */
export function boardQuery(clinicId: string, f: BoardFilters, timeZone: string): { query: IndexQuery; filter: Filter | undefined } {
  const [from, to] = [startOfLocalDay(f.from, timeZone), endOfLocalDay(f.to, timeZone)];
  const query =
    f.provider !== ALL ? queries.visitsForProvider(clinicId, f.provider, from, to)
      : f.status !== ALL ? queries.visitsByStatusBetween(clinicId, f.status, from, to)
        : queries.visitsBetween(clinicId, from, to);
  const parts: Filter[] = [];
  if (f.provider !== ALL && f.status !== ALL) parts.push({ VisitStatus: { eq: f.status } });
  if (f.type !== ALL) parts.push({ VisitType: { eq: f.type } });
  if (f.patientIds) parts.push({ or: f.patientIds.map((id) => ({ PatientID: { eq: id } })) });
  return { query, filter: parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts } };
}

const filtered = (filter: Filter | undefined): PageSource<EmrRecord> => ({
  id: JSON.stringify(filter ?? null),
  read: (query, page) => records.query(query, { ...page, selectionSet: VISIT_FIELDS, ...(filter ? { filter } : {}) }),
});

export function useBoard(filters: BoardFilters, enabled: boolean) {
  const clinicId = useClinicId();
  const timeZone = useClinicTimeZone();
  const plan = clinicId && enabled ? boardQuery(clinicId, filters, timeZone) : null;
  const source = useMemo(() => filtered(plan?.filter), [JSON.stringify(plan?.filter ?? null)]);
  const pages = useServerPages(plan?.query ?? null, { pageSize: 25, source });
  const visits = useMemo(() => pages.rows.map(toVisit), [pages.rows]);
  return { ...pages, visits };
}

/** Every visit the board would show, page by page (for the CSV export). */
export async function* allBoardVisits(clinicId: string, filters: BoardFilters, timeZone: string, signal: AbortSignal): AsyncGenerator<Visit[]> {
  const { query, filter } = boardQuery(clinicId, filters, timeZone);
  for await (const rows of records.pages(query, { signal, selectionSet: VISIT_FIELDS, ...(filter ? { filter } : {}) })) yield rows.map(toVisit);
}

/** The patients a search box entry finds (the navbar's plan), at most SEARCH_PATIENTS: their PatientIDs and names. */
export function usePatientMatches(term: string) {
  const clinicId = useClinicId();
  const plan = clinicId && term ? planPatientSearch(clinicId, term) : null;
  return useQuery({
    queryKey: ['emr', 'visitPatientSearch', plan?.queries ?? null],
    queryFn: async () => {
      const pages = await Promise.all(plan!.queries.map((q) => records.query(q, { limit: SEARCH_PATIENTS, selectionSet: PATIENT_NAME_FIELDS })));
      const seen = new Map<string, string>();
      for (const row of pages.flatMap((page) => page.items)) seen.set(str(row['PatientID']), patientName(row));
      return [...seen].slice(0, SEARCH_PATIENTS).map(([id, name]) => ({ id, name }));
    },
    enabled: plan !== null,
  });
}
