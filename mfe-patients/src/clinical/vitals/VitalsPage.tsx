/**
 * Vitals: the patient's readings newest first, paged on the server; add, edit, delete with
 * confirmation; BMI computed from weight and height; a value outside the usual range for the
 * patient's age marked with an arrow and a word (`vitalSignFlags`); a trend of the chosen vital.
 */
import type { AppAbility } from '@emr/domain';
import { type FlaggedVital, type VitalFlag, vitalSignFlags } from '@emr/domain/visits';
import { ConfirmDialog, DangerButton, StateView, TablePager, ageInYears, formatDateTime, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@emr/shared-ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePatient } from '../../patients/patient.resource.ts';
import { LabFlagText } from '../labs/LabFlagText.tsx';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { VitalsEditor } from './VitalsEditor.tsx';
import { VitalsTrend } from './VitalsTrend.tsx';
import { type VitalsReading, useDeleteVitals, useVitalsPages } from './vitals.resource.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', inlineSize: '100%' },
  cell: {
    textAlign: 'start',
    whiteSpace: 'nowrap',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  abnormal: { backgroundColor: tokens.colorPaletteRedBackground1 },
  value: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

const show = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function VitalsPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const ability = useAbility<AppAbility>();
  const patientId = useParams()['patientId'] ?? '';
  const page = useVitalsPages(patientId);
  // the flags depend on the patient's age (a child's heart rate is not an adult's): none until it is known
  const { patient } = usePatient(patientId);
  const flagsOf = (values: VitalsReading['values']): VitalFlag[] => (patient ? vitalSignFlags(values, ageInYears(patient.dob)) : []);
  const remover = useDeleteVitals();
  const [editing, setEditing] = useState<VitalsReading | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VitalsReading | null>(null);
  const canCreate = ability.can('create', 'Vitals');
  const canUpdate = ability.can('update', 'Vitals');
  const canDelete = ability.can('delete', 'Vitals');
  const title = t('vitals.title');

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remover.mutateAsync(deleting.record);
      notify('success', t('vitals.deleted'));
      setDeleting(null);
    } catch (error) {
      notify('error', t('common:state.errorTitle'), toAppError(error).message);
    }
  };

  const addButton = canCreate ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')} disabled={editing !== null}>
      {t('vitals.add')}
    </Button>
  ) : undefined;

  return (
    <section>
      <SectionTitle title={title} actions={addButton} />
      {editing !== null && (
        <VitalsEditor key={editing === 'new' ? 'new' : editing.id} patientId={patientId} reading={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      <StateView
        isLoading={page.isLoading}
        error={page.error}
        onRetry={() => void page.refetch()}
        isEmpty={page.isEmpty}
        emptyTitle={t('vitals.empty')}
      >
        <div className={styles.wrap}>
          <table className={styles.table} aria-label={title}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{t('vitals.takenAt')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.bp')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.heartRate')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.temperatureF')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.respiratoryRate')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.spo2')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.weightLb')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.heightIn')}</th>
                <th className={styles.cell} scope="col">{t('vitals.columns.bmi')}</th>
                <th className={styles.cell} scope="col">{t('vitals.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.readings.map((r) => {
                const when = formatDateTime(r.takenAt, i18n.language);
                const flags = flagsOf(r.values);
                /** A value's cell, marked when one of `keys` is flagged (a blood pressure by either number). */
                const cell = (text: ReactNode, ...keys: FlaggedVital[]) => {
                  const flag = flags.find((f) => keys.includes(f.key));
                  return (
                    <td className={`${styles.cell} ${flag ? styles.abnormal : ''}`}>
                      <span className={styles.value}>
                        {text}
                        <LabFlagText flag={flag?.direction ?? null} />
                      </span>
                    </td>
                  );
                };
                return (
                  <tr key={r.id}>
                    <td className={styles.cell}>{when}</td>
                    {cell(r.values.systolic !== undefined || r.values.diastolic !== undefined ? `${show(r.values.systolic)}/${show(r.values.diastolic)}` : '', 'systolic', 'diastolic')}
                    {cell(show(r.values.heartRate), 'heartRate')}
                    {cell(show(r.values.temperatureF), 'temperatureF')}
                    {cell(show(r.values.respiratoryRate), 'respiratoryRate')}
                    {cell(show(r.values.spo2), 'spo2')}
                    <td className={styles.cell}>{show(r.values.weightLb)}</td>
                    <td className={styles.cell}>{show(r.values.heightIn)}</td>
                    {cell(<Text weight="semibold">{show(r.bmi)}</Text>, 'bmi')}
                    <td className={styles.cell}>
                      <div className={styles.actions}>
                        {canUpdate && <Button appearance="subtle" icon={<EditRegular />} aria-label={t('vitals.edit', { when })} onClick={() => setEditing(r)} />}
                        {canDelete && <DangerButton appearance="subtle" icon={<DeleteRegular />} aria-label={t('vitals.delete', { when })} onClick={() => setDeleting(r)} />}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <TablePager label={t('vitals.pages')} pager={page.pager} />
        <Text as="h3" size={500} weight="semibold">
          {t('vitals.trendTitle')}
        </Text>
        <VitalsTrend patientId={patientId} />
      </StateView>
      <ConfirmDialog
        danger
        open={deleting !== null}
        title={t('common:confirm.deleteTitle')}
        body={t('vitals.deleteBody', { when: deleting ? formatDateTime(deleting.takenAt, i18n.language) : '' })}
        confirmLabel={t('common:actions.delete')}
        busy={remover.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
