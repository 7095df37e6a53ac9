/**
 * The clinic's fee schedule, as billing@northside.demo: the nav opens it; an entry the form refuses
 * (a code that is not one, a price of 0), then a good one; on a draft claim the new code fills its
 * line's description and charge (price × units), the sent visit's uncharged line is filled from the
 * schedule, and the claim is submitted with those amounts.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { draftClaim } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';
import { BillingPage } from '../pages/BillingPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

test('a fee schedule entry prices a claim line, and the claim is submitted with it', async ({ page }) => {
  const claim = await draftClaim(clinicDay(-2));
  // a HCPCS-shaped code no other run holds active (temporary Q codes are not in the demo schedule)
  const code = `Q${String(Date.now() % 10_000).padStart(4, '0')}`;
  await signedIn(page, BILLING);
  await expect(page).toHaveURL('/apps/claim/add');

  await new ShellPage(page).mainNav.getByRole('link', { name: 'Fee schedule' }).click();
  await expect(page).toHaveURL('/apps/billing/feeschedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Fee schedule' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Active' }).getByRole('row', { name: /^99490/ })).toContainText('CCM, clinical staff, first 20 minutes');

  await page.getByRole('button', { name: 'Add an entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New fee schedule entry' });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill('9949');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('0');
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(dialog.getByText('Code must look like 99213 / J3420.')).toBeVisible();
  await expect(dialog.getByText('Price must be from 0.01 to 99999.99.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Short description/ }).fill('Compounded drug, per dose');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('12.35');
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  const billing = new BillingPage(page);
  await expect(billing.toast(`${code} saved`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a code or description' }).fill(code);
  await expect(page.getByRole('table', { name: 'Active' }).getByRole('row', { name: new RegExp(`^${code}`) })).toContainText('$12.35');

  // the draft from a sent visit: its uncharged 85025 line is priced from the schedule ($35.50)
  await billing.openClaim(claim.claimId);
  await page.getByRole('button', { name: 'Fill the missing charges from the fee schedule' }).click();
  await expect(billing.field('Line 2 charge')).toHaveValue('35.50');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await billing.setField('Line 3 code', code);
  await expect(billing.field('Line 3 description')).toHaveValue('Compounded drug, per dose');
  await billing.setField('Line 3 units', '3');
  await expect(billing.field('Line 3 charge')).toHaveValue('37.05');
  await page.getByRole('combobox', { name: 'Insurance' }).selectOption({ index: 1 });
  await billing.setField('Line 1 diagnosis pointers', 'A');
  await expect(page.getByText('The scrubber finds nothing a payer would reject.')).toBeVisible();
  await expect(page.getByText('Total charges $252.55')).toBeVisible();
  await billing.submitClaim();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(billing.field('Line 3 charge')).toHaveValue('37.05');
  await expect(page.getByText('Balance $252.55')).toBeVisible();
});
