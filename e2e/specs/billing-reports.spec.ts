/**
 * The billing reports from the server's stamped ledger, as billing@northside.demo: a claim billed
 * and adjudicated in a month of its own (the demo's claims are elsewhere) shows in production by
 * month and by code, its denied line in denials by reason and the claim behind it opens; the CSV
 * says what the table says; printed, the report is alone on the sheet.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { billedClaim } from '../fixtures/billing.ts';
import { BILLING } from '../fixtures/patients.ts';
import { BillingReportsPage } from '../pages/BillingReportsPage.ts';

test('production by month and by code, denials by reason, CSV and print from the stamped ledger', async ({ page }) => {
  // a month of its own, years before the demo's claims
  const year = 2001 + Math.floor(Math.random() * 14);
  const month = String(1 + Math.floor(Math.random() * 11)).padStart(2, '0');
  const next = String(Number(month) + 1).padStart(2, '0');
  const claim = await billedClaim(`${year}-${month}-10`, `${year}-${next}-05`);
  const label = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${year}-${month}-01T00:00:00Z`));

  await signedIn(page, BILLING);
  await expect(page).toHaveURL('/apps/claim/add');
  const reports = new BillingReportsPage(page);
  await reports.open('production');
  await reports.setPeriod(`${year}-${month}-01`, `${year}-${month}-28`);
  // the report adds up whole months and says so: the 28th shows as the month's last day
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10));

  await expect(reports.rows('Production by month')).toHaveText([`${label}1$215.50$90.00$30.00$95.50`, 'All1$215.50$90.00$30.00$95.50']);
  expect(await reports.csv()).toContain(`${label},1,215.50,90.00,30.00,95.50`);

  await page.getByRole('tab', { name: 'Production by code' }).click();
  await expect(reports.rows('Production by code')).toHaveText(['9921411$180.00$90.00$30.00', '8502511$35.50$0.00$0.00', 'All12$215.50$90.00$30.00']);

  // printed: the report's title, period, chart and table, nothing of the page around it
  await page.emulateMedia({ media: 'print' });
  await expect(reports.table('Production by code')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Production by month' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('tab', { name: 'Denials' }).click();
  await reports.setPeriod(`${year}-${next}-01`, `${year}-${next}-28`);
  await expect(reports.rows('Denials by reason')).toHaveText(['CO-5011', 'All11']);
  await reports.table('Denials by reason').getByRole('button', { name: /^CO-50, Claims: 1, 1 claim/ }).click();
  await page.getByRole('table', { name: 'Claims behind CO-50 · Claims' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/apps/claim/add\\?claimId=${claim.claimId}$`));
});
