/** CCM this month: patients enrolled, minutes logged, those under 20 minutes with the days left, billable now, closed. */
import { PageHeader, StateView } from '@emr/shared-ui';
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { currentMonth } from './careProgram.resource.ts';
import { daysLeft, useCcmMonth } from './ccmMonth.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: tokens.spacingHorizontalM, listStyleType: 'none', paddingInlineStart: 0, margin: 0 },
  card: { height: '100%' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export function CcmIndexPage() {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const month = currentMonth();
  const ltr = useLtr();
  const { rows, isLoading, error, refetch } = useCcmMonth(month);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const stats = rows && [
    { id: 'enrolled', label: t('ccmIndex.enrolled'), value: number(rows.length) },
    { id: 'minutes', label: t('ccmIndex.minutes'), value: number(rows.reduce((sum, row) => sum + row.summary.totalMinutes, 0)) },
    {
      id: 'under',
      label: t('ccmIndex.underTwenty'),
      value: number(rows.filter((row) => row.summary.totalMinutes < 20).length),
      hint: t('ccmIndex.underTwentyHint', { count: daysLeft(month) }),
    },
    { id: 'billable', label: t('ccmIndex.billable'), value: number(rows.filter((row) => row.summary.codes.length > 0).length) },
    { id: 'closed', label: t('ccmIndex.closed'), value: number(rows.filter((row) => row.closed).length) },
  ];
  return (
    <>
      <PageHeader title={t('programs.ccm')} subtitle={t('month.current', { month: ltr(month) })} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={false} onRetry={refetch}>
        <section aria-label={t('ccmIndex.statsLabel')}>
          <ul className={styles.grid}>
            {stats?.map((stat) => (
              <li key={stat.id}>
                <Card className={styles.card}>
                  <Text>{stat.label}</Text>
                  <Text className={styles.value}>{stat.value}</Text>
                  {stat.hint && <Text size={200}>{stat.hint}</Text>}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </StateView>
    </>
  );
}
