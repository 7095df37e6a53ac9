/**
 * A simple chart sub-page's rows by date, a server page at a time (a patient may hold
 * thousands of visits), with the fields the page shows; and, for a reviewed list (allergies:
 * a handful), every active entry, which the review state and the duplicate check need whatever
 * page is shown. The cache keys sit under the EMR keys, so every chart write refreshes them.
 */
import { isActiveEntry, queries } from '@emr/domain';
import { type PageSize, useClinicId, useIndexAll, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';
import { type RecordKindConfig, recordFields } from './recordKinds.ts';

export const RECORD_PAGE_SIZE: PageSize = 10;

function useKindQuery(config: Pick<RecordKindConfig, 'kind' | 'query'>, patientId: string) {
  const clinicId = useClinicId();
  return clinicId && patientId ? (config.query ? config.query(clinicId, patientId) : queries.chart(clinicId, config.kind, patientId)) : null;
}

/** The rows of one simple sub-page for the patient (its own query, else the kind's chart partition), newest or oldest first. */
export function useKindRecords(config: RecordKindConfig, patientId: string, direction: 'ASC' | 'DESC') {
  const query = useKindQuery(config, patientId);
  return useServerPages(query && { ...query, sortDirection: direction }, { pageSize: RECORD_PAGE_SIZE, selectionSet: recordFields(config) });
}

/** Every active entry of a reviewed list; idle (and empty) for the other sub-pages. */
export function useActiveEntries(config: RecordKindConfig, patientId: string) {
  const query = useKindQuery(config, patientId);
  const all = useIndexAll(config.review ? query : null, { selectionSet: recordFields(config) });
  const rows = useMemo(() => (all.data ?? []).filter((row) => isActiveEntry(row)), [all.data]);
  return { rows, ready: all.data !== undefined };
}
