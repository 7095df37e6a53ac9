/** The chart summary's scheduling and coverage cards: upcoming visits, open tasks, insurance. */
import { paths } from '@emr/domain';
import { Bidi, RouterLink, formatDate, formatDateTime, str } from '@emr/shared-ui';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CardProps } from './ClinicalCards.tsx';
import { SummaryCard, useCardListStyles } from './SummaryCard.tsx';
import { useInsurance, useOpenTasks, useUpcomingVisits } from './summary.resource.ts';

export function VisitsCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const visits = useUpcomingVisits(patientId);
  if (!visits.allowed) return null;
  return (
    <SummaryCard id="visits" title={t('summary.visits')} to={paths.patientSubPage(patientId, 'PatientVisits')} {...visits} isEmpty={visits.rows.length === 0} emptyTitle={t('summary.noVisits')} onRetry={() => void visits.refetch()}>
      <ul className={styles.list}>
        {visits.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <RouterLink to={paths.visitEdit(row.id)}>{formatDateTime(str(row['VisitDate']), i18n.language)}</RouterLink>
            <Text>
              <Bidi>{str(row['VisitType'])}</Bidi>
            </Text>
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

export function TasksCard({ patientId }: CardProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useCardListStyles();
  const tasks = useOpenTasks(patientId);
  if (!tasks.allowed) return null;
  return (
    <SummaryCard id="tasks" title={t('summary.tasks')} {...tasks} isEmpty={tasks.rows.length === 0} emptyTitle={t('summary.noTasks')} onRetry={() => void tasks.refetch()}>
      <ul className={styles.list}>
        {tasks.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <Text>
              <Bidi>{str(row['Task'])}</Bidi>
            </Text>
            {str(row['DueDate']) && <Text size={200} className={styles.muted}>{t('summary.due', { date: formatDate(str(row['DueDate']), i18n.language) })}</Text>}
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

export function InsuranceCard({ patientId }: CardProps) {
  const { t } = useTranslation('patients');
  const styles = useCardListStyles();
  const insurance = useInsurance(patientId);
  if (!insurance.allowed) return null;
  return (
    <SummaryCard id="insurance" title={t('summary.insurance')} to={paths.patientEdit(patientId)} {...insurance} isEmpty={insurance.rows.length === 0} emptyTitle={t('summary.noInsurance')} onRetry={() => void insurance.refetch()}>
      <ul className={styles.list}>
        {insurance.rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <Text weight="semibold">
              <Bidi>{str(row['InsuranceName'])}</Bidi>
            </Text>
            <Text size={200} className={styles.muted}>
              {[str(row['InsuranceClass']), str(row['MemberID']) && t('summary.memberId', { id: str(row['MemberID']) })].filter(Boolean).join(' · ')}
            </Text>
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}
