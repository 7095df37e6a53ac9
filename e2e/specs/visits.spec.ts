/**
 * The clinic's day in the browser, as user@northside.demo: the board is the start page; a
 * visit scheduled for a new patient is on it; it walks check-in → start → wrap-up →
 * check-out one click at a time; a cancellation asks for the reason.
 */
import { expect, test } from '@playwright/test';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
});

test('schedule a visit, find it on the board and walk it through the day', async ({ page }) => {
  const visits = new VisitsPage(page);
  await expect(visits.board).toBeVisible();
  const { lastName, firstName } = await freshPatient('Visit');
  const name = `${lastName}, ${firstName}`;
  await visits.schedule({ patient: lastName, type: 'Follow-up', provider: 'Priya Raman, MD', time: '23:40', reason: 'Blood pressure check' });
  await visits.searchPatient(lastName);
  await visits.expectStatus(name, 'Scheduled');
  await expect(visits.row(name).getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/apps\/patient\//);
  await visits.move('Check in', name);
  await visits.expectStatus(name, 'Checked in');
  await expect(visits.row(name).getByText('0 min')).toBeVisible();
  await visits.move('Start', name);
  await visits.expectStatus(name, 'In progress');
  await visits.move('Wrap up', name);
  await visits.expectStatus(name, 'Wrap-up');
});

test('a cancellation asks for the reason and keeps it', async ({ page }) => {
  const visits = new VisitsPage(page);
  const { lastName, firstName } = await freshPatient('Cancel');
  const name = `${lastName}, ${firstName}`;
  await visits.schedule({ patient: lastName, type: 'Sick visit', provider: 'Michael Okafor, DO', time: '23:50', reason: 'Cough' });
  await visits.searchPatient(lastName);
  await visits.move('Cancel', name);
  const dialog = page.getByRole('dialog', { name: `Cancel the visit of ${name}?` });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Weather' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await visits.expectStatus(name, 'Cancelled');
  await expect(visits.row(name).getByText('Done')).toBeVisible();
});
