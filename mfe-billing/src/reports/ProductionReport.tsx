/** Charges, payments and adjustments of the billed claims of the period, by month, rendering provider or code (their stamped ledger). */
import { codeReport, productionReport } from '@emr/domain/billing';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPanel } from './ReportPanel.tsx';
import type { Range } from './ReportRange.tsx';
import { useLedgerClaims, useStaffNames } from './ledgerReports.resource.ts';
import { formatMonth } from './reportFormat.ts';

type By = 'period' | 'provider' | 'code';
const GROUPS: readonly By[] = ['period', 'provider', 'code'];

export interface LedgerReportProps {
  range: Range;
  /** The period as printed. */
  period: string;
}

export function ProductionReport({ range, period }: LedgerReportProps) {
  const { t, i18n } = useTranslation('billing');
  const [by, setBy] = useState<By>('period');
  const ledger = useLedgerClaims(range.from, range.to);
  const names = useStaffNames();
  const report = useMemo(() => (by === 'code' ? null : productionReport(ledger.claims, by)), [ledger.claims, by]);
  const byCode = useMemo(() => (by === 'code' ? codeReport(ledger.claims) : null), [ledger.claims, by]);
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
    onRetry: () => void ledger.refetch(),
    emptyTitle: t('reports.production.empty'),
    title: t(`reports.production.${by}`),
    period,
    keyHeader: t(`reports.key.${by}`),
    rowLabel,
    fileName: `production-by-${by}-${range.from}-${range.to}.csv`,
    records: ledger.records,
  };
  return byCode ? <ReportPanel {...common} report={byCode} chartColumns={['charges', 'payments', 'adjustments']} /> : <ReportPanel {...common} report={report!} chartColumns={['charges', 'payments', 'adjustments']} />;
}
