/** The CCM month close: each patient's codes of a month (careMonthCodes), a server page at a time; closing the month for every patient into draft claims; each closed month's claim. */
import { DataTable, PageHeader, StateView } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CareMonthClaimCell, MonthClose } from '../shared/MonthClose.tsx';
import { MonthField, useMonthParam } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import type { PatientMonth } from './ccmMonth.ts';
import { useCcmMonthPages } from './ccmMonthPages.ts';
import { usePatientMonthColumns } from './CcmTrackingPage.tsx';

export function CcmBillingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useMonthParam();
  const { rows, isLoading, isEmpty, error, refetch, pager } = useCcmMonthPages(month);
  const columns = [
    ...usePatientMonthColumns('billing'),
    { id: 'claim', header: t('billing.columns.claim'), cell: (row: PatientMonth) => <CareMonthClaimCell program="ccm" month={month} row={row} name={row.patient.name} /> },
  ];
  return (
    <>
      <PageHeader title={t('nav.billing')} subtitle={t('billing.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} emptyTitle={t('billing.empty')} onRetry={refetch}>
        <MonthClose program="ccm" month={month} allClosed={pager.total !== null && rows.every((row) => row.closed)} names={new Map(rows.map((row) => [row.patient.patientId, row.patient.name]))}>
          <DataTable items={rows} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('billing.tableLabel')} pager={pager} />
        </MonthClose>
      </StateView>
    </>
  );
}
