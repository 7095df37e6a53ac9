/** The chart summary's clinical cards: problems, medications, allergies, vitals and labs. */
import { addDays, calendarDayOf, daysBetween, paths } from '@emr/domain';
import { Bidi, type EmrRecord, bool, clinicToday, formatDate, formatDateTime, formatDay, json, str } from '@emr/shared-ui';
import { Text } from '@fluentui/react-components';
import { WarningFilled } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { ReviewStatus } from '../../clinical/safety/ReviewStatus.tsx';
import { useListReview } from '../../clinical/safety/reviews.resource.ts';
import { useActiveAllergies } from '../banner/banner.resource.ts';
import { vitalsTakenAt } from '../../clinical/vitals/vitals.ts';
import { optionKey } from '../records/recordKinds.ts';
import { SummaryCard, useCardListStyles } from './SummaryCard.tsx';
import { useActiveDiagnoses, useCurrentMedications, useLatestVitals, useRecentLabs } from './summary.resource.ts';

export interface CardProps {
  patientId: string;
}

export function DiagnosesCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const diagnoses = useActiveDiagnoses(patientId);
  if (!diagnoses.allowed) return null;
  return (
    <SummaryCard id="diagnoses" title={t('summary.diagnoses')} to={paths.patientSubPage(patientId, 'PatientHx')} {...diagnoses} isEmpty={diagnoses.rows.length === 0} emptyTitle={t('summary.noDiagnoses')} onRetry={() => void diagnoses.refetch()}>
      <ul className={styles.list}>
        {diagnoses.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <Text>
              <Bidi>{str(row['Diagnosis'])}</Bidi>
            </Text>
            {str(row['StartDate']) && <Text size={200} className={styles.muted}>{t('summary.since', { date: formatDay(str(row['StartDate']), i18n.language) })}</Text>}
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

/** The next refill day: the start date plus whole refill periods, the first not before today (the clinic's). */
export function nextRefill(row: EmrRecord, today = clinicToday()): string | null {
  const start = calendarDayOf(row['StartDate']);
  const days = Number(str(row['DaysToRefill']));
  if (!start || !Number.isFinite(days) || days <= 0) return null;
  const periods = Math.max(1, Math.ceil(daysBetween(start, today) / days));
  return addDays(start, periods * days);
}

export function MedicationsCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const medications = useCurrentMedications(patientId);
  const review = useListReview('Medication', patientId, medications.isLoading || medications.error ? null : medications.rows.length);
  if (!medications.allowed) return null;
  return (
    <SummaryCard id="medications" title={t('summary.medications')} to={paths.patientSubPage(patientId, 'PatientCurrentMedications')} {...medications} isEmpty={false} emptyTitle="" onRetry={() => void medications.refetch()}>
      <ReviewStatus kind="Medication" review={review} />
      {medications.rows.length > 0 && (
      <ul className={styles.list}>
        {medications.rows.map((row) => {
          const refill = nextRefill(row);
          return (
            <li key={row.id} className={styles.item}>
              <Text>
                <Bidi>{[str(row['Medication']), str(row['Dosage']), str(row['Frequency'])].filter(Boolean).join(' · ')}</Bidi>
              </Text>
              {refill && <Text size={200} className={styles.muted}>{t('summary.refillDue', { date: formatDate(refill, i18n.language) })}</Text>}
            </li>
          );
        })}
      </ul>
      )}
    </SummaryCard>
  );
}

export function AllergiesCard({ patientId }: CardProps) {
  const { t } = useTranslation('patients');
  const styles = useCardListStyles();
  const allergies = useActiveAllergies(patientId);
  const review = useListReview('Allergy', patientId, allergies.isLoading || allergies.error ? null : allergies.rows.length);
  if (!allergies.allowed) return null;
  return (
    <SummaryCard id="allergies" title={t('summary.allergies')} to={paths.patientSubPage(patientId, 'Allergies')} {...allergies} isEmpty={false} emptyTitle="" onRetry={() => void allergies.refetch()}>
      <ReviewStatus kind="Allergy" review={review} />
      {allergies.rows.length > 0 && (
      <ul className={styles.list}>
        {allergies.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <Text weight="semibold">
              <Bidi>{str(row['Allergy'])}</Bidi>
            </Text>
            <Text size={200} className={styles.muted}>
              {[str(row['Reaction']), str(row['Severity']) && t(`records.options.${optionKey(str(row['Severity']))}`, { defaultValue: str(row['Severity']) })].filter(Boolean).join(' · ')}
            </Text>
          </li>
        ))}
      </ul>
      )}
    </SummaryCard>
  );
}

