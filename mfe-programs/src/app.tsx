/**
 * The care programs remote: its route list (spec §2) under /apps/program. The CCM overview
 * (the page the nav opens first) is in the remote's first chunk; the other pages load when
 * opened. Medical programs: their index (who is enrolled), ObesityPatients (weight since
 * enrolment) and StonePatients (stone history and the next 24-hour urine panel).
 */
import { paths } from '@emr/domain';
import type { InjectionProgram } from '@emr/domain/care';
import { createRemoteApp, lazyPage } from '@emr/shared-ui';
import { CcmIndexPage } from './ccm/CcmIndexPage.tsx';
import { programsEn } from './translations/en.ts';

const CcmEnrolledPage = lazyPage(() => import('./ccm/CcmEnrolledPage.tsx').then((m) => m.CcmEnrolledPage));
const CcmMonthPage = lazyPage(() => import('./ccm/CcmMonthPage.tsx').then((m) => m.CcmMonthPage));
const CcmTrackingPage = lazyPage(() => import('./ccm/CcmTrackingPage.tsx').then((m) => m.CcmTrackingPage));
const ProviderTimePage = lazyPage(() => import('./ccm/ProviderTimePage.tsx').then((m) => m.ProviderTimePage));
const CcmBillingPage = lazyPage(() => import('./ccm/CcmBillingPage.tsx').then((m) => m.CcmBillingPage));
const RpmIndexPage = lazyPage(() => import('./rpm/RpmPages.tsx').then((m) => m.RpmIndexPage));
const RpmEnrolledPage = lazyPage(() => import('./rpm/RpmPages.tsx').then((m) => m.RpmEnrolledPage));
const RpmTrackingPage = lazyPage(() => import('./rpm/RpmPages.tsx').then((m) => m.RpmTrackingPage));
const RpmBillingPage = lazyPage(() => import('./rpm/RpmPages.tsx').then((m) => m.RpmBillingPage));
const RpmPatientPage = lazyPage(() => import('./rpm/RpmPatientPage.tsx').then((m) => m.RpmPatientPage));
const InjectionsOverviewPage = lazyPage(() => import('./injections/InjectionPages.tsx').then((m) => m.InjectionsOverviewPage));
const InjectionsRecordPage = lazyPage(() => import('./injections/InjectionPages.tsx').then((m) => m.InjectionsRecordPage));
const ObesityPatientsPage = lazyPage(() => import('./medical/ObesityPatientsPage.tsx').then((m) => m.ObesityPatientsPage));
const StonePatientsPage = lazyPage(() => import('./medical/StonePatientsPage.tsx').then((m) => m.StonePatientsPage));
const ProgramOverviewPage = lazyPage(() => import('./home/ProgramOverviewPage.tsx').then((m) => m.ProgramOverviewPage));

const read = { action: 'read', subject: 'ProgramEnrollment' } as const;
const INJECTION_PROGRAMS: readonly InjectionProgram[] = ['b12', 'flu', 'glp1', 'prolia'];

export const programsApp = createRemoteApp({
  module: 'programs',
  namespace: 'programs',
  home: { path: paths.programPage('ccm'), labelKey: 'guard.toCcm', can: read },
  translations: {
    en: programsEn,
    fr: () => import('./translations/fr.ts').then((m) => m.programsFr),
    ar: () => import('./translations/ar.ts').then((m) => m.programsAr),
  },
  routes: [
    { path: paths.programPage('ccm'), can: read, element: <CcmIndexPage /> },
    { path: paths.programPage('ccm', 'enrolled'), can: read, element: <CcmEnrolledPage /> },
    { path: paths.programPage('ccm', 'ccm'), can: read, element: <CcmMonthPage /> },
    { path: paths.programPage('ccm', 'tracking'), can: read, element: <CcmTrackingPage /> },
    { path: paths.programPage('ccm', 'providertime'), can: read, element: <ProviderTimePage /> },
    { path: paths.programPage('ccm', 'billing'), can: read, element: <CcmBillingPage /> },
    { path: paths.programPage('rpm'), can: read, element: <RpmIndexPage /> },
    { path: paths.programPage('rpm', 'enrolled'), can: read, element: <RpmEnrolledPage /> },
    { path: paths.programPage('rpm', 'rpm'), can: read, element: <RpmPatientPage /> },
    { path: paths.programPage('rpm', 'tracking'), can: read, element: <RpmTrackingPage /> },
    { path: paths.programPage('rpm', 'billing'), can: read, element: <RpmBillingPage /> },
    { path: paths.programPage('injections'), can: read, element: <InjectionsOverviewPage /> },
    ...INJECTION_PROGRAMS.flatMap((program) => [
      { path: paths.programPage(program), can: read, element: <InjectionsOverviewPage program={program} /> },
      { path: paths.programPage(program, 'enrolled'), can: read, element: <InjectionsOverviewPage program={program} title="enrolled" /> },
      { path: paths.programPage(program, 'injections'), can: read, element: <InjectionsRecordPage program={program} /> },
    ]),
    { path: paths.programPage('medical'), can: read, element: <ProgramOverviewPage area="medical" programs={['obesity', 'stone']} /> },
    { path: paths.programPage('medical', 'ObesityPatients'), can: read, element: <ObesityPatientsPage /> },
    { path: paths.programPage('medical', 'StonePatients'), can: read, element: <StonePatientsPage /> },
  ],
});
