/** CCM this month: patients enrolled, minutes logged, those under 20 minutes with the days left, billable now, closed. */
import { PageHeader, StateView } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { StatCards } from '../shared/StatCards.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { currentMonth } from './careProgram.resource.ts';
import { daysLeft, useCcmMonth } from './ccmMonth.ts';

export function CcmIndexPage() {
  const { t } = useTranslation('programs');
  const month = currentMonth();
  const ltr = useLtr();
  const { rows, isLoading, error, refetch } = useCcmMonth(month);
  return (
    <>
      <PageHeader title={t('programs.ccm')} subtitle={t('month.current', { month: ltr(month) })} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={false} onRetry={refetch}>
        {rows && (
          <StatCards
            stats={[
              { id: 'enrolled', label: t('ccmIndex.enrolled'), value: rows.length },
              { id: 'minutes', label: t('ccmIndex.minutes'), value: rows.reduce((sum, row) => sum + row.summary.totalMinutes, 0) },
              {
                id: 'under',
                label: t('ccmIndex.underTwenty'),
                value: rows.filter((row) => row.summary.totalMinutes < 20).length,
                hint: t('ccmIndex.underTwentyHint', { count: daysLeft(month) }),
              },
              { id: 'billable', label: t('ccmIndex.billable'), value: rows.filter((row) => row.summary.codes.length > 0).length },
              { id: 'closed', label: t('ccmIndex.closed'), value: rows.filter((row) => row.closed).length },
            ]}
          />
        )}
      </StateView>
    </>
  );
}
