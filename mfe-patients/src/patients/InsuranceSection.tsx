/**
 * The patient's insurances on the edit page: a table with edit and delete (with confirmation),
 * and an inline editor. At most one Primary and one Secondary: the editor says which insurance
 * already holds the class. Billing staff create and update insurances but delete none.
 */
import type { AppAbility } from '@emr/domain';
import { ConfirmDialog, StateView, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Insurance, useDeleteChartRecord, useInsurances } from './coverage.resource.ts';
import { InsuranceEditor } from './InsuranceEditor.tsx';
import { useSaveFailure } from './useSaveFailure.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface InsuranceSectionProps {
  patientId: string;
}

export function InsuranceSection({ patientId }: InsuranceSectionProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const headingId = useId();
  const ability = useAbility<AppAbility>();
  const notify = useNotify();
  const reportFailure = useSaveFailure();
  const { insurances, isLoading, error, refetch } = useInsurances(patientId);
  const remove = useDeleteChartRecord();
  // 'new', the id of the row being edited, or null
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Insurance | null>(null);
  const [canCreate, canUpdate, canDelete] = (['create', 'update', 'delete'] as const).map((action) => ability.can(action, 'Insurance'));
  const classLabel = (value: string) => t(`coverage.class.${value}`, { defaultValue: value });
  const edited = editing && editing !== 'new' ? (insurances.find((i) => i.id === editing) ?? null) : null;

  const addButton =
    canCreate && editing === null ? (
      <Button icon={<AddRegular />} onClick={() => setEditing('new')}>
        {t('coverage.addInsurance')}
      </Button>
    ) : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.record);
      notify('success', t('coverage.insuranceDeleted', { name: deleting.name }));
    } catch (failure) {
      reportFailure(failure, refetch);
    }
    setDeleting(null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold" className={styles.heading}>
        {t('coverage.insuranceTitle')}
      </Text>
      <StateView
        isLoading={isLoading}
        error={error}
        isEmpty={insurances.length === 0 && editing === null}
        onRetry={refetch}
        emptyTitle={t('coverage.noInsurance')}
        emptyAction={addButton}
        skeletonRows={2}
      >
        {insurances.length > 0 && (
          <Table aria-label={t('coverage.insuranceTable')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('coverage.insuranceClass')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.insuranceName')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.insuranceType')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.memberId')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.phoneNumber')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.website')}</TableHeaderCell>
                {(canUpdate || canDelete) && <TableHeaderCell>{t('coverage.actions')}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {insurances.map((insurance) => (
                <TableRow key={insurance.id}>
                  <TableCell>{classLabel(insurance.insuranceClass)}</TableCell>
                  <TableCell>{insurance.name}</TableCell>
                  <TableCell>{insurance.insuranceType}</TableCell>
                  <TableCell>{insurance.memberId}</TableCell>
                  <TableCell>{insurance.phoneNumber}</TableCell>
                  <TableCell>{insurance.website}</TableCell>
                  {(canUpdate || canDelete) && (
                    <TableCell>
                      <span className={styles.actions}>
                        {canUpdate && (
                          <Button size="small" disabled={editing !== null} onClick={() => setEditing(insurance.id)} aria-label={t('coverage.editNamed', { name: insurance.name })}>
                            {t('coverage.edit')}
                          </Button>
                        )}
                        {canDelete && (
                          <Button size="small" disabled={editing !== null} onClick={() => setDeleting(insurance)} aria-label={t('coverage.deleteNamed', { name: insurance.name })}>
                            {t('coverage.delete')}
                          </Button>
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
          <InsuranceEditor
            key={editing}
            patientId={patientId}
            insurance={edited}
            others={insurances.filter((i) => i.id !== editing)}
            onDone={() => setEditing(null)}
            onConflict={refetch}
          />
        )}
        {insurances.length > 0 && addButton}
      </StateView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('coverage.deleteInsuranceTitle')}
        body={t('coverage.deleteInsuranceBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('coverage.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
