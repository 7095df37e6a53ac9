/**
 * The chart's sub-pages (spec §2), relative to /apps/patient/{PatientID}: each behind the read
 * permission of the record kind it shows, and each loaded when first opened (the chart's banner
 * and summary come with the remote; a sub-page brings its own code, charts and forms).
 */
import { type RemoteRoute, lazyPage } from '@emr/shared-ui';
import { RECORD_KINDS } from './records/recordKinds.ts';

const RecordSubPage = lazyPage(() => import('./records/RecordSubPage.tsx').then((m) => m.RecordSubPage));
const MedicationsPage = lazyPage(() => import('../clinical/medications/MedicationsPage.tsx').then((m) => m.MedicationsPage));
const MedicationEditPage = lazyPage(() => import('../clinical/medications/MedicationEditPage.tsx').then((m) => m.MedicationEditPage));
const MedicationHistoryPage = lazyPage(() => import('../clinical/medications/MedicationHistoryPage.tsx').then((m) => m.MedicationHistoryPage));
const PatientLabsPage = lazyPage(() => import('../clinical/labs/PatientLabsPage.tsx').then((m) => m.PatientLabsPage));
const AggregateResultsPage = lazyPage(() => import('../clinical/labs/AggregateResultsPage.tsx').then((m) => m.AggregateResultsPage));
const VitalsPage = lazyPage(() => import('../clinical/vitals/VitalsPage.tsx').then((m) => m.VitalsPage));
const AccessLogPage = lazyPage(() => import('./access/AccessLogPage.tsx').then((m) => m.AccessLogPage));

export const CHART_SUB_PAGE_ROUTES: RemoteRoute[] = [
  // the simple sub-pages: one generic page per configured record kind
  ...RECORD_KINDS.map((config): RemoteRoute => ({ path: config.page, can: { action: 'read', subject: config.kind }, element: <RecordSubPage config={config} /> })),
  { path: 'PatientCurrentMedications', can: { action: 'read', subject: 'Medication' }, element: <MedicationsPage currentOnly /> },
  { path: 'PatientMedications', can: { action: 'read', subject: 'Medication' }, element: <MedicationsPage /> },
  { path: 'PatientMedicationEdit/:medicationId', can: { action: 'read', subject: 'Medication' }, element: <MedicationEditPage /> },
  { path: 'PatientMedicationHistory/:medicationId', can: { action: 'read', subject: 'Medication' }, element: <MedicationHistoryPage /> },
  { path: 'PatientLabs', can: { action: 'read', subject: 'Lab' }, element: <PatientLabsPage /> },
  { path: 'AggregateResults', can: { action: 'read', subject: 'Lab' }, element: <AggregateResultsPage /> },
  { path: 'Vitals', can: { action: 'read', subject: 'Vitals' }, element: <VitalsPage /> },
  // admin only (only admin reads the access log)
  { path: 'AccessLog', can: { action: 'read', subject: 'AccessLog' }, element: <AccessLogPage /> },
];
