/**
 * A sortable, paged table over Fluent's DataGrid, with one pager (TablePager.tsx). By default
 * it holds every row: sorting is applied to the whole list before slicing, so a sort covers
 * every page, not only the visible one. A list too long to hold (the clinic's patients) is
 * paged and sorted by the server instead: it passes `pager` (from `useServerPages`) and
 * `onSortChange`, and the table shows the page it is given in the order it is given. On a
 * narrow screen the rows become cards (DataCards.tsx). Text cells are bidi-isolated.
 */
import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  type SortDirection,
  type TableColumnDefinition,
  createTableColumn,
  makeStyles,
} from '@fluentui/react-components';
import { stripIsolates } from '@emr/shared-ui/core';
import { type KeyboardEvent, type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { useNarrowScreen } from '../hooks/useNarrowScreen.ts';
import { isolatedCell } from './Bidi.tsx';
import type { DataCardsProps } from './DataCards.tsx';
import { type PageSize, type PagerState, TablePager, useClientPages } from './TablePager.tsx';

export { PAGE_SIZES, type PageSize, type PagerState, TablePager, useClientPages } from './TablePager.tsx';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Text used to sort (and to export). */
  sortValue?: (item: T) => string | number;
  /** Whether the header sorts: by default when there is a sortValue (a server-sorted list names the columns its indexes serve). */
  sortable?: boolean;
}

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  items: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (item: T) => string;
  ariaLabel: string;
  initialPageSize?: PageSize;
  initialSort?: TableSort;
  onRowClick?: (item: T) => void;
  /** The server's paging: `items` is then one page, shown as given. */
  pager?: PagerState;
  /** The server's order: the table shows `sort` and reports a change instead of sorting itself. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

// the cards load with the first narrow screen, not with every table
const DataCards = lazy(() => import('./DataCards.tsx').then((m) => ({ default: m.DataCards as (props: DataCardsProps<unknown>) => ReactNode })));

const useStyles = makeStyles({
  clickable: { cursor: 'pointer' },
});

export function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

const isSortable = <T,>(column: DataTableColumn<T>) => column.sortable ?? !!column.sortValue;

export function DataTable<T>({ items, columns, getRowId, ariaLabel, initialPageSize = 10, initialSort, onRowClick, pager: serverPager, sort: serverSort, onSortChange }: DataTableProps<T>) {
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(initialSort);
  const sort = onSortChange ? serverSort : ownSort;

  const changeSort = (next: TableSort) => {
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
    own.toFirst();
  };

  const gridColumns: TableColumnDefinition<T>[] = useMemo(
    () =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.id,
          renderHeaderCell: () => column.header,
          renderCell: (item) => isolatedCell(column.cell(item)),
          // the grid sorts the rows it is given again: a server-sorted page keeps its order (a stable sort of
          // equals). Fluent counts a compare's parameters to tell a sortable column.
          ...(isSortable(column) ? { compare: onSortChange || !column.sortValue ? (_a: T, _b: T) => 0 : (a: T, b: T) => compareValues(column.sortValue!(a), column.sortValue!(b)) } : {}),
        }),
      ),
    [columns, onSortChange],
  );

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (onSortChange || !column?.sortValue) return items;
    const out = [...items].sort((a, b) => compareValues(column.sortValue!(a), column.sortValue!(b)));
    return sort?.direction === 'descending' ? out.reverse() : out;
  }, [items, columns, sort, onSortChange]);

  const own = useClientPages(sorted, initialPageSize);
  const visible = serverPager ? sorted.slice() : own.visible;
  const pager: PagerState = serverPager ?? own.pager;

  return (
    <div>
      {narrow ? (
        <Suspense fallback={null}>
          <DataCards
            items={visible}
            columns={columns as readonly DataTableColumn<unknown>[]}
            getRowId={getRowId as (item: unknown) => string}
            ariaLabel={ariaLabel}
            onRowClick={onRowClick as ((item: unknown) => void) | undefined}
            sort={sort}
            onSortChange={changeSort}
            sortable={isSortable}
          />
        </Suspense>
      ) : (
        <DataGrid
          items={visible}
          columns={gridColumns}
          sortable
          sortState={{ sortColumn: sort?.column, sortDirection: sort?.direction ?? 'ascending' }}
          onSortChange={(_event, state) => state.sortColumn !== undefined && changeSort({ column: String(state.sortColumn), direction: state.sortDirection })}
          getRowId={getRowId}
          aria-label={ariaLabel}
        >
          <DataGridHeader>
            <DataGridRow>{({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}</DataGridRow>
          </DataGridHeader>
          <DataGridBody<T>>
            {({ item, rowId }) => (
              <DataGridRow<T>
                key={rowId}
                className={onRowClick ? styles.clickable : undefined}
                onClick={onRowClick ? () => onRowClick(item) : undefined}
                onKeyDown={onRowClick ? (event: KeyboardEvent) => event.key === 'Enter' && onRowClick(item) : undefined}
              >
                {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
              </DataGridRow>
            )}
          </DataGridBody>
        </DataGrid>
      )}
      <TablePager label={ariaLabel} pager={pager} />
    </div>
  );
}

/** CSV lines (no header) of the given columns (their sortValue, else nothing): one page of an export. */
export function toCsvRows<T>(items: readonly T[], columns: readonly DataTableColumn<T>[]): string {
  return items.map((item) => columns.map((c) => escapeCsv(String(c.sortValue?.(item) ?? ''))).join(',')).join('\r\n');
}

/** The header line of a CSV of these columns. */
export function csvHeader<T>(columns: readonly DataTableColumn<T>[]): string {
  return columns.map((c) => escapeCsv(c.header)).join(',');
}

/** CSV of the given columns, with their headers, for an export button. */
export function toCsv<T>(items: readonly T[], columns: readonly DataTableColumn<T>[]): string {
  return items.length === 0 ? csvHeader(columns) : `${csvHeader(columns)}\r\n${toCsvRows(items, columns)}`;
}

/** Quotes separators and defuses spreadsheet formulas (and drops bidi isolates, which are for screens). */
function escapeCsv(text: string): string {
  const value = stripIsolates(text);
  return /[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : value;
}
