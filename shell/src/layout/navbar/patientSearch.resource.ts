/**
 * The global patient search: what the typed text looks like decides which key-condition
 * queries run (`planPatientSearch` in the domain, the same as the patient list's), they run
 * in parallel, and their rows are merged by id.
 */
import { isPatientSearch, planPatientSearch } from '@emr/domain';
import { type EmrRecord, records, useDebouncedValue, useSession, selection } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';

export const SEARCH_DEBOUNCE_MS = 250;
const PER_QUERY = 8;
const MAX_RESULTS = 10;
/** What a result shows. */
const RESULT_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'DOB');

/** Rows of every query, first-seen order, each patient once. */
export function mergeById(pages: readonly (readonly EmrRecord[])[], limit = MAX_RESULTS): EmrRecord[] {
  const seen = new Map<string, EmrRecord>();
  for (const rows of pages) for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
  return [...seen.values()].slice(0, limit);
}

/** `pending` covers the debounce wait too, so "no patient found" never shows for text not yet searched. */
export function usePatientSearch(text: string) {
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const plan = clinicId ? planPatientSearch(clinicId, debounced) : null;
  const result = useQuery<EmrRecord[]>({
    queryKey: ['emr', 'patientSearch', plan?.queries ?? null],
    queryFn: async () => {
      const pages = await Promise.all(plan!.queries.map((query) => records.query(query, { limit: PER_QUERY, selectionSet: RESULT_FIELDS })));
      return mergeById(pages.map((page) => page.items));
    },
    enabled: plan !== null,
    staleTime: 10_000,
  });
  const waiting = text.trim() !== debounced;
  const searchable = isPatientSearch(text);
  return {
    searchable,
    pending: searchable && (waiting || (plan !== null && result.isPending)),
    error: plan && !waiting ? result.error : null,
    patients: plan && !waiting ? (result.data ?? []) : [],
    refetch: result.refetch,
  };
}
