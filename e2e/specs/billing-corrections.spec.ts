/**
 * Corrections and cancellations, as billing@northside.demo: a claim the clearinghouse rejected is
 * corrected with a reason and resubmitted (its history keeps the value before); a payment plan's
 * statement lists what was paid, and the plan is cancelled with a reason (nothing due after).
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { draftClaim, paymentPlan, setClaimStatus } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';
import { BillingPage } from '../pages/BillingPage.ts';

test('a rejected claim is corrected and resubmitted; a plan prints its statement and is cancelled with a reason', async ({ page }) => {
  const claim = await draftClaim(clinicDay(-3));
  await signedIn(page, BILLING);
  await expect(page).toHaveURL('/apps/claim/add');
  const billing = new BillingPage(page);

  // the draft fixed and submitted, then rejected by the clearinghouse
  await billing.openClaim(claim.claimId);
  await page.getByRole('combobox', { name: 'Insurance' }).selectOption({ index: 1 });
  await billing.setField('Line 1 diagnosis pointers', 'A');
  await billing.setField('Line 2 charge', '35.50');
  await billing.submitClaim();
  await setClaimStatus(claim.claimId, 'Rejected', 'Invalid member ID for payer');

  await billing.openClaim(claim.claimId);
  await expect(page.getByText('The clearinghouse rejected this claim. Invalid member ID for payer')).toBeVisible();
  await page.getByRole('button', { name: 'Correct and resubmit' }).click();
  await billing.setField('Member ID', 'W900100299');
  await page.getByRole('textbox', { name: /Why it is corrected/ }).fill('Member ID from the new card');
  await page.getByRole('button', { name: 'Resubmit the corrected claim' }).click();
  await expect(billing.toast('Corrected claim resubmitted')).toBeVisible();
  const history = page.getByRole('table', { name: 'History of this claim' });
  await expect(history).toContainText('Corrected MemberID (before: MemberID: W900100200)');
  await expect(history).toContainText('Submitted again (resubmission 1)');
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  // a plan: its statement, then cancelled
  const planId = await paymentPlan(claim, clinicDay(20));
  await page.goto(`/apps/payment/paymentplan/${planId}`);
  await page.getByRole('button', { name: 'Show the statement' }).click();
  const statement = page.getByRole('region', { name: /^Statement of payment plan PP-/ });
  await expect(statement).toContainText('Nothing was paid toward this plan yet.');
  await expect(statement.getByRole('table', { name: 'Instalments' }).getByRole('row')).toHaveCount(4);
  await page.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the plan…' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Cancel the plan…' }).click();
  await page.getByRole('textbox', { name: /Why the plan is cancelled/ }).fill('Balance moved to a new plan');
  await page.getByRole('button', { name: 'Cancel the plan', exact: true }).click();
  await expect(billing.toast('Payment plan cancelled')).toBeVisible();
  await expect(page.getByText(/^Cancelled on .* by .*: Balance moved to a new plan$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Schedule' }).getByText('Not due (plan cancelled)')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Record the instalment' })).toBeHidden();
});
