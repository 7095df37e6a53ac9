/**
 * The clinic's day in the browser, as user@northside.demo: the board is the start page; a
 * visit scheduled for a new patient is on it; it walks check-in → start → note (a reload mid-
 * typing keeps the draft) → diagnosis picked → sign → wrap-up (the note's diagnosis on it), which refuses to complete until nothing is missing →
 * complete (the after-visit summary says the diagnosis in plain words) → send to billing (the draft claim exists, the visit leaves the sending list); a
 * cancellation asks for the reason.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

test.beforeEach(async ({ page }) => {
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
});

test('schedule a visit, find it on the board and walk it through the day', async ({ page }) => {
  const visits = new VisitsPage(page);
  // the board of the clinic's today, with or without visits (a Sunday has none)
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
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

  // the note: typed, reloaded before anything else, still there; then signed
  await visits.row(name).getByRole('link', { name: /^Open the visit of/ }).click();
  await page.getByRole('link', { name: 'Visit note' }).click();
  await visits.section('History of present illness').fill('Headaches for two weeks');
  await page.reload();
  await expect(visits.section('History of present illness')).toHaveValue('Headaches for two weeks');
  await visits.section('Review of systems').pressSequentially('.ros ');
  await expect(visits.section('Review of systems')).toHaveValue(/^Constitutional: no fever/);
  await visits.pickDiagnosis('headache unspecified', 'R51.9 Headache, unspecified');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved at/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign the note' }).click();
  await expect(page.getByText(/a signed note does not change/)).toBeVisible();

  // the wrap-up completes only when nothing is missing
  await page.getByRole('link', { name: 'Wrap-up' }).click();
  await expect(visits.checklist.getByText('Done: the note is signed')).toBeVisible();
  // the note's diagnosis is the wrap-up's, in words
  await expect(visits.checklist.getByText('Done: at least one diagnosis')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Diagnoses of this visit, by claim slot' })).toContainText('R51.9 Headache, unspecified');
  await expect(visits.checklist.getByText('Missing: instructions for the patient')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete the visit' });
  await expect(complete).toBeDisabled();
  await visits.fillWrapUp({ cpt: '99213', pointer: 'A R51.9', instructions: 'Keep a headache diary' });
  await expect(visits.checklist.getByText(/^Missing/)).toHaveCount(0);
  await complete.click();
  await expect(page.getByText('This visit is completed.')).toBeVisible();
  // the after-visit summary: the diagnosis in plain words, then as the code set writes it
  await expect(page.getByRole('article', { name: 'After-visit summary' }).getByRole('listitem').first()).toHaveText('HeadacheHeadache, unspecified (R51.9)');

  // sent to billing once: the draft claim exists and the visit leaves the list
  await page.goto('/apps/visits/sending');
  const send = page.getByRole('button', { name: `Send to billing: ${name}` });
  // the newest checked-out visit comes first
  await send.click();
  await expect(page.getByText(new RegExp(`Visit of ${name} sent: draft claim CLM-`)).first()).toBeVisible();
  await expect(send).toHaveCount(0);
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
