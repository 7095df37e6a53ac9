/** One component's results over time: a chart with its reference range as a band, and the same values in a table. */
import { numericResult, trendScale } from '@emr/domain/labs';
import { Bidi, StateView, formatDate } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LazyTrendChart } from '../shared/LazyTrendChart.tsx';
import { LabFlagText } from './LabFlagText.tsx';
import { useLabTrend } from './labs.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalL },
  table: { borderCollapse: 'collapse', inlineSize: '100%', maxInlineSize: '720px' },
  cell: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
});

export interface LabTrendProps {
  patientId: string;
  component: string;
}

export function LabTrend({ patientId, component }: LabTrendProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const trend = useLabTrend(patientId, component);
  const latest = trend.points.at(-1);
  const data = trend.points.map((p) => ({ label: formatDate(p.date.slice(0, 10), i18n.language), value: numericResult(p.result) }));
  const scale = trendScale(data.map((d) => d.value), latest?.range);
  const plottable = data.some((d) => d.value !== null);
  const tableLabel = t('labs.trend.tableLabel', { name: component });
  return (
    <div className={styles.root}>
      <Text as="h3" size={500} weight="semibold">
        {t('labs.trend.title', { name: component })}
      </Text>
      <StateView isLoading={trend.isLoading} error={trend.error} onRetry={() => void trend.refetch()} isEmpty={trend.points.length === 0} emptyTitle={t('labs.trend.empty')}>
        {latest?.range && <Text>{t('labs.trend.range', { range: [latest.range, latest.unit].filter(Boolean).join(' ') })}</Text>}
        {trend.truncated && <Text>{t('labs.trend.truncated', { n: trend.points.length })}</Text>}
        {plottable && <LazyTrendChart data={data} series={[{ key: 'value', label: component }]} yDomain={scale.domain} band={scale.band} />}
        <table className={styles.table} aria-label={tableLabel}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{t('labs.fields.date')}</th>
              <th className={styles.cell} scope="col">{t('labs.fields.result')}</th>
              <th className={styles.cell} scope="col">{t('labs.fields.range')}</th>
              <th className={styles.cell} scope="col">{t('labs.fields.flag')}</th>
            </tr>
          </thead>
          <tbody>
            {[...trend.points].reverse().map((p) => (
              <tr key={p.id}>
                <td className={styles.cell}>{formatDate(p.date.slice(0, 10), i18n.language)}</td>
                <td className={styles.cell}>
                  <Bidi>{[p.result, p.unit].filter(Boolean).join(' ')}</Bidi>
                </td>
                <td className={styles.cell}>
                  <Bidi>{p.range}</Bidi>
                </td>
                <td className={styles.cell}>
                  <LabFlagText flag={p.flag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StateView>
    </div>
  );
}
