/**
 * PatientCurrentMedications (active only) and PatientMedications (all, filtered by status):
 * dose, refill due day (overdue flagged), prior authorisation, status; edit, history, stop
 * with a reason, delete with confirmation (the audit keeps what was deleted).
 */
import { type AppAbility, paths } from '@emr/domain';
import { Bidi, ConfirmDialog, DangerButton, DataTable, type DataTableColumn, StateView, toAppError, useAbility, useNotify, formatDate } from '@emr/shared-ui';
import { Badge, Button, Dropdown, Field, Option, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular, StopRegular } from '@fluentui/react-icons';
import { AddRegular, DeleteRegular, EditRegular, HistoryRegular } from '@emr/shared-ui/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ReviewStatus } from '../safety/ReviewStatus.tsx';
import { useListReview } from '../safety/reviews.resource.ts';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { PriorAuthorization, RefillDue } from './MedicationBadges.tsx';
import { StopMedicationDialog } from './StopMedicationDialog.tsx';
import { MEDICATION_STATUSES, type Medication, useDeleteMedication, useMedications, useRecordRefill, useStopMedication } from './medications.resource.ts';

export interface MedicationsPageProps {
  currentOnly?: boolean;
}

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBlockEnd: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
  name: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const ALL = 'all';

export function MedicationsPage({ currentOnly = false }: MedicationsPageProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const ability = useAbility<AppAbility>();
  const patientId = useParams()['patientId'] ?? '';
  const { medications, isLoading, error, refetch } = useMedications(patientId, currentOnly);
  const review = useListReview('Medication', currentOnly ? patientId : '', isLoading || error ? null : medications.filter((m) => m.status === 'Active').length);
  const stopper = useStopMedication();
  const refiller = useRecordRefill();
  const remover = useDeleteMedication();
  const [status, setStatus] = useState<string>(ALL);
  const [stopping, setStopping] = useState<Medication | null>(null);
  const [deleting, setDeleting] = useState<Medication | null>(null);

  const canCreate = ability.can('create', 'Medication');
  const canUpdate = ability.can('update', 'Medication');
  const canDelete = ability.can('delete', 'Medication');
  const title = currentOnly ? t('medications.currentTitle') : t('medications.allTitle');
  const visible = useMemo(() => (status === ALL ? medications : medications.filter((m) => m.status === status)), [medications, status]);
  const statusLabel = (value: string) => t(`medications.status.${value}`, { defaultValue: value });
  const toEdit = (id: string) => navigate(paths.patientSubPage(patientId, 'PatientMedicationEdit', id));

  const columns: DataTableColumn<Medication>[] = [
    {
      id: 'name',
      header: t('medications.fields.medication'),
      sortValue: (m) => m.name,
      cell: (m) => (
        <div className={styles.name}>
          <Text weight="semibold">
            <Bidi>{m.name}</Bidi>
          </Text>
          {m.type && <Text size={200} className={styles.muted}>{m.type}</Text>}
        </div>
      ),
    },
    { id: 'dosage', header: t('medications.fields.dosage'), sortValue: (m) => m.dosage, cell: (m) => m.dosage },
    { id: 'frequency', header: t('medications.fields.frequency'), sortValue: (m) => m.frequency, cell: (m) => m.frequency },
    { id: 'start', header: t('medications.fields.startDate'), sortValue: (m) => m.startDate, cell: (m) => formatDate(m.startDate, i18n.language) },
    { id: 'end', header: t('medications.fields.endDate'), sortValue: (m) => m.endDate, cell: (m) => formatDate(m.endDate, i18n.language) },
    { id: 'days', header: t('medications.fields.daysToRefill'), sortValue: (m) => m.daysToRefill ?? 0, cell: (m) => (m.daysToRefill === null ? '' : String(m.daysToRefill)) },
    { id: 'refill', header: t('medications.refillDue'), sortValue: (m) => m.refill.due ?? '', cell: (m) => <RefillDue medication={m} /> },
    { id: 'pa', header: t('medications.pa.title'), sortValue: (m) => (m.paRequired ? m.paStatus || 'Pending' : ''), cell: (m) => <PriorAuthorization medication={m} /> },
    {
      id: 'status',
      header: t('medications.fields.status'),
      sortValue: (m) => m.status,
      cell: (m) => (
        <Badge appearance="outline" color={m.status === 'Active' ? 'brand' : 'informative'}>
          {statusLabel(m.status)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('medications.actions'),
      cell: (m) => (
        <div className={styles.actions}>
          {canUpdate && (
            <Tooltip content={t('medications.edit', { name: m.name })} relationship="label">
              <Button appearance="subtle" icon={<EditRegular />} onClick={() => toEdit(m.id)} />
            </Tooltip>
          )}
          <Tooltip content={t('medications.history', { name: m.name })} relationship="label">
            <Button appearance="subtle" icon={<HistoryRegular />} onClick={() => navigate(paths.patientSubPage(patientId, 'PatientMedicationHistory', m.id))} />
          </Tooltip>
          {canUpdate && m.status === 'Active' && m.daysToRefill !== null && (
            <Tooltip content={t('medications.refillAction', { name: m.name })} relationship="label">
              <Button appearance="subtle" icon={<ArrowRepeatAllRegular />} disabled={refiller.isPending} onClick={() => void onRefill(m)} />
            </Tooltip>
          )}
          {canUpdate && m.status === 'Active' && (
            <Tooltip content={t('medications.stopAction', { name: m.name })} relationship="label">
              <Button appearance="subtle" icon={<StopRegular />} onClick={() => setStopping(m)} />
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip content={t('medications.delete', { name: m.name })} relationship="label">
              <DangerButton appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(m)} />
            </Tooltip>
          )}
        </div>
      ),
    },
  ];

  const onStop = async (reason: string) => {
    if (!stopping) return;
    try {
      await stopper.stop(stopping, reason);
      notify('success', t('medications.stop.done', { name: stopping.name }));
      setStopping(null);
    } catch (stopError) {
      notify('error', t('common:state.errorTitle'), toAppError(stopError).message);
    }
  };

  const onRefill = async (medication: Medication) => {
    try {
      await refiller.refill(medication);
      notify('success', t('medications.refilled', { name: medication.name }));
    } catch (refillError) {
      notify('error', t('common:state.errorTitle'), toAppError(refillError).message);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remover.mutateAsync(deleting.record);
      notify('success', t('medications.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (deleteError) {
      notify('error', t('common:state.errorTitle'), toAppError(deleteError).message);
    }
  };

  const addButton = canCreate ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => toEdit('new')}>
      {t('medications.add')}
    </Button>
  ) : undefined;

  return (
    <section>
      <SectionTitle title={title} actions={addButton} />
      {!currentOnly && (
        <div className={styles.filters}>
          <Field label={t('medications.fields.status')}>
            <Dropdown
              value={status === ALL ? t('medications.allStatuses') : statusLabel(status)}
              selectedOptions={[status]}
              onOptionSelect={(_event, data) => setStatus(data.optionValue ?? ALL)}
            >
              <Option value={ALL}>{t('medications.allStatuses')}</Option>
              {MEDICATION_STATUSES.map((value) => (
                <Option key={value} value={value}>
                  {statusLabel(value)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </div>
      )}
      {currentOnly && <ReviewStatus kind="Medication" review={review} />}
      <StateView
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={visible.length === 0}
        emptyTitle={currentOnly ? t('medications.emptyCurrent') : t('medications.empty')}
        emptyAction={addButton}
      >
        <DataTable items={visible} columns={columns} getRowId={(m) => m.id} ariaLabel={title} initialPageSize={25} />
      </StateView>
      <StopMedicationDialog
        key={stopping?.id ?? 'closed'}
        medicationName={stopping?.name ?? null}
        busy={stopper.isPending}
        onStop={(reason) => void onStop(reason)}
        onCancel={() => setStopping(null)}
      />
      <ConfirmDialog
        danger
        open={deleting !== null}
        title={t('common:confirm.deleteTitle')}
        body={t('medications.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
        busy={remover.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
