/**
 * Every page of the billing remote, in English and right to left in Arabic: the page meant (its
 * own heading, in its language), nothing loading, no serious or critical axe violation (colour
 * contrast: the browser scans, e2e/specs/billing-accessibility.spec.ts).
 */
import { paths } from '@emr/domain';
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, translated } from '@emr/shared-ui/testing';
import { OPEN_CLAIMS, SEED, renderBilling, resetRemote, withTotals } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  renderIn('en');
});

const PLAN = {
  EntityType: 'PaymentPlan' as const, id: 'pp-1', PaymentPlanID: 'PP-NS-0001', PatientID: 'NS-000001', Status: 'Active', TotalAmount: 120, AmountPaid: 40, TermMonths: '3',
  NextDueDate: '2026-12-01T00:00:00.000Z', Timestamp: '2026-08-01T00:00:00.000Z', LinkedClaims: JSON.stringify(['c-old']),
};
const ROWS = withTotals([...SEED, ...OPEN_CLAIMS.filter((row) => row.EntityType === 'Claim' || row.EntityType === 'Charge'), PLAN]);

/** [page, path, its heading's key and values] */
const PAGES: [string, string, string, Record<string, string>][] = [
  ['a new claim', paths.claimAdd(), 'billing:claim.title', {}],
  ['a draft claim', paths.claimAdd({ claimId: 'c-1' }), 'billing:claim.titleOf', { number: 'CLM-NS-00001' }],
  ['a submitted claim', paths.claimAdd({ claimId: 'c-3' }), 'billing:claim.titleOf', { number: 'CLM-NS-00011' }],
  ['posting on a claim', paths.paymentAdd({ claimId: 'c-3' }), 'billing:payment.title', {}],
  ['a patient payment', paths.paymentAdd({ patientId: 'NS-000001' }), 'billing:payment.title', {}],
  ['a new plan', paths.paymentPlanAdd({ patientId: 'NS-000001' }), 'billing:plan.addTitle', {}],
  ['the plans', paths.paymentPlans(), 'billing:plans.title', {}],
  ['a plan', paths.paymentPlan('pp-1'), 'billing:plan.titleOf', { id: 'PP-NS-0001' }],
  ['the reports', paths.billingReports(), 'billing:reports.title', {}],
  ['production', `${paths.billingReports()}?report=production`, 'billing:reports.title', {}],
  ['the fee schedule', paths.feeSchedule(), 'billing:fees.title', {}],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(PAGES)('%s', async (_name, path, key, values) => {
    renderIn(language);
    renderBilling({ path, seed: ROWS });
    expect(await pageAxeViolations(translated(language, key, values), language)).toEqual([]);
  });
});
