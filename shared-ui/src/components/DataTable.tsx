/**
 * A sortable, paged table over Fluent's DataGrid. Sorting is controlled and applied to the
 * whole list before slicing, so a sort covers every page, not only the visible one (Fluent
 * v9 has no pagination). Page sizes 5, 10, 20, 25, 50, 100; first and last page buttons.
 */
import {
  Button,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  Select,
  type SortDirection,
  type TableColumnDefinition,
  type TableColumnId,
  Text,
  createTableColumn,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Text used to sort (and to export); omit to make the column unsortable. */
  sortValue?: (item: T) => string | number;
}

export interface DataTableProps<T> {
  items: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (item: T) => string;
  ariaLabel: string;
  initialPageSize?: (typeof PAGE_SIZES)[number];
  initialSort?: { column: string; direction: SortDirection };
  onRowClick?: (item: T) => void;
}

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalS, flexWrap: 'wrap' },
  clickable: { cursor: 'pointer' },
  sizes: { minWidth: '80px' },
  // the chevrons point the reading direction's way
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
});

export function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function DataTable<T>({ items, columns, getRowId, ariaLabel, initialPageSize = 10, initialSort, onRowClick }: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const sizeLabel = useId();
  const [pageSize, setPageSize] = useState<number>(initialPageSize);
  const [page, setPage] = useState(0);
  const [sortState, setSortState] = useState<{ sortColumn: TableColumnId | undefined; sortDirection: SortDirection }>({
    sortColumn: initialSort?.column,
    sortDirection: initialSort?.direction ?? 'ascending',
  });

  const gridColumns: TableColumnDefinition<T>[] = useMemo(
    () =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.id,
          renderHeaderCell: () => column.header,
          renderCell: column.cell,
          ...(column.sortValue ? { compare: (a: T, b: T) => compareValues(column.sortValue!(a), column.sortValue!(b)) } : {}),
        }),
      ),
    [columns],
  );

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sortState.sortColumn);
    if (!column?.sortValue) return items;
    const out = [...items].sort((a, b) => compareValues(column.sortValue!(a), column.sortValue!(b)));
    return sortState.sortDirection === 'descending' ? out.reverse() : out;
  }, [items, columns, sortState]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const visible = sorted.slice(current * pageSize, current * pageSize + pageSize);
  const from = sorted.length === 0 ? 0 : current * pageSize + 1;
  const to = Math.min(sorted.length, (current + 1) * pageSize);

  return (
    <div>
      <DataGrid
        items={visible}
        columns={gridColumns}
        sortable
        sortState={sortState}
        onSortChange={(_event, state) => {
          setSortState(state);
          setPage(0);
        }}
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
      <nav className={styles.pager} aria-label={ariaLabel}>
        <Text id={sizeLabel}>{t('table.rowsPerPage')}</Text>
        <Select
          className={styles.sizes}
          aria-labelledby={sizeLabel}
          value={String(pageSize)}
          onChange={(_event, data) => {
            setPageSize(Number(data.value));
            setPage(0);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {String(size)}
            </option>
          ))}
        </Select>
        <Text>{t('table.range', { from, to, total: sorted.length })}</Text>
        <Button appearance="subtle" icon={<ChevronDoubleLeftRegular className={styles.flip} />} aria-label={t('table.firstPage')} disabled={current === 0} onClick={() => setPage(0)} />
        <Button appearance="subtle" icon={<ChevronLeftRegular className={styles.flip} />} aria-label={t('table.previousPage')} disabled={current === 0} onClick={() => setPage(current - 1)} />
        <Button appearance="subtle" icon={<ChevronRightRegular className={styles.flip} />} aria-label={t('table.nextPage')} disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)} />
        <Button appearance="subtle" icon={<ChevronDoubleRightRegular className={styles.flip} />} aria-label={t('table.lastPage')} disabled={current >= pageCount - 1} onClick={() => setPage(pageCount - 1)} />
      </nav>
    </div>
  );
}

/** CSV of the given columns (their sortValue, else nothing) for an export button. */
export function toCsv<T>(items: readonly T[], columns: readonly DataTableColumn<T>[]): string {
  const escape = (value: string) => (/[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : value);
  const rows = [columns.map((c) => escape(c.header)), ...items.map((item) => columns.map((c) => escape(String(c.sortValue?.(item) ?? ''))))];
  return rows.map((row) => row.join(',')).join('\r\n');
}
