/**
 * A chart sub-page's rows, newest first (the index's DESC order), fetched a page at a time:
 * a patient may hold thousands of visits or labs, so the list loads 50 and offers "load more"
 * while the server returns a nextToken. The cache key sits under the EMR keys, so every
 * chart write refreshes it.
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, type Page, records, recordKeys } from '@emr/shared-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClinicId } from '../../session.resource.ts';
import type { RecordKindConfig } from './recordKinds.ts';

export const RECORD_PAGE_SIZE = 50;

export function useRecordList(query: IndexQuery | null) {
  const result = useInfiniteQuery<Page, Error, { pages: Page[] }, readonly unknown[], string | null>({
    queryKey: recordKeys.index(query, { infinite: true, limit: RECORD_PAGE_SIZE }),
    queryFn: ({ pageParam }) => records.query(query!, { limit: RECORD_PAGE_SIZE, nextToken: pageParam }),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextToken,
    enabled: query !== null,
  });
  const rows = useMemo<EmrRecord[]>(() => result.data?.pages.flatMap((page) => page.items) ?? [], [result.data]);
  return {
    rows,
    isLoading: result.isLoading,
    error: result.error,
    refetch: result.refetch,
    hasMore: result.hasNextPage,
    loadMore: result.fetchNextPage,
    isLoadingMore: result.isFetchingNextPage,
  };
}

/** The rows of one simple sub-page for the patient (its own query, else the kind's chart partition). */
export function useKindRecords(config: Pick<RecordKindConfig, 'kind' | 'query'>, patientId: string) {
  const clinicId = useClinicId();
  const query = clinicId && patientId ? (config.query ? config.query(clinicId, patientId) : queries.chart(clinicId, config.kind, patientId)) : null;
  return useRecordList(query);
}
