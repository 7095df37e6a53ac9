/**
 * A list too long to load (a clinic's 100,000 patients) read one server page at a time: the
 * key-condition query in its index's order, following `nextToken`, with the table's one pager
 * (first, previous, next, last, rows per page). The page after the one shown is read ahead,
 * which says whether there is one (the server gives a token after a full last page) and makes
 * "next" instant. The last pages are the first pages of the same query read backwards
 * (shown reversed), so "last" costs one request however long the list is; their range is
 * counted from the end. A new query (another order, filter or direction) starts again on page 1.
 * The one cursor pager of the app: every list too long to load whole goes through it, with the
 * fields its screen shows (`selectionSet`) and, where a page is not simply the index's next
 * rows (labs fold their panels' component rows), its own `source` of a page.
 */
import type { IndexQuery } from '@emr/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageSize, PagerState } from '../components/TablePager.tsx';
import { type EmrRecord, type Page, records } from '../data/records.ts';
import { recordKeys } from './queryClient.ts';

export interface ServerPages<T = EmrRecord> {
  rows: T[];
  isLoading: boolean;
  isFetching: boolean;
  /** Nothing at all: the first page came back without rows. */
  isEmpty: boolean;
  error: unknown;
  refetch: () => void;
  pager: PagerState;
}

/** How one page is read when it is not simply the index's next `limit` rows. */
export interface PageSource<T> {
  /** Names the source in the cache key. */
  id: string;
  /** `query` is the list's, or the same read backwards for the last pages. */
  read(query: IndexQuery, page: { limit: number; nextToken: string | null }): Promise<Page<T>>;
}

export interface ServerPagesOptions<T> {
  pageSize?: PageSize;
  /** The fields the screen shows (with a `source`, the source decides). */
  selectionSet?: readonly string[];
  source?: PageSource<T>;
}

interface PagingState {
  id: string;
  /** 'end': the query read backwards from the last row. */
  anchor: 'start' | 'end';
  /** The tokens of the pages visited from the anchor (the first page has none). */
  tokens: (string | null)[];
  pageSize: number;
}

const reversed = (query: IndexQuery): IndexQuery => ({ ...query, sortDirection: query.sortDirection === 'DESC' ? 'ASC' : 'DESC' });

function usePage<T>(query: IndexQuery | null, limit: number, nextToken: string | null, { selectionSet, source }: ServerPagesOptions<T>) {
  return useQuery<Page<T>>({
    queryKey: recordKeys.index(query, { limit, nextToken, selectionSet, source: source?.id }),
    queryFn: () => (source ? source.read(query!, { limit, nextToken }) : (records.query(query!, { limit, nextToken, ...(selectionSet ? { selectionSet } : {}) }) as Promise<Page<T>>)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useServerPages<T = EmrRecord>(query: IndexQuery | null, options: ServerPagesOptions<T> = {}): ServerPages<T> {
  const id = JSON.stringify(query);
  const [state, setState] = useState<PagingState>({ id, anchor: 'start', tokens: [null], pageSize: options.pageSize ?? 25 });
  const current: PagingState = state.id === id ? state : { id, anchor: 'start', tokens: [null], pageSize: state.pageSize };
  const go = (anchor: PagingState['anchor'], tokens: (string | null)[], pageSize = current.pageSize) => setState({ id, anchor, tokens, pageSize });

  const active = query && current.anchor === 'end' ? reversed(query) : query;
  const page = usePage(active, current.pageSize, current.tokens.at(-1) ?? null, options);
  const nextToken = page.data?.nextToken ?? null;
  const ahead = usePage(nextToken ? active : null, current.pageSize, nextToken, options);
  // until the page ahead has come, assume it has rows
  const hasAhead = !!nextToken && (ahead.data === undefined || ahead.data.items.length > 0);
  const items = page.data?.items ?? [];
  const rows = current.anchor === 'end' ? [...items].reverse() : items;
  const depth = current.tokens.length - 1;
  const offset = depth * current.pageSize;
  const deeper = hasAhead ? () => go(current.anchor, [...current.tokens, nextToken]) : undefined;
  const back = depth > 0 ? () => go(current.anchor, current.tokens.slice(0, -1)) : undefined;
  const restart = (anchor: PagingState['anchor']) => () => go(anchor, [null]);
  const onPageSizeChange = (size: PageSize) => go('start', [null], size);

  let pager: PagerState;
  if (current.anchor === 'start') {
    const to = offset + rows.length;
    pager = {
      pageSize: current.pageSize,
      onPageSizeChange,
      from: rows.length ? offset + 1 : 0,
      to,
      total: hasAhead ? null : to,
      onFirst: depth > 0 ? restart('start') : undefined,
      onPrevious: back,
      onNext: deeper,
      onLast: hasAhead ? restart('end') : undefined,
    };
  } else {
    // read backwards: nothing ahead means these rows start the list
    const atStart = !hasAhead;
    pager = {
      pageSize: current.pageSize,
      onPageSizeChange,
      from: atStart ? (rows.length ? 1 : 0) : offset + 1,
      to: atStart ? rows.length : offset + rows.length,
      total: atStart && depth === 0 ? rows.length : null,
      fromEnd: !atStart,
      onFirst: restart('start'),
      onPrevious: deeper,
      onNext: back,
      onLast: depth > 0 ? restart('end') : undefined,
    };
  }

  return {
    rows,
    isLoading: page.isLoading,
    isEmpty: page.data !== undefined && rows.length === 0 && depth === 0,
    isFetching: page.isFetching,
    error: page.error,
    refetch: () => void page.refetch(),
    pager,
  };
}
