/**
 * A coverage list on the patient's edit page (insurances, pharmacies): a table with edit and
 * delete (with confirmation) and an inline editor, each action shown only when the role may
 * take it. InsuranceSection and PharmacySection give the kind, the strings, the columns and
 * the editor.
 */
import type { AppAbility } from '@emr/domain';
import { ConfirmDialog, DangerButton, type EmrRecord, StateView, isolatedCell, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@emr/shared-ui/icons';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteChartRecord } from './coverage.resource.ts';
import { useSaveFailure } from './useSaveFailure.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface CoverageItem {
  id: string;
  name: string;
  record: EmrRecord;
}

export interface CoverageSectionProps<T extends CoverageItem> {
  kind: 'Insurance' | 'Pharmacy';
  items: readonly T[];
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
  /** Translated: the heading, the add button, the empty state, the table's name, and the delete messages. */
  text: { title: string; add: string; empty: string; table: string; deleted: (name: string) => string; deleteTitle: string; deleteBody: (name: string) => string };
  columns: readonly { header: string; cell: (item: T) => ReactNode }[];
  /** The inline editor: `item` null to add; `others` for the checks across rows (one primary…). */
  renderEditor: (props: { item: T | null; others: T[]; onDone: () => void; onConflict: () => void }) => ReactNode;
}

export function CoverageSection<T extends CoverageItem>({ kind, items, isLoading, error, refetch, text, columns, renderEditor }: CoverageSectionProps<T>) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const headingId = useId();
  const ability = useAbility<AppAbility>();
  const notify = useNotify();
  const reportFailure = useSaveFailure();
  const remove = useDeleteChartRecord();
  // 'new', the id of the row being edited, or null
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [canCreate, canUpdate, canDelete] = (['create', 'update', 'delete'] as const).map((action) => ability.can(action, kind));
  const edited = editing && editing !== 'new' ? (items.find((item) => item.id === editing) ?? null) : null;

  const addButton =
    canCreate && editing === null ? (
      <Button icon={<AddRegular />} onClick={() => setEditing('new')}>
        {text.add}
      </Button>
    ) : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.record);
      notify('success', text.deleted(deleting.name));
    } catch (failure) {
      reportFailure(failure, refetch);
    }
    setDeleting(null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold" className={styles.heading}>
        {text.title}
      </Text>
      <StateView
        isLoading={isLoading}
        error={error}
        isEmpty={items.length === 0 && editing === null}
        onRetry={refetch}
        emptyTitle={text.empty}
        emptyAction={addButton}
        skeletonRows={2}
      >
        {items.length > 0 && (
          <Table aria-label={text.table} size="small">
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
                ))}
                {(canUpdate || canDelete) && <TableHeaderCell>{t('coverage.actions')}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{isolatedCell(column.cell(item))}</TableCell>
                  ))}
                  {(canUpdate || canDelete) && (
                    <TableCell>
                      <span className={styles.actions}>
                        {canUpdate && (
                          <Button size="small" disabled={editing !== null} onClick={() => setEditing(item.id)} aria-label={t('coverage.editNamed', { name: item.name })}>
                            {t('coverage.edit')}
                          </Button>
                        )}
                        {canDelete && (
                          <DangerButton size="small" disabled={editing !== null} onClick={() => setDeleting(item)} aria-label={t('coverage.deleteNamed', { name: item.name })}>
                            {t('coverage.delete')}
                          </DangerButton>
                        )}
                      </span>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {editing !== null && (
          <Fragment key={editing}>
            {renderEditor({ item: edited, others: items.filter((item) => item.id !== editing), onDone: () => setEditing(null), onConflict: refetch })}
          </Fragment>
        )}
        {items.length > 0 && addButton}
      </StateView>
      <ConfirmDialog
        danger
        open={deleting !== null}
        title={text.deleteTitle}
        body={text.deleteBody(deleting?.name ?? '')}
        confirmLabel={t('coverage.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