interface VitalsValues {
  systolic?: number;
  diastolic?: number;
  heartRate?: number;
  temperatureF?: number;
  respiratoryRate?: number;
  spo2?: number;
  weightLb?: number;
  heightIn?: number;
  bmi?: number;
}

export function VitalsCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const vitals = useLatestVitals(patientId);
  if (!vitals.allowed) return null;
  const row = vitals.rows[0];
  const values = json<VitalsValues>(row?.['Vitals'], {});
  const items: [string, string][] = [];
  if (values.systolic !== undefined && values.diastolic !== undefined) items.push([t('summary.vitals.bp'), `${values.systolic}/${values.diastolic} mmHg`]);
  if (values.heartRate !== undefined) items.push([t('summary.vitals.heartRate'), `${values.heartRate} /min`]);
  if (values.temperatureF !== undefined) items.push([t('summary.vitals.temperature'), `${values.temperatureF} °F`]);
  if (values.respiratoryRate !== undefined) items.push([t('summary.vitals.respiratoryRate'), `${values.respiratoryRate} /min`]);
  if (values.spo2 !== undefined) items.push([t('summary.vitals.spo2'), `${values.spo2} %`]);
  if (values.weightLb !== undefined) items.push([t('summary.vitals.weight'), `${values.weightLb} lb`]);
  if (values.bmi !== undefined) items.push([t('summary.vitals.bmi'), String(values.bmi)]);
  return (
    <SummaryCard id="vitals" title={t('summary.vitals.title')} to={paths.patientSubPage(patientId, 'Vitals')} {...vitals} isEmpty={!row} emptyTitle={t('summary.noVitals')} onRetry={() => void vitals.refetch()}>
      {row && (
        <>
          <Text size={200} className={styles.muted}>
            {t('summary.takenAt', { date: formatDateTime(vitalsTakenAt(row), i18n.language) })}
          </Text>
          <ul className={styles.list}>
            {items.map(([label, value]) => (
              <li key={label} className={styles.item}>
                <Text className={styles.muted}>{label}</Text>
                <Text weight="semibold">
                  <Bidi>{value}</Bidi>
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </SummaryCard>
  );
}

export function LabsCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const labs = useRecentLabs(patientId);
  if (!labs.allowed) return null;
  return (
    <SummaryCard id="labs" title={t('summary.labs')} to={paths.patientSubPage(patientId, 'PatientLabs')} {...labs} isEmpty={labs.rows.length === 0} emptyTitle={t('summary.noLabs')} onRetry={() => void labs.refetch()}>
      <ul className={styles.list}>
        {labs.rows.map((row) => {
          const name = bool(row['IsPanel']) ? str(row['LabType']) : str(row['Component']) || str(row['LabType']);
          const result = bool(row['IsPanel']) ? '' : [str(row['Result']), str(row['Unit'])].filter(Boolean).join(' ');
          return (
            <li key={row.id} className={styles.item}>
              <Text>
                <Bidi>{name}</Bidi>
              </Text>
              {result && (
                <Text weight="semibold">
                  <Bidi>{result}</Bidi>
                </Text>
              )}
              {bool(row['IsAbnormal']) && (
                <span className={styles.flag}>
                  <WarningFilled aria-hidden />
                  {t('summary.abnormal')}
                </span>
              )}
              <Text size={200} className={styles.muted}>
                {formatDate(str(row['DateConducted']), i18n.language)}
              </Text>
            </li>
          );
        })}
      </ul>
    </SummaryCard>
  );
}
