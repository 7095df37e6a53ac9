/**
 * The access log in the browser: a clinician opens a patient's chart and changes an allergy;
 * the clinic's administrator sees both in the chart's "Access log", by person; a clinician has
 * no such page.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { CLINICIAN, freshPatient, staffFullName } from '../fixtures/patients.ts';
import { PatientChartPage } from '../pages/PatientChartPage.ts';

const ADMIN = 'admin@northside.demo';

async function signIn(page: Page, email: string): Promise<void> {
  await signedIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}

test('an administrator sees who opened and who changed a patient’s records; a clinician has no access log', async ({ browser }) => {
  const { patientId } = await freshPatient('Access');
  const clinicianName = await staffFullName(CLINICIAN);

  const clinician = await browser.newPage();
  await signIn(clinician, CLINICIAN);
  const chart = new PatientChartPage(clinician);
  await chart.goto(patientId);
  await chart.open('Allergies');
  await chart.section('Allergies').getByRole('button', { name: 'Add allergy' }).click();
  await chart.dialog('Add allergy').getByRole('combobox', { name: 'Allergen', exact: true }).fill('Latex');
  await chart.dialog('Add allergy').getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('The allergy was added')).toBeVisible();
  await expect(chart.nav.getByRole('link', { name: 'Access log' })).toHaveCount(0);
  await clinician.close();

  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  const adminChart = new PatientChartPage(admin);
  await adminChart.goto(patientId);
  await adminChart.open('Access log');
  await admin.getByRole('combobox', { name: 'Staff member' }).selectOption({ label: clinicianName });
  const views = admin.getByRole('table', { name: 'Views' });
  await expect(views.getByRole('row').filter({ hasText: 'Demographics' })).toHaveCount(1);
  await expect(views.getByRole('row').filter({ hasText: 'Demographics' })).toContainText(clinicianName);
  await expect(views.getByRole('row').filter({ hasText: 'Allergy' })).toContainText('Viewed');

  await admin.getByRole('tab', { name: 'Changes' }).click();
  const changes = admin.getByRole('table', { name: 'Changes' });
  // the registration (through the API) and the new allergy
  await expect(changes.getByRole('row').filter({ hasText: 'Demographics' })).toContainText('Created');
  const allergy = changes.getByRole('row').filter({ hasText: 'Allergy' });
  await expect(allergy).toContainText('Created');
  await expect(allergy).toContainText(clinicianName);
});
