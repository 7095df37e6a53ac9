/** An A/R aging table: one row per payer or patient, a column per bucket and the total; every figure is a link-styled button that opens the claims behind it. */
import { Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { Bidi, type PagerState, TablePager, formatMoney, useClientPages } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { AGING_BUCKETS, type AgingBucket, type AgingCell, type AgingFigure, type AgingReport, type AgingRow } from '@emr/domain/billing';
import { useFigureStyles } from './figureStyles.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '48rem' },
  num: { textAlign: 'end' },
  total: { fontWeight: 600 },
});

/** A figure opened: which cell (its row's key, null for the total row; its bucket, null for the total column) and its label. */
export type AgingSelection = Omit<AgingFigure, 'groupBy'> & { label: string };

export interface AgingTableProps {
  report: AgingReport;
  /** The server's pages of `report.rows` (else the table pages them, 25 at a time). */
  pager?: PagerState | null;
  label: string;
  keyHeader: string;
  onOpen: (selection: AgingSelection) => void;
}

export function AgingTable({ report, pager: serverPager = null, label, keyHeader, onOpen }: AgingTableProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const figureStyles = useFigureStyles();
  const name = (row: AgingRow) => row.key || t('reports.noPayer');
  // the largest balances first (agingReport's order), a page at a time: a clinic has thousands of patients with a balance
  const client = useClientPages(report.rows, 25);
  const [visible, pager] = serverPager ? [report.rows, serverPager] : [client.visible, client.pager];
  const figure = (rowName: string, key: string | null, bucket: AgingBucket | null, cell: AgingCell) => {
    const column = bucket ? t(`reports.bucket.${bucket}`) : t('reports.total');
    return cell.cents === 0 ? (
      <Bidi>{formatMoney(0, i18n.language)}</Bidi>
    ) : (
      <Link
        as="button"
        className={figureStyles.figure}
        aria-label={t('reports.openFigure', { name: rowName, column, amount: formatMoney(cell.cents, i18n.language), count: cell.claims })}
        onClick={() => onOpen({ label: `${rowName} · ${column}`, key, bucket })}
      >
        <Bidi>{formatMoney(cell.cents, i18n.language)}</Bidi>
      </Link>
    );
  };
  const line = (row: AgingRow, rowName: string, total = false) => (
    <TableRow key={total ? '-' : row.key} className={total ? styles.total : undefined}>
      <TableCell>
        <Bidi>{rowName}</Bidi>
      </TableCell>
      {AGING_BUCKETS.map((bucket) => (
        <TableCell key={bucket} className={styles.num}>
          {figure(rowName, total ? null : row.key, bucket, row.cells[bucket])}
        </TableCell>
      ))}
      <TableCell className={styles.num}>{figure(rowName, total ? null : row.key, null, row.total)}</TableCell>
    </TableRow>
  );
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{keyHeader}</TableHeaderCell>
            {AGING_BUCKETS.map((bucket) => (
              <TableHeaderCell key={bucket} className={styles.num}>
                {t(`reports.bucket.${bucket}`)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.num}>{t('reports.total')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.map((row) => line(row, name(row)))}
          {line(report.totals, t('reports.allRows'), true)}
        </TableBody>
      </Table>
      {(serverPager ? serverPager.onNext || serverPager.onPrevious : report.rows.length > pager.pageSize) && <TablePager label={label} pager={pager} />}
    </div>
  );
}
