/**
 * /apps/patients/add and /apps/patient/edit/:patientId: one page for registration and edit.
 * Registration captures demographics only; once the patient exists (and has the PatientID the
 * server assigned) the new chart opens; insurances and pharmacies are added on the edit page.
 * The edit page also shows the status history the server keeps.
 */
import { type AppAbility, paths } from '@emr/domain';
import { PageHeader, StateView, useAbility } from '@emr/shared-ui';
import { Button, Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { InsuranceSection } from './InsuranceSection.tsx';
import { type Patient, usePatient } from './patient.resource.ts';
import { PatientForm } from './PatientForm.tsx';
import { PharmacySection } from './PharmacySection.tsx';
import { StatusHistoryTimeline } from './StatusHistoryTimeline.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
});

export function PatientFormPage() {
  const { patientId } = useParams();
  return patientId ? <PatientEditPage patientId={patientId} /> : <PatientAddPage />;
}

function PatientAddPage() {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <PageHeader title={t('form.addTitle')} subtitle={t('form.addSubtitle')} />
      <PatientForm patient={null} />
    </div>
  );
}

interface PatientEditPageProps {
  patientId: string;
}

function PatientEditPage({ patientId }: PatientEditPageProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const { patient, isLoading, error, refetch } = usePatient(patientId);
  return (
    <div className={styles.page}>
      <PageHeader title={patient ? t('form.editTitleNamed', { name: patient.fullName }) : t('form.editTitle')} subtitle={patient ? patient.patientId : undefined} />
      <StateView
        isLoading={isLoading}
        error={error}
        isEmpty={!patient}
        onRetry={() => void refetch()}
        emptyTitle={t('form.notFound', { patientId })}
        emptyAction={<Button onClick={() => navigate(paths.patientsList())}>{t('form.toList')}</Button>}
      >
        {patient && <PatientEditSections patient={patient} onConflict={() => void refetch()} />}
      </StateView>
    </div>
  );
}

interface PatientEditSectionsProps {
  patient: Patient;
  onConflict: () => void;
}

function PatientEditSections({ patient, onConflict }: PatientEditSectionsProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const historyHeading = useId();
  return (
    <>
      <PatientForm key={patient.id} patient={patient} readOnly={!ability.can('update', 'Patient')} onConflict={onConflict} />
      <Divider />
      <section className={styles.section} aria-labelledby={historyHeading}>
        <Text as="h2" id={historyHeading} size={500} weight="semibold" className={styles.heading}>
          {t('statusHistory.title')}
        </Text>
        <StatusHistoryTimeline history={patient.statusHistory} headingId={historyHeading} />
      </section>
      <Divider />
      <InsuranceSection patientId={patient.patientId} />
      <Divider />
      <PharmacySection patientId={patient.patientId} />
    </>
  );
}
