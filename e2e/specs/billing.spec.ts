/**
 * The biller's day, as billing@northside.demo: open a draft claim → fix what the scrubber lists →
 * submit → post an EOB with a deductible and a contractual adjustment → the balance and the
 * patient responsibility match → a 6-month plan for the rest → the first instalment → the aging
 * report moves the amount, and its CSV says what the table says.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { draftClaim } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';
import { BillingPage } from '../pages/BillingPage.ts';

test('a draft claim is scrubbed, fixed, submitted and an EOB posted on it balances to the cent', async ({ page }) => {
  const serviceDate = clinicDay(-5);
  const { claimId, patientId } = await draftClaim(serviceDate);
  await signedIn(page, BILLING);
  await expect(page).toHaveURL('/apps/claim/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New claim' })).toBeVisible();

  const billing = new BillingPage(page);
  await billing.openClaim(claimId);
  await expect(billing.scrubberFindings).toHaveText(['The member ID is missing.', 'Line 1 points to no diagnosis.', 'Line 2: the charge is 0.']);
  await expect(page.getByRole('button', { name: 'Submit claim' })).toHaveAttribute('aria-disabled', 'true');

  // the patient's one coverage (its label isolates the Latin payer name for right-to-left pages)
  await page.getByRole('combobox', { name: 'Insurance' }).selectOption({ index: 1 });
  await expect(billing.field('Member ID')).toHaveValue('W900100200');
  await billing.setField('Line 1 diagnosis pointers', 'AB');
  await billing.setField('Line 2 charge', '35.50');
  await expect(page.getByText('The scrubber finds nothing a payer would reject.')).toBeVisible();
  await expect(page.getByText('Total charges $215.50')).toBeVisible();
  await billing.submitClaim();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  // printed, the CMS-1500 form is alone on the sheet
  await page.getByRole('button', { name: 'Show the CMS-1500 form' }).click();
  const form = page.getByRole('region', { name: 'The claim on the CMS-1500 form' });
  await expect(form).toContainText('W900100200');
  await expect(form).toContainText('28. TOTAL CHARGE$ 215.50');
  await page.emulateMedia({ media: 'print' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit claim' }).or(page.getByRole('link', { name: 'Post a payment on this claim' }))).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Post a payment on this claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a payment' })).toBeVisible();
  await billing.eobBox('Allowed', 1, '99214').fill('150');
  await billing.eobBox('Paid', 1, '99214').fill('90');
  await billing.eobBox('Deductible', 1, '99214').fill('40');
  await billing.eobBox('Coinsurance', 1, '99214').fill('20');
  await billing.eobBox('Adjustment', 1, '99214').fill('30');
  await page.getByRole('textbox', { name: 'Reason, line 1 (99214)' }).fill('CO-45');
  await billing.eobBox('Adjustment', 2, '85025').fill('35.50');
  await billing.setField('Batch number', 'ERA-AET-20261120');
  await billing.setField('Check or EFT number', 'EFT778812');
  await expect(billing.previewRow('Balance')).toContainText('$215.50');
  await expect(billing.previewRow('Balance')).toContainText('$60.00');
  await expect(billing.previewRow('Patient responsibility')).toContainText('$60.00');
  await page.getByRole('button', { name: 'Post the payment' }).click();
  await expect(billing.toast('Payment posted')).toBeVisible();
  // posted: the postings are the claim's "before" now
  await expect(billing.previewRow('Balance')).toHaveText(/^Balance\s*\$60\.00\s*\$60\.00$/);
  await expect(billing.previewRow('Payments')).toHaveText(/^Payments\s*\$90\.00\s*\$90\.00$/);
  await expect(billing.previewRow('Adjustments')).toHaveText(/^Adjustments\s*\$65\.50\s*\$65\.50$/);

  // the server moved the claim and stamped its balance from the same arithmetic
  await billing.openClaim(claimId);
  await expect(page.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Balance $60.00')).toBeVisible();

  // the patient's $60.00 on a 6-month plan: $10.00 a month, the first instalment recorded
  await page.goto(`/apps/payment/addpaymentplan?patientId=${patientId}`);
  await expect(page.getByRole('textbox', { name: 'Plan total ($)' })).toHaveValue('60.00');
  await expect(billing.scheduleRows).toHaveCount(6);
  await expect(billing.scheduleRows.first()).toContainText('$10.00');
  await page.getByRole('button', { name: 'Create the plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment plan PP-/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instalment received ($)' })).toHaveValue('10.00');
  await page.getByRole('button', { name: 'Record the instalment' }).click();
  await expect(billing.toast('Instalment recorded')).toBeVisible();
  await expect(billing.scheduleRows.first()).toContainText('Paid');

  // the aging by patient shows the $50.00 left, in 0–30 days, and opens the claim behind it
  await page.goto('/apps/billing/reports');
  await page.getByRole('tab', { name: 'A/R aging by patient' }).click();
  // a clinic has thousands of patients with a balance: find this one
  await page.getByRole('searchbox', { name: 'Find a patient by PatientID' }).fill(patientId);
  const row = page.getByRole('table', { name: 'A/R aging by patient' }).getByRole('row', { name: new RegExp(`^${patientId}`) });
  await expect(row).toHaveText(new RegExp(`^${patientId}\\$50\\.00\\$0\\.00\\$0\\.00\\$0\\.00\\$0\\.00\\$50\\.00$`));
  await row.getByRole('button', { name: /Total: \$50\.00, 1 claim/ }).click();
  await expect(page.getByRole('table', { name: /^Claims behind/ }).getByRole('link')).toHaveCount(1);

  // the CSV holds the same figures
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`${patientId},50.00,0.00,0.00,0.00,0.00,50.00`);
});
