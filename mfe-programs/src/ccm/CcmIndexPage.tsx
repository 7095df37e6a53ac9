/** CCM this month: patients enrolled, minutes logged, those under 20 minutes with the days left, billable now, closed (counted by the server). */
import { PageHeader, StateView } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { StatCards } from '../shared/StatCards.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { currentMonth, useCareMonthOverview } from './careProgram.resource.ts';
import { daysLeft } from './ccmMonth.ts';

export function CcmIndexPage() {
  const { t } = useTranslation('programs');
  const month = currentMonth();
  const ltr = useLtr();
  const { data, isLoading, error, refetch } = useCareMonthOverview('ccm', month);
  return (
    <>
      <PageHeader title={t('programs.ccm')} subtitle={t('month.current', { month: ltr(month) })} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={false} onRetry={() => void refetch()}>
        {data && (
          <StatCards
            stats={[
              { id: 'enrolled', label: t('ccmIndex.enrolled'), value: data.enrolled },
              { id: 'minutes', label: t('ccmIndex.minutes'), value: data.minutes },
              { id: 'under', label: t('ccmIndex.underTwenty'), value: data.underTwenty, hint: t('ccmIndex.underTwentyHint', { count: daysLeft(month) }) },
              { id: 'billable', label: t('ccmIndex.billable'), value: data.billable },
              { id: 'closed', label: t('ccmIndex.closed'), value: data.closed },
            ]}
          />
        )}
      </StateView>
    </>
  );
}
