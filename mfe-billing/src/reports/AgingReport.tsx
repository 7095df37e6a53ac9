/**
 * A/R aging by payer and by patient from the claims' stamped balances, exportable to CSV (the
 * figures as in the table), each figure opening the claims behind it.
 */
import { paths, toDollars } from '@emr/domain';
import { SearchBox, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, type DataTableColumn, RouterLink, StateView, formatDate, formatMoney, todayIso } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgingTable, type AgingSelection } from './AgingTable.tsx';
import { AGING_BUCKETS, type AgingRow, agingReport } from './aging.ts';
import { useReceivableClaims } from './reports.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  num: { textAlign: 'end' },
});

type GroupBy = 'payer' | 'patient';

export function AgingReport() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const [groupBy, setGroupBy] = useState<GroupBy>('payer');
  const [opened, setOpened] = useState<AgingSelection | null>(null);
  const [find, setFind] = useState('');
  const receivables = useReceivableClaims();
  const today = todayIso();
  // by patient, a PatientID typed narrows the table (and its totals) to the patients it matches
  const term = groupBy === 'patient' ? find.trim().toUpperCase() : '';
  const report = useMemo(
    () => agingReport((receivables.data ?? []).filter((claim) => !term || claim.patientId.toUpperCase().includes(term)), groupBy, today),
    [receivables.data, groupBy, today, term],
  );
  const keyHeader = t(groupBy === 'payer' ? 'reports.payer' : 'reports.patient');
  const columns = useMemo<DataTableColumn<AgingRow>[]>(
    () => [
      { id: 'key', header: keyHeader, cell: (row) => row.key, sortValue: (row) => row.key || t('reports.allRows') },
      ...AGING_BUCKETS.map((bucket) => ({ id: bucket, header: t(`reports.bucket.${bucket}`), cell: () => '', sortValue: (row: AgingRow) => toDollars(row.cells[bucket].cents).toFixed(2) })),
      { id: 'total', header: t('reports.total'), cell: () => '', sortValue: (row) => toDollars(row.total.cents).toFixed(2) },
    ],
    [keyHeader, t],
  );
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <TabList
          size="small"
          selectedValue={groupBy}
          onTabSelect={(_, data) => {
            setGroupBy(data.value as GroupBy);
            setOpened(null);
          }}
          aria-label={t('reports.groupBy')}
        >
          <Tab value="payer">{t('reports.byPayer')}</Tab>
          <Tab value="patient">{t('reports.byPatient')}</Tab>
        </TabList>
        {groupBy === 'patient' && <SearchBox aria-label={t('reports.findPatient')} placeholder={t('reports.findPatient')} value={find} onChange={(_, data) => setFind(data.value)} />}
        <CsvExportButton
          fileName={`ar-aging-by-${groupBy}-${today}.csv`}
          columns={columns}
          rows={async function* rows() {
            yield [...report.rows, report.totals];
          }}
          disabled={receivables.isLoading}
        />
      </div>
      <StateView isLoading={receivables.isLoading} error={receivables.error} onRetry={() => void receivables.refetch()} isEmpty={report.rows.length === 0} emptyTitle={t('reports.empty')}>
        <AgingTable report={report} label={t(groupBy === 'payer' ? 'reports.agingByPayer' : 'reports.agingByPatient')} keyHeader={keyHeader} onOpen={setOpened} />
        {opened && (
          <section aria-labelledby="aging-claims-title">
            <Text as="h2" id="aging-claims-title" size={500} weight="semibold">
              {t('reports.claimsBehind', { what: opened.label })}
            </Text>
            <Table aria-labelledby="aging-claims-title" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('patientPayment.claim')}</TableHeaderCell>
                  <TableHeaderCell>{t('reports.patient')}</TableHeaderCell>
                  <TableHeaderCell>{t('reports.payer')}</TableHeaderCell>
                  <TableHeaderCell>{t('patientPayment.serviceDate')}</TableHeaderCell>
                  <TableHeaderCell className={styles.num}>{t('preview.remaining')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {opened.cell.claims.map((claim) => (
                  <TableRow key={claim.id}>
                    <TableCell>
                      <RouterLink to={paths.claimAdd({ claimId: claim.id })}>
                        <Bidi>{claim.number || claim.id}</Bidi>
                      </RouterLink>
                    </TableCell>
                    <TableCell>
                      <Bidi>{claim.patientId}</Bidi>
                    </TableCell>
                    <TableCell>
                      <Bidi>{claim.payer || t('reports.noPayer')}</Bidi>
                    </TableCell>
                    <TableCell>{formatDate(claim.serviceDate, i18n.language)}</TableCell>
                    <TableCell className={styles.num}>{money(claim.remainingCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        )}
      </StateView>
    </div>
  );
}
