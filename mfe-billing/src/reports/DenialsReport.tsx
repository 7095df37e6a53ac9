/** Denials of the period's months (insurance postings that allowed and paid nothing, not reversed) by reason or payer, from the server's totals, each opening its claims. */
import { denialsFromTotals } from '@emr/domain/billing';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerReportProps } from './ProductionReport.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { loadClaims, useBillingTotals } from './ledgerReports.resource.ts';

type By = 'reason' | 'payer';
const GROUPS: readonly By[] = ['reason', 'payer'];

export function DenialsReport({ months, period }: LedgerReportProps) {
  const { t } = useTranslation('billing');
  const [by, setBy] = useState<By>('reason');
  const denials = useBillingTotals(['denial'], months);
  const report = useMemo(() => denialsFromTotals(denials.totals, by), [denials.totals, by]);
  const rowLabel = useCallback((key: string) => key || t(by === 'reason' ? 'reports.noReason' : 'reports.noPayer'), [by, t]);
  return (
    <ReportPanel
      groups={{ label: t('reports.denials.groupBy'), value: by, options: GROUPS.map((value) => ({ value, label: t(`reports.denials.${value}`) })), onChange: setBy }}
      isLoading={denials.isLoading}
      error={denials.error}
      onRetry={denials.refetch}
      emptyTitle={t('reports.denials.empty')}
      title={t(`reports.denials.${by}`)}
      period={period}
      report={report}
      keyHeader={t(`reports.key.${by}`)}
      rowLabel={rowLabel}
      chartColumns={['lines', 'claims']}
      fileName={`denials-by-${by}-${months.from}-${months.to}.csv`}
      loadBehind={(cell) => loadClaims(cell.refs)}
    />
  );
}
