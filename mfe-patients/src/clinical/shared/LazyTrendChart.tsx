/** The trend chart, loaded on first use (its own chunk: recharts is large). */
import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendChartProps } from './TrendChart.tsx';

const TrendChart = lazy(() => import('./TrendChart.tsx').then((module) => ({ default: module.TrendChart })));

export function LazyTrendChart(props: TrendChartProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner size="small" aria-label={t('state.loading')} />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
