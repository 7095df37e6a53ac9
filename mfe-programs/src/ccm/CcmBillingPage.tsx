/** The CCM month close: each patient's codes of a month (careMonthCodes), closing the month into draft claims, and each closed month's claim. */
import { DataTable, PageHeader, StateView } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CareMonthClaimCell, MonthClose } from '../shared/MonthClose.tsx';
import { MonthField, useMonthParam } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { type PatientMonth, useCcmMonth } from './ccmMonth.ts';
import { usePatientMonthColumns } from './CcmTrackingPage.tsx';

export function CcmBillingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useMonthParam();
  const { rows, isLoading, error, refetch } = useCcmMonth(month);
  const columns = [
    ...usePatientMonthColumns('billing'),
    { id: 'claim', header: t('billing.columns.claim'), cell: (row: PatientMonth) => <CareMonthClaimCell program="ccm" month={month} row={row} name={row.patient.name} /> },
  ];
  const closeRows = (rows ?? []).map((row) => ({ ...row, name: row.patient.name, codes: row.summary.codes, facts: {} }));
  return (
    <>
      <PageHeader title={t('nav.billing')} subtitle={t('billing.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('billing.empty')} onRetry={refetch}>
        <MonthClose program="ccm" month={month} rows={closeRows}>
          <DataTable items={rows ?? []} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('billing.tableLabel')} initialPageSize={25} />
        </MonthClose>
      </StateView>
    </>
  );
}
