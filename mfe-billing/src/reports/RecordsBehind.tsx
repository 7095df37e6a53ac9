/** The claims (or payment plans) behind a report figure, each opening its page. */
import { paths } from '@emr/domain';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { Bidi, RouterLink, StateView, formatDate, formatMoney } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRecord } from './ledgerReports.resource.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  num: { textAlign: 'end' },
});

export interface RecordsBehindProps {
  what: string;
  refs: readonly string[];
  records: ReadonlyMap<string, ReportRecord>;
}

export function RecordsBehind({ what, refs, records }: RecordsBehindProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const titleId = useId();
  const rows = refs.map((id) => records.get(id) ?? { id, number: '', patientId: '', payer: '', date: '', cents: null, kind: 'claim' as const });
  const plans = rows.some((row) => row.kind === 'plan');
  return (
    <section aria-labelledby={titleId} className={styles.wrap}>
      <Text as="h3" id={titleId} size={400} weight="semibold">
        {t(plans ? 'reports.plansBehind' : 'reports.claimsBehind', { what })}
      </Text>
      <Table aria-labelledby={titleId} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(plans ? 'reports.plan' : 'patientPayment.claim')}</TableHeaderCell>
            <TableHeaderCell>{t('reports.patient')}</TableHeaderCell>
            {!plans && <TableHeaderCell>{t('reports.payer')}</TableHeaderCell>}
            <TableHeaderCell>{t(plans ? 'reports.firstDue' : 'reports.claimDate')}</TableHeaderCell>
            {!plans && <TableHeaderCell className={styles.num}>{t('preview.remaining')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <RouterLink to={row.kind === 'plan' ? paths.paymentPlan(row.id) : paths.claimAdd({ claimId: row.id })}>
                  <Bidi>{row.number || row.id}</Bidi>
                </RouterLink>
              </TableCell>
              <TableCell>
                <Bidi>{row.patientId}</Bidi>
              </TableCell>
              {!plans && (
                <TableCell>
                  <Bidi>{row.payer || t('reports.noPayer')}</Bidi>
                </TableCell>
              )}
              <TableCell>{formatDate(row.date, i18n.language)}</TableCell>
              {!plans && <TableCell className={styles.num}>{row.cents === null ? '' : <Bidi>{formatMoney(row.cents, i18n.language)}</Bidi>}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export interface LoadedRecordsBehindProps {
  what: string;
  /** What the figure is in full (the report, its period, the figure): the records read are kept under it. */
  cacheKey: string;
  /** Reads the records (the claims of the figure's months, or by id). */
  load: () => Promise<ReportRecord[]>;
}

/** The records behind a figure the report does not hold, read when it is opened. */
export function LoadedRecordsBehind({ what, cacheKey, load }: LoadedRecordsBehindProps) {
  const { t } = useTranslation('billing');
  const query = useQuery({ queryKey: ['emr', 'billing', 'behind', cacheKey], queryFn: load, gcTime: 0 });
  const rows = query.data ?? [];
  const records = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  return (
    <StateView isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!query.isLoading && !query.error && rows.length === 0} emptyTitle={t('reports.nothingBehind')}>
      <RecordsBehind what={what} refs={rows.map((row) => row.id)} records={records} />
    </StateView>
  );
}
