/**
 * AggregateResults ("Lab trends", the name the chart nav gives it): the chosen component's
 * trend right under its selector, then every component over time in one grid (rows =
 * components, columns = days, newest first; abnormal values with icon and word), built from a
 * bounded window of the most recent rows with "load older". A component's row picks its trend too.
 */
import { Bidi, StateView, formatDate } from '@emr/shared-ui';
import { Button, Dropdown, Field, Option, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ChartMultipleRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { LabFlagText } from './LabFlagText.tsx';
import { LabTrend } from './LabTrend.tsx';
import { buildAggregate, defaultTrendComponent } from './aggregate.ts';
import { LAB_WINDOW, useLabWindow } from './labs.resource.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', maxInlineSize: '100%' },
  table: { borderCollapse: 'collapse' },
  cell: {
    textAlign: 'start',
    whiteSpace: 'nowrap',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    verticalAlign: 'top',
  },
  rowHeader: { position: 'sticky', insetInlineStart: 0, backgroundColor: tokens.colorNeutralBackground1, zIndex: 1 },
  abnormal: { backgroundColor: tokens.colorPaletteRedBackground1 },
  value: { display: 'flex', flexDirection: 'column' },
  trend: { display: 'flex', flexDirection: 'column', marginBlockEnd: tokens.spacingVerticalXL },
  chooser: { alignSelf: 'start', inlineSize: 'min(420px, 100%)' },
  gridTitle: { marginBlockEnd: tokens.spacingVerticalS },
  more: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', paddingBlock: tokens.spacingVerticalS, flexWrap: 'wrap' },
});

export function AggregateResultsPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const patientId = useParams()['patientId'] ?? '';
  const labWindow = useLabWindow(patientId);
  const grid = useMemo(() => buildAggregate(labWindow.results), [labWindow.results]);
  const [chosen, setSelected] = useState<string | null>(null);
  const selected = chosen ?? defaultTrendComponent(grid);
  // one name: the chart nav's
  const title = t('chart.nav.pages.AggregateResults');
  const gridTitle = t('labs.aggregate.gridTitle');

  return (
    <section>
      <SectionTitle title={title} />
      <StateView isLoading={labWindow.isLoading} error={labWindow.error} onRetry={() => void labWindow.refetch()} isEmpty={grid.components.length === 0} emptyTitle={t('labs.empty')}>
        <div className={styles.trend}>
          <Field label={t('labs.aggregate.choose')} className={styles.chooser}>
            <Dropdown value={selected ?? ''} selectedOptions={selected ? [selected] : []} onOptionSelect={(_event, data) => setSelected(data.optionValue ?? null)}>
              {grid.components.map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {selected && <LabTrend key={selected} patientId={patientId} component={selected} />}
        </div>
        <Text as="h3" size={500} weight="semibold" className={styles.gridTitle}>
          {gridTitle}
        </Text>
        <div className={styles.wrap}>
          <table className={styles.table} aria-label={gridTitle}>
            <thead>
              <tr>
                <th className={`${styles.cell} ${styles.rowHeader}`} scope="col">
                  {t('labs.fields.component')}
                </th>
                {grid.days.map((day) => (
                  <th key={day} className={styles.cell} scope="col">
                    {formatDate(day, i18n.language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.components.map((name) => (
                <tr key={name}>
                  <th className={`${styles.cell} ${styles.rowHeader}`} scope="row">
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={<ChartMultipleRegular />}
                      aria-pressed={selected === name}
                      title={t('labs.aggregate.showTrend', { name })}
                      onClick={() => setSelected(name)}
                    >
                      <Bidi>{name}</Bidi>
                    </Button>
                  </th>
                  {grid.days.map((day) => {
                    const lab = grid.cells.get(name)?.get(day);
                    return (
                      <td key={day} className={`${styles.cell} ${lab && lab.flag !== 'normal' ? styles.abnormal : ''}`}>
                        {lab && (
                          <div className={styles.value}>
                            <Text>
                              <Bidi>{[lab.result, lab.unit].filter(Boolean).join(' ')}</Bidi>
                            </Text>
                            <LabFlagText flag={lab.flag} />
                          </div>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.more}>
          <Text>{t('labs.aggregate.window', { n: labWindow.results.length })}</Text>
          {labWindow.hasOlder && (
            <Button onClick={labWindow.loadOlder} disabled={labWindow.isLoadingOlder}>
              {t('labs.aggregate.loadOlder', { n: LAB_WINDOW })}
            </Button>
          )}
        </div>
      </StateView>
    </section>
  );
}
