/** One vital over the most recent readings: a chart and the same values in a table. */
import { StateView, formatDateTime, formatDay } from '@emr/shared-ui';
import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTrendChart } from '../shared/LazyTrendChart.tsx';
import { TREND_KEYS, type TrendKey } from './vitals.ts';
import { type VitalsReading, useRecentVitals } from './vitals.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalXL },
  table: { borderCollapse: 'collapse', maxInlineSize: '640px' },
  cell: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
});

function pointOf(key: TrendKey, r: VitalsReading): Record<string, number | null> {
  if (key === 'bp') return { systolic: r.values.systolic ?? null, diastolic: r.values.diastolic ?? null };
  if (key === 'bmi') return { value: r.bmi };
  return { value: r.values[key] ?? null };
}

export function VitalsTrend({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const [key, setKey] = useState<TrendKey>('bp');
  const recent = useRecentVitals(patientId);
  const readings = recent.readings.filter((r) => Object.values(pointOf(key, r)).some((v) => v !== null));
  const oldestFirst = [...readings].reverse();
  const name = t(`vitals.trendNames.${key}`);
  const series = key === 'bp' ? [{ key: 'systolic', label: t('vitals.names.systolic') }, { key: 'diastolic', label: t('vitals.names.diastolic') }] : [{ key: 'value', label: name }];
  const cellText = (r: VitalsReading) => {
    const p = pointOf(key, r);
    return key === 'bp' ? `${p['systolic'] ?? '—'}/${p['diastolic'] ?? '—'}` : String(p['value'] ?? '');
  };
  return (
    <div className={styles.root}>
      <Field label={t('vitals.trendChoose')}>
        <Dropdown value={name} selectedOptions={[key]} onOptionSelect={(_event, data) => data.optionValue && setKey(data.optionValue as TrendKey)}>
          {TREND_KEYS.map((k) => (
            <Option key={k} value={k}>
              {t(`vitals.trendNames.${k}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <StateView isLoading={recent.isLoading} error={recent.error} onRetry={() => void recent.refetch()} isEmpty={readings.length === 0} emptyTitle={t('vitals.trendEmpty')}>
        <LazyTrendChart data={oldestFirst.map((r) => ({ label: formatDay(r.takenAt, i18n.language), ...pointOf(key, r) }))} series={series} />
        <table className={styles.table} aria-label={t('vitals.trendTable', { name })}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{t('vitals.takenAt')}</th>
              <th className={styles.cell} scope="col">{name}</th>
            </tr>
          </thead>
          <tbody>
            {readings.map((r) => (
              <tr key={r.id}>
                <td className={styles.cell}>{formatDateTime(r.takenAt, i18n.language)}</td>
                <td className={styles.cell}>{cellText(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StateView>
    </div>
  );
}
