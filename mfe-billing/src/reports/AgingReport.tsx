/**
 * A/R aging by payer (from the server's aging totals) and by patient (from the receivable
 * claims), exportable to CSV (the figures as in the table), each figure opening the claims behind it.
 */
import { AGING_BUCKETS, type AgingRow, agingFromTotals, agingReport } from '@emr/domain/billing';
import { toDollars } from '@emr/domain';
import { SearchBox, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { type DataTableColumn, StateView, todayIso } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgingClaims } from './AgingClaims.tsx';
import { AgingTable, type AgingSelection } from './AgingTable.tsx';
import { useAgingTotals, useReceivableClaims } from './reports.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
});

type GroupBy = 'payer' | 'patient';

export function AgingReport() {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const [groupBy, setGroupBy] = useState<GroupBy>('payer');
  const [opened, setOpened] = useState<AgingSelection | null>(null);
  const [find, setFind] = useState('');
  const today = todayIso();
  const totals = useAgingTotals(today);
  const receivables = useReceivableClaims(groupBy === 'patient');
  const source = groupBy === 'payer' ? totals : receivables;
  // by patient, a PatientID typed narrows the table (and its totals) to the patients it matches
  const term = groupBy === 'patient' ? find.trim().toUpperCase() : '';
  const report = useMemo(
    () =>
      groupBy === 'payer'
        ? agingFromTotals(totals.totals, today)
        : agingReport((receivables.data ?? []).filter((claim) => !term || claim.patientId.toUpperCase().includes(term)), 'patient', today),
    [groupBy, totals.totals, receivables.data, today, term],
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
          disabled={source.isLoading}
        />
      </div>
      <StateView isLoading={source.isLoading} error={source.error} onRetry={() => void source.refetch()} isEmpty={report.rows.length === 0} emptyTitle={t('reports.empty')}>
        <AgingTable report={report} label={t(groupBy === 'payer' ? 'reports.agingByPayer' : 'reports.agingByPatient')} keyHeader={keyHeader} onOpen={setOpened} />
        {opened && <AgingClaims figure={{ groupBy, key: opened.key, bucket: opened.bucket }} label={opened.label} today={today} />}
      </StateView>
    </div>
  );
}
