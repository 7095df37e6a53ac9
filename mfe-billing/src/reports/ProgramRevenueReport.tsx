/** Program revenue: the care-program codes (CCM, RPM, APCM) billed in the period's months, from the server's per-code totals. */
import { programRevenueFromTotals } from '@emr/domain/billing';
import { useClinicId } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerReportProps } from './ProductionReport.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { loadClaimsBehind, useBillingTotals } from './ledgerReports.resource.ts';

const asIs = (key: string) => key;

export function ProgramRevenueReport({ months, period }: LedgerReportProps) {
  const { t } = useTranslation('billing');
  const clinicId = useClinicId();
  const ledger = useBillingTotals(['code', 'program'], months);
  const report = useMemo(() => programRevenueFromTotals(ledger.totals), [ledger.totals]);
  return (
    <ReportPanel
      isLoading={ledger.isLoading}
      error={ledger.error}
      onRetry={ledger.refetch}
      emptyTitle={t('reports.programs.empty')}
      title={t('reports.programs.title')}
      period={period}
      report={report}
      keyHeader={t('reports.key.code')}
      rowLabel={asIs}
      chartColumns={['charges', 'payments']}
      fileName={`program-revenue-${months.from}-${months.to}.csv`}
      loadBehind={(_, key, column) => loadClaimsBehind(clinicId!, months, { by: 'code', key, column, programs: true })}
    />
  );
}
