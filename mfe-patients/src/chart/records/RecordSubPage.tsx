/**
 * One simple chart sub-page (allergies, problem list, histories, procedures, referrals…): the
 * patient's rows of the kind by date (newest first, or oldest first from the date's header),
 * one server page at a time; add and edit in a dialog, delete after a confirmation.
 */
import { type AppAbility, paths } from '@emr/domain';
import { ConfirmDialog, DangerButton, DataTable, type DataTableColumn, type EmrRecord, RouterLink, StateView, type TableSort, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@emr/shared-ui/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ReviewStatus } from '../../clinical/safety/ReviewStatus.tsx';
import { useListReview } from '../../clinical/safety/reviews.resource.ts';
import { useDuplicateCheck } from '../../clinical/safety/useDuplicateCheck.ts';
import { useDeleteChartRecord } from '../chartRecords.resource.ts';
import { RecordFormDialog } from './RecordFormDialog.tsx';
import { useRecordCell } from './recordCells.ts';
import type { RecordKindConfig } from './recordKinds.ts';
import { useActiveEntries, useKindRecords } from './recordList.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface RecordSubPageProps {
  config: RecordKindConfig;
}

export function RecordSubPage({ config }: RecordSubPageProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const { patientId = '' } = useParams();
  const ability = useAbility<AppAbility>();
  const [sort, setSort] = useState<TableSort>({ column: 'date', direction: 'descending' });
  const list = useKindRecords(config, patientId, sort.direction === 'ascending' ? 'ASC' : 'DESC');
  const active = useActiveEntries(config, patientId);
  const duplicates = useDuplicateCheck(config, active.rows);
  const review = useListReview(config.review ?? 'Allergy', config.review ? patientId : '', active.ready ? active.rows.length : null);
  const remove = useDeleteChartRecord();
  const cell = useRecordCell();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmrRecord | null>(null);
  // a row just created, until the refreshed list holds it
  const [created, setCreated] = useState<EmrRecord | null>(null);
  const canCreate = !config.readOnly && ability.can('create', config.kind);
  const canUpdate = !config.readOnly && ability.can('update', config.kind);
  const canDelete = !config.readOnly && ability.can('delete', config.kind);
  const kindName = t(`records.pages.${config.page}.one`);
  const title = t(`records.pages.${config.page}.title`);
  const titleId = `records-${config.page}-title`;

  const describe = (row: EmrRecord) => {
    const first = config.fields.find((f) => f.kind !== 'boolean' && typeof row[f.name] === 'string' && row[f.name]);
    return first ? String(row[first.name]) : cell(row, { name: config.dateField, kind: 'date' });
  };

  const columns = useMemo<DataTableColumn<EmrRecord>[]>(() => {
    const out: DataTableColumn<EmrRecord>[] = [
      {
        id: 'date',
        header: t(`records.fields.${config.dateField}`),
        cell: (row) =>
          config.kind === 'Visit' ? (
            <RouterLink to={paths.visitEdit(row.id)}>{cell(row, { name: config.dateField, kind: 'date' })}</RouterLink>
          ) : (
            cell(row, { name: config.dateField, kind: 'date' })
          ),
        // the server orders by the date (its index); the other columns show the page as it comes
        sortable: true,
      },
      ...config.fields
        .filter((f) => f.inList && f.name !== config.dateField)
        .map((field) => ({
          id: field.name,
          header: t(`records.fields.${field.name}`),
          cell: (row: EmrRecord) => cell(row, field),
        })),
    ];
    if (canUpdate || canDelete) {
      out.push({
        id: 'actions',
        header: t('records.actions'),
        cell: (row) => (
          <div className={styles.actions}>
            {canUpdate && <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={t('records.editRow', { name: describe(row) })} onClick={() => setEditing(row.id)} />}
            {canDelete && <DangerButton size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('records.deleteRow', { name: describe(row) })} onClick={() => setDeleting(row)} />}
          </div>
        ),
      });
    }
    return out;
  }, [config, t, cell, canUpdate, canDelete, styles.actions]);

  const onDelete = async () => {
    const row = deleting;
    if (!row) return;
    try {
      await remove.mutateAsync(row);
      notify('success', t('records.deleted', { kind: kindName }));
    } catch (error) {
      notify('error', t('records.deleteFailed', { kind: kindName }), toAppError(error).message);
    } finally {
      setDeleting(null);
    }
  };

  // the dialog edits the latest read of the row (attachments change its Version)
  const editingRow = editing && editing !== 'new' ? (list.rows.find((row) => row.id === editing) ?? (created?.id === editing ? created : null)) : null;
  const addButton = canCreate ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
      {t('records.add', { kind: kindName })}
    </Button>
  ) : undefined;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Text as="h2" id={titleId} size={600} weight="semibold">
          {title}
        </Text>
        {list.rows.length > 0 && addButton}
      </div>
      {config.readOnly && config.kind === 'Visit' && <Text>{t('records.visitsHint')}</Text>}
      {config.review && <ReviewStatus kind={config.review} review={review} />}
      <StateView
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={list.isEmpty}
        onRetry={() => void list.refetch()}
        emptyTitle={t('records.empty', { kinds: title })}
        emptyAction={addButton}
      >
        <DataTable items={list.rows} columns={columns} getRowId={(row) => row.id} ariaLabel={title} pager={list.pager} sort={sort} onSortChange={setSort} />
      </StateView>
      <RecordFormDialog
        open={editing === 'new' || editingRow !== null}
        formKey={editing ?? ''}
        config={config}
        patientId={patientId}
        row={editingRow}
        onClose={() => setEditing(null)}
        check={duplicates}
        onCreated={(row) => {
          setCreated(row);
          setEditing(config.filePrefix ? row.id : null);
        }}
      />
      <ConfirmDialog
        danger
        open={deleting !== null}
        title={t('records.deleteTitle', { kind: kindName })}
        body={t('records.deleteBody', { name: deleting ? describe(deleting) : '' })}
        confirmLabel={t('common:actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
