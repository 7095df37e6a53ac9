/** The element of each chart sub-page, relative to /apps/patient/{PatientID}. */
import type { Subject } from '@emr/domain';
import { Spinner } from '@fluentui/react-components';
import { type ReactElement, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AggregateResultsPage } from '../clinical/labs/AggregateResultsPage.tsx';
import { PatientLabsPage } from '../clinical/labs/PatientLabsPage.tsx';
import { MedicationEditPage } from '../clinical/medications/MedicationEditPage.tsx';
import { MedicationHistoryPage } from '../clinical/medications/MedicationHistoryPage.tsx';
import { MedicationsPage } from '../clinical/medications/MedicationsPage.tsx';
import { VitalsPage } from '../clinical/vitals/VitalsPage.tsx';
import { SIMPLE_SUB_PAGES } from './records/simpleSubPages.tsx';

// admin only and rarely opened: loaded on first use
const AccessLogPage = lazy(() => import('./access/AccessLogPage.tsx').then((m) => ({ default: m.AccessLogPage })));

function Loading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('state.loading')} />;
}

export interface SubPageRoute {
  path: string;
  subject: Subject;
  element: ReactElement;
}

export const SUB_PAGE_ROUTES: SubPageRoute[] = [
  ...SIMPLE_SUB_PAGES,
  { path: 'PatientCurrentMedications', subject: 'Medication', element: <MedicationsPage currentOnly /> },
  { path: 'PatientMedications', subject: 'Medication', element: <MedicationsPage /> },
  { path: 'PatientMedicationEdit/:medicationId', subject: 'Medication', element: <MedicationEditPage /> },
  { path: 'PatientMedicationHistory/:medicationId', subject: 'Medication', element: <MedicationHistoryPage /> },
  { path: 'PatientLabs', subject: 'Lab', element: <PatientLabsPage /> },
  { path: 'AggregateResults', subject: 'Lab', element: <AggregateResultsPage /> },
  { path: 'Vitals', subject: 'Vitals', element: <VitalsPage /> },
  { path: 'AccessLog', subject: 'AccessLog', element: <Suspense fallback={<Loading />}><AccessLogPage /></Suspense> },
];
