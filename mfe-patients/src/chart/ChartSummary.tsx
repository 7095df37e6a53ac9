/**
 * The chart's index page: small cards, each with its own limited query, so the summary appears
 * quickly however long the chart is. A role sees only the cards of kinds it may read (billing:
 * insurance only; its clinical queries are never sent).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { AllergiesCard, DiagnosesCard, LabsCard, MedicationsCard, VitalsCard } from './summary/ClinicalCards.tsx';
import { InsuranceCard, TasksCard, VisitsCard } from './summary/ScheduleCards.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalM },
});

export function ChartSummary() {
  const styles = useStyles();
  const { patientId = '' } = useParams();
  return (
    <div>
      <div className={styles.grid}>
        <DiagnosesCard patientId={patientId} />
        <MedicationsCard patientId={patientId} />
        <AllergiesCard patientId={patientId} />
        <VitalsCard patientId={patientId} />
        <LabsCard patientId={patientId} />
        <VisitsCard patientId={patientId} />
        <TasksCard patientId={patientId} />
        <InsuranceCard patientId={patientId} />
      </div>
    </div>
  );
}
