/**
 * axe-core on the billing remote's pages (a new claim, a draft claim with its scrubber findings,
 * the EOB posting, the patient payment, a new plan, the plans, one plan, the aging report with the
 * claims behind a figure opened, a plan with its statement and the cancel form open, production with its chart and the claims behind a figure, denials,
 * plan collections and program revenue, the fee schedule and its entry form): 0 serious or critical violations, light and dark, LTR
 * and RTL. Checked as fixtures/axe.ts says.
 */
import { expect, test } from '../fixtures/test.ts';
import { pageViolations as violations, signInWith } from '../fixtures/axe.ts';
import { type DraftClaim, draftClaim, paymentPlan } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';


let claim: DraftClaim;
let planId: string;

test.beforeAll(async () => {
  claim = await draftClaim('2026-11-02');
  planId = await paymentPlan(claim, '2026-10-15');
});

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`every billing page in ${theme}, ${language === 'ar' ? 'RTL' : 'LTR'}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInWith(page, BILLING, theme, language, '/apps/claim/add');
      const found: string[] = [];
      found.push(...(await violations(page, '/apps/claim/add')));
      found.push(
        ...(await violations(page, `/apps/claim/add?claimId=${claim.claimId}`, async () => {
          await expect(page.locator('ul[aria-labelledby="claim-scrubber-title"] li')).toHaveCount(3);
          await page.getByRole('button', { name: /CMS-1500/ }).first().click();
          await expect(page.locator('section.billing-cms1500')).toBeVisible();
        })),
      );
      found.push(...(await violations(page, `/apps/payment/add?claimId=${claim.claimId}`, () => expect(page.locator('table').first()).toBeVisible())));
      found.push(
        ...(await violations(page, `/apps/payment/add?patientId=${claim.patientId}`, async () => {
          await page.getByRole('tab').nth(1).click();
          await expect(page.locator('[role="progressbar"][aria-label]')).toHaveCount(0);
        })),
      );
      found.push(...(await violations(page, `/apps/payment/addpaymentplan?patientId=${claim.patientId}`)));
      found.push(...(await violations(page, '/apps/payment/managepaymentplan', () => expect(page.locator('table')).toBeVisible())));
      found.push(
        ...(await violations(page, `/apps/payment/paymentplan/${planId}`, async () => {
          await expect(page.locator('table')).toBeVisible();
          await page.locator('main button[aria-expanded]').click();
          await page.locator('.emr-DangerButton').click();
          await expect(page.locator('section.billing-plan-statement table')).toBeVisible();
          await expect(page.locator('textarea')).toBeVisible();
        })),
      );
      found.push(
        ...(await violations(page, '/apps/billing/reports', async () => {
          await page.locator('table button').first().click();
          await expect(page.locator('section[aria-labelledby="aging-claims-title"] table')).toBeVisible();
        })),
      );
      found.push(
        ...(await violations(page, '/apps/billing/reports?report=production', async () => {
          await expect(page.locator('.recharts-wrapper')).toBeVisible();
          await page.locator('table button').first().click();
          await expect(page.locator('table')).toHaveCount(2);
        })),
      );
      for (const report of ['denials', 'collections', 'programs']) {
        found.push(...(await violations(page, `/apps/billing/reports?report=${report}`, () => expect(page.locator('.recharts-wrapper')).toBeVisible())));
      }
      // the fee schedule, then its entry form refusing an empty entry
      found.push(...(await violations(page, '/apps/billing/feeschedule', () => expect(page.locator('main table tbody tr').first()).toBeVisible())));
      found.push(
        ...(await violations(page, '/apps/billing/feeschedule', async () => {
          await page.locator('main header button.fui-Button').first().click();
          await page.locator('[role="dialog"] button[type="submit"]').click();
          await expect(page.locator('[role="dialog"] .fui-Field__validationMessage')).toHaveCount(3);
        })),
      );
      expect(found).toEqual([]);
    });
  }
}
