/**
 * The Vitals sub-page of a visit: the readings taken at this visit, read-only, with BMI and the
 * values outside the usual range for the patient's age flagged (a fever, a fast heart rate…);
 * vitals are added in the chart.
 */
import { paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, RequireAbility, RouterLink, StateView, ageInYears, formatDateTime } from '@emr/shared-ui';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePatientDateOfBirth } from '../../shared/people.resource.ts';
import type { Visit } from '../../shared/visit.resource.ts';
import { VITAL_COLUMNS, type VisitVitals, useVisitVitals } from './visitVitals.resource.ts';

const useStyles = makeStyles({
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // a long flag (a translation) wraps inside its badge, which grows with it
  flag: { height: 'auto', minHeight: '20px', paddingBlock: tokens.spacingVerticalXXS },
  add: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
});

export interface VisitVitalsPanelProps {
  visit: Visit;
}

export function VisitVitalsPanel({ visit }: VisitVitalsPanelProps) {
  return (
    <RequireAbility can={{ action: 'read', subject: 'Vitals' }}>
      <VisitVitalsList visit={visit} />
    </RequireAbility>
  );
}

function VisitVitalsList({ visit }: VisitVitalsPanelProps) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  // a child's flags are not an adult's: the readings show once the patient's age is known
  const patient = usePatientDateOfBirth(visit.patientId);
  const list = useVisitVitals(visit.id, ageInYears(patient.dateOfBirth));
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '—' : <Bidi>{value.toLocaleString(i18n.language)}</Bidi>);
  const columns: DataTableColumn<VisitVitals>[] = [
    { id: 'takenAt', header: t('visitPage.Vitals.takenAt'), cell: (r) => <Bidi>{formatDateTime(r.takenAt, i18n.language)}</Bidi>, sortValue: (r) => r.takenAt },
    ...VITAL_COLUMNS.map((key): DataTableColumn<VisitVitals> => ({ id: key, header: t(`visitPage.Vitals.${key}`), cell: (r) => number(r.values[key]) })),
    { id: 'bmi', header: t('visitPage.Vitals.bmi'), cell: (r) => number(r.bmi) },
    {
      id: 'flags',
      header: t('visitPage.Vitals.flags'),
      cell: (r) =>
        r.flagged.length ? (
          <span className={styles.flags}>
            {r.flagged.map(({ key, direction }) => (
              <Badge key={key} color="danger" appearance="tint" shape="rounded" className={styles.flag}>
                {t(`visitPage.Vitals.${direction}`, { value: t(`visitPage.Vitals.${key}`) })}
              </Badge>
            ))}
          </span>
        ) : (
          t('visitPage.Vitals.inRange')
        ),
    },
  ];
  const add = <RouterLink to={paths.patientSubPage(visit.patientId, 'Vitals')}>{t('visitPage.Vitals.add')}</RouterLink>;
  return (
    <StateView isLoading={list.isLoading || patient.isLoading} error={list.error} isEmpty={!list.isLoading && !list.readings.length} onRetry={() => void list.refetch()} emptyTitle={t('visitPage.Vitals.empty')} emptyAction={add}>
      <span className={styles.add}>{add}</span>
      <DataTable items={list.readings} columns={columns} getRowId={(r) => r.id} ariaLabel={t('visitPage.Vitals.tableLabel')} />
    </StateView>
  );
}
