/** Minutes each staff member logged across patients in a month (CCM), counted by the server (`careMonthOverview`). */
import { Bidi, DataTable, PageHeader, StateView } from '@emr/shared-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { currentMonth, useCareMonthOverview, useStaff } from './careProgram.resource.ts';

interface StaffTime {
  id: string;
  name: string;
  minutes: number;
  patients: number;
  entries: number;
}

export function ProviderTimePage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useState(currentMonth());
  const overview = useCareMonthOverview('ccm', month);
  const { staff, error: staffError } = useStaff();
  const rows = useMemo<StaffTime[] | undefined>(
    () => overview.data?.staff.map((s) => ({ id: s.by, name: staff.get(s.by)?.name || s.by, minutes: s.minutes, patients: s.patients, entries: s.entries })),
    [overview.data, staff],
  );
  return (
    <>
      <PageHeader title={t('nav.providertime')} subtitle={t('providertime.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={overview.isLoading} error={overview.error ?? staffError} isEmpty={rows?.length === 0} emptyTitle={t('providertime.empty')} onRetry={() => void overview.refetch()}>
        <DataTable
          items={rows ?? []}
          getRowId={(row) => row.id}
          ariaLabel={t('providertime.tableLabel')}
          initialSort={{ column: 'minutes', direction: 'descending' }}
          columns={[
            { id: 'who', header: t('providertime.columns.who'), cell: (row) => <Bidi>{row.name}</Bidi>, sortValue: (row) => row.name },
            { id: 'minutes', header: t('providertime.columns.minutes'), cell: (row) => <Bidi>{String(row.minutes)}</Bidi>, sortValue: (row) => row.minutes },
            { id: 'patients', header: t('providertime.columns.patients'), cell: (row) => <Bidi>{String(row.patients)}</Bidi>, sortValue: (row) => row.patients },
            { id: 'entries', header: t('providertime.columns.entries'), cell: (row) => <Bidi>{String(row.entries)}</Bidi>, sortValue: (row) => row.entries },
          ]}
        />
      </StateView>
    </>
  );
}
