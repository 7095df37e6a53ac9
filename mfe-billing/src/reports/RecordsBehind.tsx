/** The claims (or payment plans) behind a report figure, each opening its page. */
import { paths } from '@emr/domain';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { Bidi, RouterLink, formatDate, formatMoney } from '@emr/shared-ui';
import { useId } from 'react';
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
