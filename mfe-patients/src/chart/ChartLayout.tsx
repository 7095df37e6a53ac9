/**
 * /apps/patient/{PatientID}: one patient's chart. The patient is loaded by PatientID (four
 * states; an unknown PatientID gets a not-found panel); the banner and the chart navigation
 * stay above every sub-page, which renders in the outlet.
 */
import type { AppAbility } from '@emr/domain';
import { StateView, useAbility } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { usePatient } from '../patients/patient.resource.ts';
import { paths } from '../routing/paths.ts';
import { ChartNav } from './banner/ChartNav.tsx';
import { PatientBanner } from './banner/PatientBanner.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column' },
  notFound: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

function PatientNotFound({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.notFound}>
      <Text as="h1" size={600} weight="semibold">
        {t('chart.notFound.title')}
      </Text>
      <Text as="p">{t('chart.notFound.body', { patientId })}</Text>
      <Button onClick={() => navigate(paths.list)}>{t('guard.toPatients')}</Button>
    </div>
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
