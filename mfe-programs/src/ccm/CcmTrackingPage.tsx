/** Every enrolled patient × a month, a server page at a time: minutes, the codes careMonthCodes gives, status (closed, billable, under APCM, under 20 minutes). */
import { paths, withQuery } from '@emr/domain';
import { underApcm } from '@emr/domain/care';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBadges, codeText } from '../shared/CodeBadges.tsx';
import { MonthField } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { currentMonth } from './careProgram.resource.ts';
import type { PatientMonth } from './ccmMonth.ts';
import { useCcmMonthPages } from './ccmMonthPages.ts';

export type MonthStatus = 'closed' | 'billable' | 'apcm' | 'under';
export const monthStatus = (row: PatientMonth): MonthStatus =>
  row.closed ? 'closed' : row.summary.codes.length > 0 ? 'billable' : underApcm(row.patient.apcmSince, row.month) ? 'apcm' : 'under';

export function usePatientMonthColumns(namespace: 'tracking' | 'billing'): DataTableColumn<PatientMonth>[] {
  const { t } = useTranslation('programs');
  return [
    {
      id: 'patient',
      header: t(`${namespace}.columns.patient`),
      cell: (row) => <RouterLink to={withQuery(paths.programPage('ccm', 'ccm'), { enrolment: row.enrolment.id })}>{row.patient.name}</RouterLink>,
      sortValue: (row) => row.patient.name,
    },
    { id: 'minutes', header: t(`${namespace}.columns.minutes`), cell: (row) => <Bidi>{String(row.summary.totalMinutes)}</Bidi>, sortValue: (row) => row.summary.totalMinutes },
    { id: 'codes', header: t(`${namespace}.columns.codes`), cell: (row) => <CodeBadges codes={row.summary.codes} empty="—" />, sortValue: (row) => codeText(row.summary.codes) },
    { id: 'status', header: t(`${namespace}.columns.status`), cell: (row) => t(`tracking.status.${monthStatus(row)}`), sortValue: (row) => monthStatus(row) },
  ];
}

export function CcmTrackingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useState(currentMonth());
  const { rows, isLoading, isEmpty, error, refetch, pager } = useCcmMonthPages(month);
  const columns = usePatientMonthColumns('tracking');
  return (
    <>
      <PageHeader title={t('nav.tracking')} subtitle={t('tracking.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} emptyTitle={t('tracking.empty')} onRetry={refetch}>
        <DataTable items={rows} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('tracking.tableLabel')} pager={pager} />
      </StateView>
    </>
  );
}
