/**
 * A table's rows on a narrow screen: one card per row, its first column as the card's title
 * and the others as labelled lines, so nothing is squeezed into one-word lines. The sort the
 * column headers offer on a wide screen is a "Sort by" choice here.
 */
import { Select, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedCell } from './Bidi.tsx';
import type { DataTableColumn, TableSort } from './DataTable.tsx';

const useStyles = makeStyles({
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBlockEnd: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  clickable: { cursor: 'pointer' },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  fields: { display: 'grid', gridTemplateColumns: 'minmax(7em, max-content) 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  line: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export interface DataCardsProps<T> {
  items: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (item: T) => string;
  ariaLabel: string;
  onRowClick?: ((item: T) => void) | undefined;
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  sortable: (column: DataTableColumn<T>) => boolean;
}

export function DataCards<T>({ items, columns, getRowId, ariaLabel, onRowClick, sort, onSortChange, sortable }: DataCardsProps<T>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const sortId = useId();
  const [first, ...rest] = columns;
  const sortColumns = columns.filter(sortable);
  return (
    <>
      {sortColumns.length > 0 && (
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t('table.sortLabel')}</label>
          <Select
            id={sortId}
            value={sort ? `${sort.column}:${sort.direction}` : ''}
            onChange={(_event, data) => {
              const [column = '', direction] = data.value.split(':');
              if (column) onSortChange({ column, direction: direction === 'descending' ? 'descending' : 'ascending' });
            }}
          >
            {!sort && <option value="">{t('table.unsorted')}</option>}
            {sortColumns.flatMap((column) =>
              (['ascending', 'descending'] as const).map((direction) => (
                <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
                  {t(`table.${direction}`, { column: column.header })}
                </option>
              )),
            )}
          </Select>
        </div>
      )}
      <ul className={styles.list} aria-label={ariaLabel}>
        {items.map((item) => (
          <li key={getRowId(item)} className={mergeClasses(styles.card, onRowClick && styles.clickable)} onClick={onRowClick ? () => onRowClick(item) : undefined}>
            {first && <div className={styles.title}>{isolatedCell(first.cell(item))}</div>}
            <dl className={styles.fields}>
              {rest.map((column) => (
                <div key={column.id} className={styles.line}>
                  <dt className={styles.term}>{column.header}</dt>
                  <dd className={styles.value}>{isolatedCell(column.cell(item))}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
