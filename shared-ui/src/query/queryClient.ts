/**
 * The one server-state cache of the page (TanStack Query; ADR 0005): every view reads
 * server data through these hooks, never through its own fetching effects.
 */
import type { IndexQuery } from '@emr/domain';
import { QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmrRecord, type Page, type QueryOptions, records } from '../data/records.ts';
import { toAppError } from '../data/errors.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // retry only what may pass on a second try: the network
      retry: (count, error) => count < 2 && toAppError(error).errorType === 'NetworkError',
    },
  },
});

export const recordKeys = {
  all: ['emr'] as const,
  record: (id: string | null) => ['emr', 'record', id] as const,
  index: (query: IndexQuery | null, options: object = {}) => ['emr', 'index', query, options] as const,
};

/** One row by id, with the fields `selectionSet` names (all of them when missing). */
export function useRecord(id: string | null, { selectionSet }: { selectionSet?: readonly string[] } = {}) {
  return useQuery<EmrRecord | null>({
    queryKey: [...recordKeys.record(id), selectionSet ?? null],
    queryFn: () => records.get(id!, selectionSet ? { selectionSet } : {}),
    enabled: id !== null,
  });
}

export type IndexPageOptions = QueryOptions;

/** One page of a key-condition query; `null` skips the request (input not ready). */
export function useIndexPage(query: IndexQuery | null, options: IndexPageOptions = {}) {
  return useQuery<Page>({
    queryKey: recordKeys.index(query, options),
    queryFn: () => records.query(query!, options),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every page of a (small) partition, e.g. the staff of a clinic. */
export function useIndexAll(query: IndexQuery | null, options: Omit<IndexPageOptions, 'nextToken'> = {}) {
  return useQuery<EmrRecord[]>({
    queryKey: recordKeys.index(query, { ...options, all: true }),
    queryFn: async () => {
      const items: EmrRecord[] = [];
      let nextToken: string | null = null;
      do {
        const page: Page = await records.query(query!, { ...options, limit: options.limit ?? 500, nextToken });
        items.push(...page.items);
        nextToken = page.nextToken;
      } while (nextToken);
      return items;
    },
    enabled: query !== null,
  });
}

/** A write that refreshes every cached EMR query when it succeeds. */
export function useRecordMutation<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
