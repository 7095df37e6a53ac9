/** The patients enrolled in CCM (consent, complexity, billing practitioner, minutes this month), enrolling one and disenrolling with a reason. */
import { type AppAbility, paths, withQuery } from '@emr/domain';
import { Bidi, DangerButton, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDate, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { currentMonth, useDisenrol, useStaff } from './careProgram.resource.ts';
import { type PatientMonth, useCcmMonth } from './ccmMonth.ts';
import { EnrolForm } from './EnrolForm.tsx';

export function CcmEnrolledPage() {
  const { t, i18n } = useTranslation('programs');
  const { rows, isLoading, error, refetch } = useCcmMonth(currentMonth());
  const { staff } = useStaff();
  const [enrolling, setEnrolling] = useState(false);
  const [leaving, setLeaving] = useState<PatientMonth | null>(null);
  const ability = useAbility<AppAbility>();
  const actions: DataTableColumn<PatientMonth>[] = ability.can('update', 'ProgramEnrollment')
    ? [{ id: 'actions', header: t('enrolled.columns.actions'), cell: (row) => <Button size="small" onClick={() => setLeaving(row)}>{t('enrolled.disenrol')}</Button> }]
    : [];
  return (
    <>
      <PageHeader
        title={t('nav.enrolled')}
        subtitle={t('enrolled.subtitle')}
        actions={!enrolling && ability.can('create', 'ProgramEnrollment') && <Button appearance="primary" onClick={() => setEnrolling(true)}>{t('enrolled.enrol')}</Button>}
      />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      {enrolling && <EnrolForm program="ccm" onDone={() => setEnrolling(false)} />}
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('enrolled.empty')} onRetry={refetch}>
        <DataTable
          items={rows ?? []}
          getRowId={(row) => row.enrolment.id}
          ariaLabel={t('enrolled.tableLabel')}
          initialPageSize={25}
          columns={[
            {
              id: 'patient',
              header: t('enrolled.columns.patient'),
              cell: (row) => (
                <RouterLink to={withQuery(paths.programPage('ccm', 'ccm'), { enrolment: row.enrolment.id })} aria-label={t('enrolled.open', { name: row.patient.name })}>
                  {row.patient.name}
                </RouterLink>
              ),
              sortValue: (row) => row.patient.name,
            },
            {
              id: 'consent',
              header: t('enrolled.columns.consent'),
              cell: (row) => `${formatDate(row.enrolment.consentDate, i18n.language)} · ${row.enrolment.consentMethod ? t(`enrol.methods.${row.enrolment.consentMethod}`, { defaultValue: row.enrolment.consentMethod }) : '—'}`,
              sortValue: (row) => row.enrolment.consentDate,
            },
            { id: 'complex', header: t('enrolled.columns.complex'), cell: (row) => (row.enrolment.complex ? t('enrolled.complexYes') : t('enrolled.complexNo')) },
            { id: 'practitioner', header: t('enrolled.columns.practitioner'), cell: (row) => <Bidi>{staff.get(row.enrolment.practitionerId)?.name ?? '—'}</Bidi> },
            { id: 'minutes', header: t('enrolled.columns.minutes'), cell: (row) => <Bidi>{String(row.summary.totalMinutes)}</Bidi>, sortValue: (row) => row.summary.totalMinutes },
            ...actions,
          ]}
        />
      </StateView>
      {leaving && <DisenrolDialog row={leaving} onClose={() => setLeaving(null)} />}
    </>
  );
}

/** Disenrolling a patient from a program, with the reason. */
export function DisenrolDialog({ row, onClose }: { row: Pick<PatientMonth, 'enrolment' | 'patient'>; onClose: () => void }) {
  const { t } = useTranslation('programs');
  const notify = useNotify();
  const disenrol = useDisenrol();
  const [reason, setReason] = useState('');
  const confirm = () =>
    disenrol.mutate(
      { enrolment: row.enrolment, reason: reason.trim() },
      {
        onSuccess: () => {
          notify('success', t('enrolled.disenrolled', { name: row.patient.name }));
          onClose();
        },
        onError: (error) => notify('error', error.message),
      },
    );
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('enrolled.disenrolTitle', { name: row.patient.name })}</DialogTitle>
          <DialogContent>
            <p>{t('enrolled.disenrolBody')}</p>
            <Field label={t('enrolled.reason')} required>
              <Textarea value={reason} onChange={(_e, data) => setReason(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <DangerButton disabled={!reason.trim() || disenrol.isPending} onClick={confirm}>
              {t('enrolled.disenrol')}
            </DangerButton>
            <Button onClick={onClose}>{t('enrol.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
