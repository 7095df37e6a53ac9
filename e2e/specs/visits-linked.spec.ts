/**
 * The visit page adds a chart record in place: the patients remote's own form in the visits
 * remote's page (the `chart-record-form` extension slot, ADR 0044), the record linked to the
 * visit and on the chart; with the patients remote down, the slot says so and the page works.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { scheduledVisit } from '../fixtures/visits.ts';

async function openProcedures(page: Page): Promise<{ patientId: string; lastName: string }> {
  const { token, patientId, lastName } = await freshPatient('Linked');
  const visit = await scheduledVisit(token, patientId, clinicDay());
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto(`/apps/visits/edit/${visit.id}/LinkedProcedures`);
  await expect(page.getByText('No procedures in this chart yet.')).toBeVisible();
  return { patientId, lastName };
}

test('a procedure added from the visit page with the chart’s form is linked to the visit and on the chart', async ({ page }) => {
  const { patientId } = await openProcedures(page);
  await page.getByRole('button', { name: 'New procedure for this visit' }).click();
  const form = page.getByRole('dialog', { name: 'Add procedure' });
  await form.getByRole('button', { name: 'Save' }).click();
  // the chart's rules, in the chart's words
  await expect(form.getByText('Procedure is required.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Procedure/ }).first().fill('Colonoscopy');
  await form.getByLabel(/^Procedure date/).fill(clinicDay());
  await form.getByRole('button', { name: 'Save' }).click();
  // as on the chart, it stays open on the new record for its report
  const saved = page.getByRole('dialog', { name: 'Edit procedure' });
  await expect(saved.getByRole('button', { name: 'Attach a file' })).toBeVisible();
  await saved.getByRole('button', { name: 'Close' }).click();

  const linked = page.getByRole('grid', { name: 'Procedures linked to this visit' });
  await linked.getByRole('link', { name: 'Colonoscopy' }).click();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientProcedures`);
  await expect(page.getByRole('main').getByText('Colonoscopy')).toBeVisible();
});

test('with the patients remote down, the form’s place says it could not load and the visit page keeps working', async ({ page }) => {
  await page.route('**/remotes/mfe-patients/**', (route) => route.abort());
  await openProcedures(page);
  await page.getByRole('button', { name: 'New procedure for this visit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the app could not load' })).toBeVisible();
  await page.getByRole('tab', { name: 'Labs' }).or(page.getByRole('link', { name: 'Labs' })).first().click();
  await expect(page.getByText('No labs in this chart yet.')).toBeVisible();
});
