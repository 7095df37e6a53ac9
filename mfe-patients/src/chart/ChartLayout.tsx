/**
 * /apps/patient/{PatientID}: one patient's chart. The patient is loaded by PatientID (four
 * states; an unknown PatientID gets a not-found panel); the banner and the chart navigation
 * stay above every sub-page, which renders in the outlet.
 */
import { type AppAbility, paths } from '@emr/domain';
import { MessagePanel, StateView, useAbility } from '@emr/shared-ui';
import { Button, Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { usePatient } from '../patients/patient.resource.ts';
import { ChartNav } from './banner/ChartNav.tsx';
import { PatientBanner } from './banner/PatientBanner.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column' },
});

function PatientNotFound({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  return (
    <MessagePanel
      title={t('chart.notFound.title')}
      body={t('chart.notFound.body', { patientId })}
      action={<Button onClick={() => void navigate(paths.patientsList())}>{t('guard.toPatients')}</Button>}
    />
  );
}

export function ChartLayout() {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const { patientId = '' } = useParams();
  const ability = useAbility<AppAbility>();
  const { patient, isLoading, error, refetch } = usePatient(patientId);

  if (isLoading || error) {
    return (
      <div className={styles.root}>
        {error && (
          <Text as="h1" size={600} weight="semibold">
            {t('chart.loadError')}
          </Text>
        )}
        <StateView isLoading={isLoading} error={error} isEmpty={false} onRetry={() => void refetch()}>
          {null}
        </StateView>
      </div>
    );
  }
  if (!patient) return ability.can('read', 'Patient') ? <PatientNotFound patientId={patientId} /> : null;
  return (
    <div className={styles.root}>
      <PatientBanner patient={patient} />
      <ChartNav patientId={patient.patientId} />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
