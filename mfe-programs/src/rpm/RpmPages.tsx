/** RPM: the month at a glance, the enrolled patients with their devices, tracking and the month close. */
import { type AppAbility, paths, withQuery } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDate, useAbility } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisenrolDialog } from '../ccm/CcmEnrolledPage.tsx';
import { EnrolForm } from '../ccm/EnrolForm.tsx';
import { currentMonth, useCareMonthOverview, useStaff } from '../ccm/careProgram.resource.ts';
import { CareMonthClaimCell, MonthClose } from '../shared/MonthClose.tsx';
import { MonthField, useMonthParam } from '../shared/MonthField.tsx';
import { ProgramNav, RPM_PAGES } from '../shared/ProgramNav.tsx';
import { StatCards } from '../shared/StatCards.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { type RpmPatientMonth, useRpmMonthPages } from './rpm.resource.ts';
import { useRpmColumns } from './rpmColumns.tsx';

export function RpmIndexPage() {
  const { t } = useTranslation('programs');
  const month = currentMonth();
  const ltr = useLtr();
  const { data, isLoading, error, refetch } = useCareMonthOverview('rpm', month);
  return (
    <>
      <PageHeader title={t('programs.rpm')} subtitle={t('month.current', { month: ltr(month) })} />
      <ProgramNav program="rpm" pages={RPM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={false} onRetry={() => void refetch()}>
        {data && (
          <StatCards
            stats={[
              { id: 'enrolled', label: t('ccmIndex.enrolled'), value: data.enrolled },
              { id: 'days', label: t('rpm.sixteenDays'), value: data.sixteenDays },
              { id: 'minutes', label: t('ccmIndex.minutes'), value: data.minutes },
              { id: 'billable', label: t('ccmIndex.billable'), value: data.billable },
              { id: 'closed', label: t('ccmIndex.closed'), value: data.closed },
            ]}
          />
        )}
      </StateView>
    </>
  );
}

export function RpmEnrolledPage() {
  const { t, i18n } = useTranslation('programs');
  const { rows, isLoading, isEmpty, error, refetch, pager } = useRpmMonthPages(currentMonth());
  const { staff } = useStaff();
  const ability = useAbility<AppAbility>();
  const [enrolling, setEnrolling] = useState(false);
  const [leaving, setLeaving] = useState<RpmPatientMonth | null>(null);
  const actions: DataTableColumn<RpmPatientMonth>[] = ability.can('update', 'ProgramEnrollment')
    ? [{ id: 'actions', header: t('enrolled.columns.actions'), cell: (row) => <Button size="small" onClick={() => setLeaving(row)}>{t('enrolled.disenrol')}</Button> }]
    : [];
  return (
    <>
      <PageHeader
        title={t('nav.enrolled')}
        subtitle={t('rpm.enrolledSubtitle')}
        actions={!enrolling && ability.can('create', 'ProgramEnrollment') && <Button appearance="primary" onClick={() => setEnrolling(true)}>{t('enrolled.enrol')}</Button>}
      />
      <ProgramNav program="rpm" pages={RPM_PAGES} />
      {enrolling && <EnrolForm program="rpm" onDone={() => setEnrolling(false)} />}
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} emptyTitle={t('enrolled.empty')} onRetry={refetch}>
        <DataTable
          items={rows}
          getRowId={(row) => row.enrolment.id}
          ariaLabel={t('rpm.enrolledTable')}
          pager={pager}
          columns={[
            {
              id: 'patient',
              header: t('enrolled.columns.patient'),
              cell: (row) => (
                <RouterLink to={withQuery(paths.programPage('rpm', 'rpm'), { enrolment: row.enrolment.id })} aria-label={t('enrolled.open', { name: row.patient.name })}>
                  {row.patient.name}
                </RouterLink>
              ),
              sortValue: (row) => row.patient.name,
            },
            {
              id: 'device',
              header: t('rpm.device'),
              cell: (row) =>
                row.enrolment.device.serial ? (
                  <>
                    {t(`rpm.devices.${row.enrolment.device.type}`, { defaultValue: row.enrolment.device.type })} · <Bidi>{row.enrolment.device.serial}</Bidi>
                  </>
                ) : (
                  '—'
                ),
            },
            { id: 'start', header: t('rpm.start'), cell: (row) => formatDate(row.enrolment.device.start || row.enrolment.consentDate, i18n.language) },
            { id: 'practitioner', header: t('enrolled.columns.practitioner'), cell: (row) => <Bidi>{staff.get(row.enrolment.practitionerId)?.name ?? '—'}</Bidi> },
            { id: 'days', header: t('rpm.deviceDays'), cell: (row) => <Bidi>{String(row.summary.deviceDays)}</Bidi>, sortValue: (row) => row.summary.deviceDays },
            ...actions,
          ]}
        />
      </StateView>
      {leaving && <DisenrolDialog row={leaving} onClose={() => setLeaving(null)} />}
    </>
  );
}

export function RpmTrackingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useState(currentMonth());
  const { rows, isLoading, isEmpty, error, refetch, pager } = useRpmMonthPages(month);
  const columns = useRpmColumns();
  return (
    <>
      <PageHeader title={t('nav.tracking')} subtitle={t('rpm.trackingSubtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="rpm" pages={RPM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} emptyTitle={t('tracking.empty')} onRetry={refetch}>
        <DataTable items={rows} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('tracking.tableLabel')} pager={pager} />
      </StateView>
    </>
  );
}

export function RpmBillingPage() {
  const { t } = useTranslation('programs');
  const [month, setMonth] = useMonthParam();
  const { rows, isLoading, isEmpty, error, refetch, pager } = useRpmMonthPages(month);
  const columns = [
    ...useRpmColumns(),
    { id: 'claim', header: t('billing.columns.claim'), cell: (row: RpmPatientMonth) => <CareMonthClaimCell program="rpm" month={month} row={row} name={row.patient.name} /> },
  ];
  return (
    <>
      <PageHeader title={t('nav.billing')} subtitle={t('billing.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="rpm" pages={RPM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} emptyTitle={t('billing.empty')} onRetry={refetch}>
        <MonthClose program="rpm" month={month} allClosed={pager.total !== null && rows.every((row) => row.closed)} names={new Map(rows.map((row) => [row.patient.patientId, row.patient.name]))}>
          <DataTable items={rows} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('billing.tableLabel')} pager={pager} />
        </MonthClose>
      </StateView>
    </>
  );
}
