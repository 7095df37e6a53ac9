/**
 * A/R aging by payer and by patient, from the server's aging totals (the patients a page at a
 * time, largest balance first), exportable to CSV (the figures as in the table), each figure
 * opening the claims behind it.
 */
import { AGING_BUCKETS, type AgingReport as Report, type AgingRow, agingFromTotals } from '@emr/domain/billing';
import { toDollars } from '@emr/domain';
import { SearchBox, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { type DataTableColumn, StateView, clinicToday } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgingClaims } from './AgingClaims.tsx';
import { AgingTable, type AgingSelection } from './AgingTable.tsx';
import { useAgingPatients, useAgingTotals } from './reports.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
});

type GroupBy = 'payer' | 'patient';

/** The total row of some rows. */
function sumRows(rows: readonly AgingRow[]): AgingRow {
  const cell = (pick: (row: AgingRow) => { cents: number; claims: number }) => ({ cents: rows.reduce((s, r) => s + pick(r).cents, 0), claims: rows.reduce((s, r) => s + pick(r).claims, 0) });
  return { key: '', cells: Object.fromEntries(AGING_BUCKETS.map((b) => [b, cell((r) => r.cells[b])])) as AgingRow['cells'], total: cell((r) => r.total) };
}

export function AgingReport() {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const [groupBy, setGroupBy] = useState<GroupBy>('payer');
  const [opened, setOpened] = useState<AgingSelection | null>(null);
  const [find, setFind] = useState('');
  const today = clinicToday();
  const totals = useAgingTotals(today);
  // by patient, a PatientID typed narrows the table (and its totals) to the patients it matches
  const term = groupBy === 'patient' ? find.trim().toUpperCase() : '';
  const patients = useAgingPatients(groupBy === 'patient', term, today);
  const byPayer = useMemo(() => agingFromTotals(totals.totals, today), [totals.totals, today]);
  const report = useMemo((): Report => {
    if (groupBy === 'payer') return byPayer;
    // every patient's total is the clinic's (the payers' total row); a search sums the patients it found
    return { rows: patients.rows, totals: term ? sumRows(patients.rows) : byPayer.totals };
  }, [groupBy, byPayer, patients.rows, term]);
  const source = groupBy === 'payer' ? totals : { ...patients, isLoading: patients.isLoading || (!term && totals.isLoading), error: patients.error ?? (term ? null : totals.error) };
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
            if (groupBy === 'payer') yield report.rows;
            else yield* patients.all();
            yield [report.totals];
          }}
          disabled={source.isLoading}
        />
      </div>
      <StateView isLoading={source.isLoading} error={source.error} onRetry={() => void source.refetch()} isEmpty={report.rows.length === 0} emptyTitle={t('reports.empty')}>
        <AgingTable report={report} pager={groupBy === 'patient' ? patients.pager : null} label={t(groupBy === 'payer' ? 'reports.agingByPayer' : 'reports.agingByPatient')} keyHeader={keyHeader} onOpen={setOpened} />
        {opened && <AgingClaims figure={{ groupBy, key: opened.key, bucket: opened.bucket }} label={opened.label} today={today} />}
      </StateView>
    </div>
  );
}
