/** Payment-plan collections by month: what the plans' schedules made due, what came in toward them, and the shortfall. */
import { planCollectionsReport } from '@emr/domain/billing';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerReportProps } from './ProductionReport.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { useAllPlans, usePlanPostings } from './ledgerReports.resource.ts';
import { formatMonth } from './reportFormat.ts';

export function CollectionsReport({ range, period }: LedgerReportProps) {
  const { t, i18n } = useTranslation('billing');
  const plans = useAllPlans();
  const postings = usePlanPostings(range.from, range.to);
  const report = useMemo(
    () =>
      planCollectionsReport(
        plans.plans,
        postings.postings.map((p) => ({ planNumber: p.planNumber, date: p.date, paidCents: p.paidCents })),
        range.from,
        range.to,
      ),
    [plans.plans, postings.postings, range.from, range.to],
  );
  const rowLabel = useCallback((key: string) => formatMonth(key, i18n.language), [i18n.language]);
  return (
    <ReportPanel
      isLoading={plans.isLoading || postings.isLoading}
      error={plans.error ?? postings.error}
      onRetry={() => {
        plans.refetch();
        void postings.refetch();
      }}
      emptyTitle={t('reports.collections.empty')}
      title={t('reports.collections.title')}
      period={period}
      report={report}
      keyHeader={t('reports.key.period')}
      rowLabel={rowLabel}
      chartColumns={['due', 'collected']}
      fileName={`plan-collections-${range.from}-${range.to}.csv`}
      records={plans.records}
    />
  );
}
