/**
 * The one pager of every table (spec §9): rows per page 5, 10, 20, 25, 50, 100, the range
 * shown, and first / previous / next / last page buttons. The table computes it for the rows
 * it holds; a list paged by the server (`useServerPages`) gives its own.
 */
import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular } from '@fluentui/react-icons';
import { ChevronRightRegular } from '@emr/shared-ui/icons';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface PagerState {
  pageSize: number;
  onPageSizeChange: (size: PageSize) => void;
  /** The rows shown, counted from 1; `total` null while the end is not known. */
  from: number;
  to: number;
  total: number | null;
  /** The range is counted from the last row (the last pages of a server list). */
  fromEnd?: boolean;
  /** Each missing handler leaves its button disabled. */
  onFirst?: (() => void) | undefined;
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  onLast?: (() => void) | undefined;
}

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalS, flexWrap: 'wrap' },
  sizes: { minWidth: '80px' },
  // the chevrons point the reading direction's way
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
});

/** One page of rows a table holds, and the pager that moves through them (the rows of a page: `rows.slice(...)` is done here). */
export function useClientPages<T>(rows: readonly T[], initialPageSize = 10): { visible: T[]; pager: PagerState; toFirst: () => void } {
  const [pageSize, setPageSize] = useState<number>(initialPageSize);
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  return {
    visible: rows.slice(current * pageSize, current * pageSize + pageSize),
    toFirst: () => setPage(0),
    pager: {
      pageSize,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(0);
      },
      from: rows.length === 0 ? 0 : current * pageSize + 1,
      to: Math.min(rows.length, (current + 1) * pageSize),
      total: rows.length,
      onFirst: current > 0 ? () => setPage(0) : undefined,
      onPrevious: current > 0 ? () => setPage(current - 1) : undefined,
      onNext: current < pageCount - 1 ? () => setPage(current + 1) : undefined,
      onLast: current < pageCount - 1 ? () => setPage(pageCount - 1) : undefined,
    },
  };
}

export interface TablePagerProps {
  label: string;
  pager: PagerState;
}

export function TablePager({ label, pager }: TablePagerProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const sizeLabel = useId();
  const { from, to, total } = pager;
  const range = pager.fromEnd ? t('table.rangeFromEnd', { from, to }) : total === null ? t('table.rangeMore', { from, to }) : t('table.range', { from, to, total });
  const button = (name: string, icon: ReactElement, onClick: (() => void) | undefined) => (
    <Button appearance="subtle" icon={icon} aria-label={name} disabled={!onClick} onClick={onClick} />
  );
  return (
    <nav className={styles.pager} aria-label={label}>
      <Text id={sizeLabel}>{t('table.rowsPerPage')}</Text>
      <Select className={styles.sizes} aria-labelledby={sizeLabel} value={String(pager.pageSize)} onChange={(_event, data) => pager.onPageSizeChange(Number(data.value) as PageSize)}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={String(size)}>
            {String(size)}
          </option>
        ))}
      </Select>
      <Text aria-live="polite">{range}</Text>
      {button(t('table.firstPage'), <ChevronDoubleLeftRegular className={styles.flip} />, pager.onFirst)}
      {button(t('table.previousPage'), <ChevronLeftRegular className={styles.flip} />, pager.onPrevious)}
      {button(t('table.nextPage'), <ChevronRightRegular className={styles.flip} />, pager.onNext)}
      {button(t('table.lastPage'), <ChevronDoubleRightRegular className={styles.flip} />, pager.onLast)}
    </nav>
  );
}
