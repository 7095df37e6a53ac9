/** Charges, payments and adjustments of the billed claims of the period's months, by month, rendering provider or code (the server's totals). */
import { codesFromTotals, productionFromTotals } from '@emr/domain/billing';
import { useClinicId } from '@emr/shared-ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPanel } from './ReportPanel.tsx';
import { type MonthRange, loadClaimsBehind, useBillingTotals, useStaffNames } from './ledgerReports.resource.ts';
import { formatMonth } from './reportFormat.ts';

type By = 'period' | 'provider' | 'code';
const GROUPS: readonly By[] = ['period', 'provider', 'code'];

export interface LedgerReportProps {
  /** The days it covers (plan collections). */
  range: { from: string; to: string };
  /** The months it covers (the reports on the server's monthly totals). */
  months: MonthRange;
  /** The period as printed. */
  period: string;
}

export function ProductionReport({ months, period }: LedgerReportProps) {
  const { t, i18n } = useTranslation('billing');
  const clinicId = useClinicId();
  const [by, setBy] = useState<By>('period');
  const ledger = useBillingTotals(by === 'code' ? ['claim', 'code'] : ['claim'], months);
  const names = useStaffNames();
  const report = useMemo(() => (by === 'code' ? null : productionFromTotals(ledger.totals, by)), [ledger.totals, by]);
  const byCode = useMemo(() => (by === 'code' ? codesFromTotals(ledger.totals) : null), [ledger.totals, by]);
  const rowLabel = useCallback(
    (key: string) => {
      if (by === 'period') return formatMonth(key, i18n.language);
      if (by === 'provider') return key ? names.get(key) || key : t('reports.noProvider');
      return key || t('reports.notOnLine');
    },
    [by, i18n.language, names, t],
  );
  const common = {
    groups: { label: t('reports.production.groupBy'), value: by, options: GROUPS.map((value) => ({ value, label: t(`reports.production.${value}`) })), onChange: setBy },
    isLoading: ledger.isLoading,
    error: ledger.error,
    onRetry: ledger.refetch,
    emptyTitle: t('reports.production.empty'),
    title: t(`reports.production.${by}`),
    period,
    keyHeader: t(`reports.key.${by}`),
    rowLabel,
    fileName: `production-by-${by}-${months.from}-${months.to}.csv`,
    loadBehind: (_: unknown, key: string | null, column: string) => loadClaimsBehind(clinicId!, months, { by, key, column }),
  };
  return byCode ? <ReportPanel {...common} report={byCode} chartColumns={['charges', 'payments', 'adjustments']} /> : <ReportPanel {...common} report={report!} chartColumns={['charges', 'payments', 'adjustments']} />;
}
