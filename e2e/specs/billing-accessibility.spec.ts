/**
 * axe-core on the billing remote's pages (a new claim, a draft claim with its scrubber findings and
 * its CMS-1500, the EOB posting, the patient payment, a new plan, the plans, one plan with its
 * statement and the cancel form open, the aging report with the claims behind a figure opened,
 * production with its chart and the claims behind a figure, denials, plan collections and program
 * revenue, the fee schedule and its entry form): 0 serious or critical violations, every rule in
 * light and colour contrast in dark (fixtures/axe.ts).
 */
import { expect, test } from '../fixtures/test.ts';
import { type Page } from '@playwright/test';
import { type Scan, partOf, scanPages, signInForScans } from '../fixtures/axe.ts';
import { type DraftClaim, draftClaim, paymentPlan } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';

let claim: DraftClaim;
let planId: string;

test.beforeAll(async () => {
  claim = await draftClaim('2026-11-02');
  planId = await paymentPlan(claim, '2026-10-15');
});

function scansOf(page: Page): Scan[] {
  return [
    { path: '/apps/claim/add', heading: 'New claim' },
    {
      path: `/apps/claim/add?claimId=${claim.claimId}`,
      heading: /^Claim CLM-/,
      then: async () => {
        await expect(page.locator('ul[aria-labelledby="claim-scrubber-title"] li')).toHaveCount(3);
        await page.getByRole('button', { name: /CMS-1500/ }).first().click();
        await expect(page.locator('section.billing-cms1500')).toBeVisible();
      },
    },
    { path: `/apps/payment/add?claimId=${claim.claimId}`, heading: 'Post a payment', then: () => expect(page.locator('table').first()).toBeVisible() },
    {
      path: `/apps/payment/add?patientId=${claim.patientId}`,
      heading: 'Post a payment',
      then: async () => {
        await page.getByRole('tab').nth(1).click();
        await expect(page.locator('[role="progressbar"][aria-label]')).toHaveCount(0);
      },
    },
    { path: `/apps/payment/addpaymentplan?patientId=${claim.patientId}`, heading: 'New payment plan' },
    { path: '/apps/payment/managepaymentplan', heading: 'Payment plans', then: () => expect(page.locator('table')).toBeVisible() },
    {
      path: `/apps/payment/paymentplan/${planId}`,
      heading: /^Payment plan PP-/,
      then: async () => {
        await expect(page.locator('table')).toBeVisible();
        await page.locator('main button[aria-expanded]').click();
        await page.locator('.emr-DangerButton').click();
        await expect(page.locator('section.billing-plan-statement table')).toBeVisible();
        await expect(page.locator('textarea')).toBeVisible();
      },
    },
    {
      path: '/apps/billing/reports',
      heading: 'Billing reports',
      then: async () => {
        await page.locator('table button').first().click();
        await expect(page.locator('section[aria-labelledby="aging-claims-title"] table')).toBeVisible();
      },
    },
    {
      path: '/apps/billing/reports?report=production',
      heading: 'Billing reports',
      then: async () => {
        await expect(page.locator('.recharts-wrapper')).toBeVisible();
        await page.locator('table button').first().click();
        await expect(page.locator('table')).toHaveCount(2);
      },
    },
    ...['denials', 'collections', 'programs'].map((report) => ({ path: `/apps/billing/reports?report=${report}`, heading: 'Billing reports', then: () => expect(page.locator('.recharts-wrapper')).toBeVisible() })),
    // the fee schedule, then its entry form refusing an empty entry
    { path: '/apps/billing/feeschedule', heading: 'Fee schedule', then: () => expect(page.locator('main table tbody tr').first()).toBeVisible() },
    {
      path: '/apps/billing/feeschedule',
      heading: 'Fee schedule',
      label: '/apps/billing/feeschedule (entry form)',
      then: async () => {
        await page.locator('main header button.fui-Button').first().click();
        await page.locator('[role="dialog"] button[type="submit"]').click();
        await expect(page.locator('[role="dialog"] .fui-Field__validationMessage')).toHaveCount(3);
      },
    },
  ];
}

const PARTS = 2;
for (let part = 0; part < PARTS; part++) {
  test(`every billing page, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInForScans(page, BILLING);
    expect(await scanPages(page, partOf(scansOf(page), part, PARTS))).toEqual([]);
  });
}
