/** The CCM month close: each patient's codes of a month (careMonthCodes), and closing the month. */
import { DataTable, PageHeader, StateView } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthClose } from '../shared/MonthClose.tsx';
import { MonthField } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { currentMonth } from './careProgram.resource.ts';
import { useCcmMonth } from './ccmMonth.ts';
import { usePatientMonthColumns } from './CcmTrackingPage.tsx';

export function CcmBillingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useState(currentMonth());
  const { rows, isLoading, error, refetch } = useCcmMonth(month);
  const columns = usePatientMonthColumns('billing');
  return (
    <>
      <PageHeader title={t('nav.billing')} subtitle={t('billing.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('billing.empty')} onRetry={refetch}>
        <MonthClose month={month} rows={rows ?? []}>
          <DataTable items={rows ?? []} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('billing.tableLabel')} initialPageSize={25} />
        </MonthClose>
      </StateView>
    </>
  );
}
