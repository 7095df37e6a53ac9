/** The report chart, loaded on first use (its own chunk: recharts is large, ADR 0025). */
import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportChartProps } from './ReportChart.tsx';

const ReportChart = lazy(() => import('./ReportChart.tsx').then((module) => ({ default: module.ReportChart })));

export function LazyReportChart(props: ReportChartProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner size="small" aria-label={t('state.loading')} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
