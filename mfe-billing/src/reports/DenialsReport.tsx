/** Denials of the period (insurance postings that allowed and paid nothing, not reversed) by reason or payer, each opening its claims. */
import { denialReport, deniedPostings } from '@emr/domain/billing';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerReportProps } from './ProductionReport.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { type ReportRecord, useLedgerClaims, usePostings } from './ledgerReports.resource.ts';

type By = 'reason' | 'payer';
const GROUPS: readonly By[] = ['reason', 'payer'];

export function DenialsReport({ range, period }: LedgerReportProps) {
  const { t } = useTranslation('billing');
  const [by, setBy] = useState<By>('reason');
  const postings = usePostings(range.from, range.to);
  // the claims of the period give the denied claims their numbers and balances; older ones show the posting's facts
  const claims = useLedgerClaims(range.from, range.to);
  const report = useMemo(() => denialReport(postings.postings, by), [postings.postings, by]);
  const records = useMemo(() => {
    const map = new Map<string, ReportRecord>();
    for (const p of deniedPostings(postings.postings)) map.set(p.claimId, claims.records.get(p.claimId) ?? { id: p.claimId, number: '', patientId: p.patientId, payer: p.payer, date: p.date, cents: null, kind: 'claim' });
    return map;
  }, [postings.postings, claims.records]);
  const rowLabel = useCallback((key: string) => key || t(by === 'reason' ? 'reports.noReason' : 'reports.noPayer'), [by, t]);
  return (
    <ReportPanel
      groups={{ label: t('reports.denials.groupBy'), value: by, options: GROUPS.map((value) => ({ value, label: t(`reports.denials.${value}`) })), onChange: setBy }}
      isLoading={postings.isLoading || claims.isLoading}
      error={postings.error ?? claims.error}
      onRetry={() => void Promise.all([postings.refetch(), claims.refetch()])}
      emptyTitle={t('reports.denials.empty')}
      title={t(`reports.denials.${by}`)}
      period={period}
      report={report}
      keyHeader={t(`reports.key.${by}`)}
      rowLabel={rowLabel}
      chartColumns={['lines', 'claims']}
      fileName={`denials-by-${by}-${range.from}-${range.to}.csv`}
      records={records}
    />
  );
}
