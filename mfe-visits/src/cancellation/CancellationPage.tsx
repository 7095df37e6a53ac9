/**
 * /apps/visits/cancellation: the cancelled or missed visits of a date range (the last 30 days by
 * default), one server page at a time, with the reason, who recorded it and when (the visit's
 * StatusHistory), and a rebooking link that opens the scheduling form for the patient and
 * provider. Scheduled visits of the range can be cancelled and rebooked from here in one step
 * (the reason first, then the scheduling form). Below, the clinic's cancellation reasons.
 */
import { addDays, endOfLocalDay, paths, queries, startOfLocalDay } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDateTime, toAppError, useClinicId, useClinicTimeZone, useClinicToday, useNotify, useServerPages } from '@emr/shared-ui';
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CancelVisitDialog } from '../shared/CancelVisitDialog.tsx';
import { reasonText } from '../shared/cancellationReasons.resource.ts';
import { usePatientNames } from '../shared/people.resource.ts';
import { VISIT_FIELDS, type Visit, toVisit, useMoveVisit } from '../shared/visit.resource.ts';
import { ClinicReasons } from './ClinicReasons.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBlockEnd: tokens.spacingVerticalM },
});

const KINDS = ['Cancelled', 'NoShow', 'Scheduled'] as const;

export function CancellationPage() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const clinicId = useClinicId();
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  const [from, setFrom] = useState(() => addDays(today, -30));
  const [to, setTo] = useState(today);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('Cancelled');
  const valid = from !== '' && to !== '' && from <= to;
  const query = clinicId && valid ? { ...queries.visitsByStatusBetween(clinicId, kind, startOfLocalDay(from, timeZone), endOfLocalDay(to, timeZone)), sortDirection: 'DESC' as const } : null;
  const pages = useServerPages(query, { pageSize: 25, selectionSet: VISIT_FIELDS });
  const visits = useMemo(() => pages.rows.map(toVisit), [pages.rows]);
  const names = usePatientNames(visits.map((v) => v.patientId));
  const patientOf = (v: Visit) => names.get(v.patientId) ?? t('board.unknownPatient', { id: v.patientId });
  const navigate = useNavigate();
  const notify = useNotify();
  const move = useMoveVisit();
  const [cancelling, setCancelling] = useState<Visit | null>(null);
  const rebook = (v: Visit) => paths.visitAdd({ patientId: v.patientId, ...(v.providerId ? { providerId: v.providerId } : {}) });
  const cancelAndRebook = (v: Visit, reason: string) =>
    move.mutate(
      { visit: v, to: 'Cancelled', reason },
      {
        onSuccess: () => {
          setCancelling(null);
          notify('success', t('move.done', { patient: patientOf(v), status: t('status.Cancelled') }));
          navigate(rebook(v));
        },
        onError: (error) => notify('error', t('move.failed'), toAppError(error).message),
      },
    );
  const columns = (
    [
      { id: 'time', header: t('visit.when'), cell: (v) => <RouterLink to={paths.visitEdit(v.id)}><Bidi>{formatDateTime(v.date, i18n.language)}</Bidi></RouterLink> },
      { id: 'patient', header: t('board.columns.patient'), cell: (v) => <RouterLink to={paths.patientChart(v.patientId)}><Bidi>{patientOf(v)}</Bidi></RouterLink> },
      { id: 'type', header: t('board.columns.type'), cell: (v) => t(`types.${v.type}`, { defaultValue: v.type }) },
      { id: 'reason', header: t('cancellation.reason'), cell: (v) => (v.cancellationReason ? <Bidi>{reasonText(t, v.cancellationReason)}</Bidi> : '—') },
      { id: 'by', header: t('cancellation.by'), cell: (v) => (v.statusBy ? <Bidi>{v.statusBy}</Bidi> : '—') },
      { id: 'at', header: t('cancellation.at'), cell: (v) => (v.statusSince ? formatDateTime(v.statusSince, i18n.language) : '—') },
      {
        id: 'rebook',
        header: t('cancellation.rebook'),
        cell: (v) =>
          v.status === 'Scheduled' ? (
            <Button size="small" disabled={move.isPending} aria-label={t('cancellation.cancelRebookOne', { patient: patientOf(v) })} onClick={() => setCancelling(v)}>
              {t('cancellation.cancelRebook')}
            </Button>
          ) : (
            <RouterLink to={rebook(v)} aria-label={t('cancellation.rebookOne', { patient: patientOf(v) })}>{t('cancellation.rebook')}</RouterLink>
          ),
      },
    ] satisfies DataTableColumn<Visit>[]
  ).map((column): DataTableColumn<Visit> => ({ ...column, sortable: false }));

  return (
    <div>
      <PageHeader title={t('cancellation.title')} subtitle={t('cancellation.subtitle')} />
      <div className={styles.filters} role="search" aria-label={t('board.filters')}>
        <Field label={t('board.from')}>
          <Input type="date" value={from} onChange={(_event, data) => setFrom(data.value)} />
        </Field>
        <Field label={t('board.to')}>
          <Input type="date" value={to} min={from} onChange={(_event, data) => setTo(data.value)} />
        </Field>
        <Field label={t('board.statusFilter')}>
          <Dropdown value={t(`status.${kind}`)} selectedOptions={[kind]} onOptionSelect={(_event, data) => setKind((data.optionValue as (typeof KINDS)[number]) ?? 'Cancelled')}>
            {KINDS.map((k) => (
              <Option key={k} value={k}>
                {t(`status.${k}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <StateView isLoading={pages.isLoading} error={pages.error} isEmpty={!valid || pages.isEmpty} onRetry={pages.refetch} emptyTitle={valid ? t('cancellation.empty') : t('board.badRange')}>
        <DataTable items={visits} columns={columns} getRowId={(v) => v.id} ariaLabel={t('cancellation.tableLabel')} pager={pages.pager} />
      </StateView>
      {cancelling && (
        <CancelVisitDialog open kind="Cancelled" patient={patientOf(cancelling)} busy={move.isPending} onConfirm={(reason) => cancelAndRebook(cancelling, reason)} onCancel={() => setCancelling(null)} />
      )}
      <ClinicReasons />
    </div>
  );
}
