/**
 * One report as every billing report shows it: a chart (lazy recharts), the table of its figures
 * (each opening the claims or plans behind it), CSV of the table as shown, and a print view (a print
 * stylesheet puts the title, the period, the chart and the table alone on the sheet).
 */
import type { Report, ReportCell, ReportColumn } from '@emr/domain/billing';
import { Button, Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { Bidi, type DataTableColumn } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './LazyReportChart.tsx';
import { LoadedRecordsBehind, RecordsBehind } from './RecordsBehind.tsx';
import type { ReportRecord } from './ledgerReports.resource.ts';
import { type ColumnId, csvFigure, formatFigure } from './reportFormat.ts';
import { printOnly } from '../printOnly.ts';
import { useFigureStyles } from './figureStyles.ts';

const PRINT_ROOT = 'billing-report-print';
/** The chart draws the first rows only (the largest, or the first months); the table has them all. */
const CHART_ROWS = 12;

// printed, it is the only thing on the sheet
const usePrintStyles = printOnly(PRINT_ROOT, 'letter landscape; margin: 0.5in');

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '40rem' },
  num: { textAlign: 'end' },
  // a header cell lays out its text in a flex box of its own
  headerNum: { textAlign: 'end', '& > div': { justifyContent: 'flex-end' } },
  total: { fontWeight: 600 },
});

export interface ReportViewProps<C extends ColumnId> {
  /** The report's name ("Production by month"): the table's name, the printed title. */
  title: string;
  /** The period it covers, as printed. */
  period: string;
  report: Report<C>;
  keyHeader: string;
  /** A row key as shown (a month, a provider's name, a code with its description). */
  rowLabel: (key: string) => string;
  /** The columns drawn as bars (the same kind: money or counts). */
  chartColumns: readonly C[];
  fileName: string;
  /** The records behind the figures, when the report holds them; else `loadBehind` reads them when a figure is opened. */
  records?: ReadonlyMap<string, ReportRecord>;
  /** Reads the records behind a figure (a row's `key`, null for the total row) when it is opened. */
  loadBehind?: (cell: ReportCell, key: string | null, column: C) => Promise<ReportRecord[]>;
}

type Opened = { what: string; refs: string[] } | { what: string; load: () => Promise<ReportRecord[]> };

export function ReportView<C extends ColumnId>({ title, period, report, keyHeader, rowLabel, chartColumns, fileName, records, loadBehind }: ReportViewProps<C>) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const figureStyles = useFigureStyles();
  usePrintStyles();
  const titleId = useId();
  const [opened, setOpened] = useState<Opened | null>(null);
  const language = i18n.language;
  const columnLabel = (id: ColumnId) => t(`reports.column.${id}`);
  const header = (column: ReportColumn<C>) => columnLabel(column.id);
  const chartKind = report.columns.find((c) => c.id === chartColumns[0])?.kind ?? 'money';

  const chartData = useMemo(
    () => report.rows.slice(0, CHART_ROWS).map((row) => ({ label: rowLabel(row.key), ...Object.fromEntries(chartColumns.map((c) => [c, row.cells[c].value / (chartKind === 'money' ? 100 : 1)])) })),
    [report, rowLabel, chartColumns, chartKind],
  );
  const csvColumns = useMemo<DataTableColumn<{ key: string; label: string; cells: Record<C, ReportCell> }>[]>(
    () => [
      { id: 'key', header: keyHeader, cell: (row) => row.label, sortValue: (row) => row.label },
      ...report.columns.map((column) => ({
        id: column.id,
        header: columnLabel(column.id),
        cell: () => '',
        sortValue: (row: { cells: Record<C, ReportCell> }) => csvFigure(column.kind, row.cells[column.id].value),
      })),
    ],
    [report, keyHeader, t],
  );

  const figure = (key: string | null, label: string, column: ReportColumn<C>, cell: ReportCell) => {
    const text = formatFigure(column.kind, cell.value, language);
    const what = `${label} · ${header(column)}`;
    const held = records && cell.refs.length > 0;
    if (!held && !(loadBehind && cell.value !== 0)) return <Bidi>{text}</Bidi>;
    const name = { name: label, column: header(column), amount: text, count: cell.refs.length };
    return (
      <Link
        as="button"
        className={figureStyles.figure}
        aria-label={cell.refs.length ? t(records?.get(cell.refs[0]!)?.kind === 'plan' ? 'reports.openPlans' : 'reports.openFigure', name) : t('reports.openBehind', name)}
        onClick={() => setOpened(held ? { what, refs: cell.refs } : { what, load: () => loadBehind!(cell, key, column.id) })}
      >
        <Bidi>{text}</Bidi>
      </Link>
    );
  };
  const line = (key: string | null, label: string, cells: Record<C, ReportCell>) => (
    <TableRow key={key ?? '\u0000total'} className={key === null ? styles.total : undefined}>
      <TableCell>
        <Bidi>{label}</Bidi>
      </TableCell>
      {report.columns.map((column) => (
        <TableCell key={column.id} className={styles.num}>
          {figure(key, label, column, cells[column.id])}
        </TableCell>
      ))}
    </TableRow>
  );
  const allLabel = t('reports.allRows');

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <CsvExportButton
          fileName={fileName}
          columns={csvColumns}
          rows={async function* rows() {
            yield [...report.rows.map((row) => ({ key: row.key, label: rowLabel(row.key), cells: row.cells })), { key: '', label: allLabel, cells: report.totals.cells }];
          }}
        />
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </div>
      <section className={mergeClasses(PRINT_ROOT, styles.root)} aria-labelledby={titleId}>
        <div>
          <Text as="h2" id={titleId} size={500} weight="semibold" block>
            {title}
          </Text>
          <Text size={200}>{period}</Text>
        </div>
        {report.rows.length > CHART_ROWS && <Text size={200}>{t('reports.chartTop', { count: CHART_ROWS })}</Text>}
        <LazyReportChart data={chartData} series={chartColumns.map((c) => ({ key: c, label: columnLabel(c) }))} format={(value) => formatFigure(chartKind, chartKind === 'money' ? Math.round(value * 100) : value, language)} />
        <div className={styles.wrap}>
          <Table className={styles.table} aria-labelledby={titleId} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{keyHeader}</TableHeaderCell>
                {report.columns.map((column) => (
                  <TableHeaderCell key={column.id} className={styles.headerNum}>
                    {header(column)}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((row) => line(row.key, rowLabel(row.key), row.cells))}
              {line(null, allLabel, report.totals.cells)}
            </TableBody>
          </Table>
        </div>
      </section>
      {opened && ('refs' in opened ? <RecordsBehind what={opened.what} refs={opened.refs} records={records ?? new Map()} /> : <LoadedRecordsBehind key={opened.what} what={opened.what} cacheKey={`${title}|${period}|${opened.what}`} load={opened.load} />)}
    </div>
  );
}
