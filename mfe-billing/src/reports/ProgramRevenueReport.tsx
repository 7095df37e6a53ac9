/** Program revenue: the care-program codes (CCM, RPM, APCM) billed in the period, from the claims' stamped per-code ledger. */
import { programRevenueReport } from '@emr/domain/billing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerReportProps } from './ProductionReport.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { useLedgerClaims } from './ledgerReports.resource.ts';

const asIs = (key: string) => key;

export function ProgramRevenueReport({ range, period }: LedgerReportProps) {
  const { t } = useTranslation('billing');
  const ledger = useLedgerClaims(range.from, range.to);
  const report = useMemo(() => programRevenueReport(ledger.claims), [ledger.claims]);
  return (
    <ReportPanel
      isLoading={ledger.isLoading}
      error={ledger.error}
      onRetry={() => void ledger.refetch()}
      emptyTitle={t('reports.programs.empty')}
      title={t('reports.programs.title')}
      period={period}
      report={report}
      keyHeader={t('reports.key.code')}
      rowLabel={asIs}
      chartColumns={['charges', 'payments']}
      fileName={`program-revenue-${range.from}-${range.to}.csv`}
      records={ledger.records}
    />
  );
}
