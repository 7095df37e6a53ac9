/**
 * The billing remote: claims, payment posting, payment plans and billing reports. Its route list
 * (spec §2, and the fee schedule) under its catalog prefixes; the claim page (the billing role's start page) is in the
 * first chunk, the other pages load when opened.
 */
import { paths, routePattern } from '@emr/domain';
import { createRemoteApp, lazyPage } from '@emr/shared-ui';
import { ClaimPage } from './claims/ClaimPage.tsx';
import { billingEn } from './translations/en.ts';

const PaymentAddPage = lazyPage(() => import('./payments/PaymentAddPage.tsx').then((m) => m.PaymentAddPage));
const PaymentPlanAddPage = lazyPage(() => import('./plans/PaymentPlanAddPage.tsx').then((m) => m.PaymentPlanAddPage));
const PaymentPlansPage = lazyPage(() => import('./plans/PaymentPlansPage.tsx').then((m) => m.PaymentPlansPage));
const ReportsPage = lazyPage(() => import('./reports/ReportsPage.tsx').then((m) => m.ReportsPage));
const FeeSchedulePage = lazyPage(() => import('./feeSchedule/FeeSchedulePage.tsx').then((m) => m.FeeSchedulePage));
const PaymentPlanPage = lazyPage(() => import('./plans/PaymentPlanPage.tsx').then((m) => m.PaymentPlanPage));

export const billingApp = createRemoteApp({
  module: 'billing',
  namespace: 'billing',
  home: { path: paths.claimAdd(), labelKey: 'guard.toClaim', can: { action: 'create', subject: 'Claim' } },
  translations: {
    en: billingEn,
    fr: () => import('./translations/fr.ts').then((m) => m.billingFr),
    ar: () => import('./translations/ar.ts').then((m) => m.billingAr),
  },
  routes: [
    { path: paths.claimAdd(), can: { action: 'create', subject: 'Claim' }, element: <ClaimPage /> },
    { path: paths.paymentAdd(), can: { action: 'create', subject: 'Payment' }, element: <PaymentAddPage /> },
    { path: paths.paymentPlanAdd(), can: { action: 'create', subject: 'PaymentPlan' }, element: <PaymentPlanAddPage /> },
    { path: paths.paymentPlans(), can: { action: 'read', subject: 'PaymentPlan' }, element: <PaymentPlansPage /> },
    { path: routePattern(paths.paymentPlan, 'id'), can: { action: 'read', subject: 'PaymentPlan' }, element: <PaymentPlanPage /> },
    { path: paths.billingReports(), can: { action: 'read', subject: 'Claim' }, element: <ReportsPage /> },
    { path: paths.feeSchedule(), can: { action: 'read', subject: 'FeeScheduleEntry' }, element: <FeeSchedulePage /> },
  ],
});
