/**
 * The patient's pharmacies on the edit page: a table with edit and delete (with confirmation)
 * and an inline editor; one pharmacy may be the primary one.
 */
import type { AppAbility } from '@emr/domain';
import { ConfirmDialog, StateView, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Pharmacy, useDeleteChartRecord, usePharmacies } from './coverage.resource.ts';
import { PharmacyEditor } from './PharmacyEditor.tsx';
import { useSaveFailure } from './useSaveFailure.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface PharmacySectionProps {
  patientId: string;
}

export function PharmacySection({ patientId }: PharmacySectionProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const headingId = useId();
  const ability = useAbility<AppAbility>();
  const notify = useNotify();
  const reportFailure = useSaveFailure();
  const { pharmacies, isLoading, error, refetch } = usePharmacies(patientId);
  const remove = useDeleteChartRecord();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Pharmacy | null>(null);
  const [canCreate, canUpdate, canDelete] = (['create', 'update', 'delete'] as const).map((action) => ability.can(action, 'Pharmacy'));
  const edited = editing && editing !== 'new' ? (pharmacies.find((p) => p.id === editing) ?? null) : null;

  const addButton =
    canCreate && editing === null ? (
      <Button icon={<AddRegular />} onClick={() => setEditing('new')}>
        {t('coverage.addPharmacy')}
      </Button>
    ) : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.record);
      notify('success', t('coverage.pharmacyDeleted', { name: deleting.name }));
    } catch (failure) {
      reportFailure(failure, refetch);
    }
    setDeleting(null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold" className={styles.heading}>
        {t('coverage.pharmacyTitle')}
      </Text>
      <StateView
        isLoading={isLoading}
        error={error}
        isEmpty={pharmacies.length === 0 && editing === null}
        onRetry={refetch}
        emptyTitle={t('coverage.noPharmacy')}
        emptyAction={addButton}
        skeletonRows={2}
      >
        {pharmacies.length > 0 && (
          <Table aria-label={t('coverage.pharmacyTable')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('coverage.pharmacyName')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.contactNumber')}</TableHeaderCell>
                <TableHeaderCell>{t('coverage.primaryColumn')}</TableHeaderCell>
                {(canUpdate || canDelete) && <TableHeaderCell>{t('coverage.actions')}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {pharmacies.map((pharmacy) => (
                <TableRow key={pharmacy.id}>
                  <TableCell>{pharmacy.name}</TableCell>
                  <TableCell>{pharmacy.contactNumber}</TableCell>
                  <TableCell>{pharmacy.isPrimary ? t('coverage.primaryYes') : t('coverage.primaryNo')}</TableCell>
                  {(canUpdate || canDelete) && (
                    <TableCell>
                      <span className={styles.actions}>
                        {canUpdate && (
                          <Button size="small" disabled={editing !== null} onClick={() => setEditing(pharmacy.id)} aria-label={t('coverage.editNamed', { name: pharmacy.name })}>
                            {t('coverage.edit')}
                          </Button>
                        )}
                        {canDelete && (
                          <Button size="small" disabled={editing !== null} onClick={() => setDeleting(pharmacy)} aria-label={t('coverage.deleteNamed', { name: pharmacy.name })}>
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
          <PharmacyEditor
            key={editing}
            patientId={patientId}
            pharmacy={edited}
            others={pharmacies.filter((p) => p.id !== editing)}
            onDone={() => setEditing(null)}
            onConflict={refetch}
          />
        )}
        {pharmacies.length > 0 && addButton}
      </StateView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('coverage.deletePharmacyTitle')}
        body={t('coverage.deletePharmacyBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('coverage.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
