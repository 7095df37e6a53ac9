/**
 * The patients remote: the patient list, registration and one patient's chart. Its route list
 * (spec §2) under its catalog prefixes: the list and the chart's frame and summary come in the
 * remote's first chunk; the forms and every chart sub-page load when first opened.
 */
import { paths, routePattern } from '@emr/domain';
import { createRemoteApp, lazyPage } from '@emr/shared-ui';
import { ChartLayout } from './chart/ChartLayout.tsx';
import { ChartSummary } from './chart/ChartSummary.tsx';
import { CHART_SUB_PAGE_ROUTES } from './chart/subPageRoutes.tsx';
import { PatientListPage } from './patients/PatientListPage.tsx';
import { patientsTranslations } from './translations/index.ts';

const PatientFormPage = lazyPage(() => import('./patients/PatientFormPage.tsx').then((m) => m.PatientFormPage));

export const patientsApp = createRemoteApp({
  module: 'patients',
  namespace: 'patients',
  home: { path: paths.patientsList(), labelKey: 'guard.toPatients', can: { action: 'read', subject: 'Patient' } },
  translations: patientsTranslations,
  routes: [
    { path: paths.patientsList(), can: { action: 'read', subject: 'Patient' }, element: <PatientListPage /> },
    { path: paths.patientAdd(), can: { action: 'create', subject: 'Patient' }, element: <PatientFormPage /> },
    // billing staff open it for the insurance sections; each section checks its own permission
    { path: routePattern(paths.patientEdit, 'patientId'), can: { action: 'read', subject: 'Patient' }, element: <PatientFormPage /> },
    {
      path: routePattern(paths.patientChart, 'patientId'),
      can: { action: 'read', subject: 'Patient' },
      element: <ChartLayout />,
      children: [{ index: true, can: { action: 'read', subject: 'Patient' }, element: <ChartSummary /> }, ...CHART_SUB_PAGE_ROUTES],
    },
  ],
});
