/**
 * The scribe's diagnoses in the browser, as user@northside.demo: in a visit's note the
 * clinician finds an ICD-10-CM code by typing words of its description (the server searches the
 * bundled code set), picks it, signs the note, and finds the diagnosis on the patient's chart
 * among the active problems (the server put it there when the note was signed). The picker with
 * its options open is axe-clean in light English and dark Arabic.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { type Language, type Theme, currentViolations, signInWith } from '../fixtures/axe.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { scheduledVisit } from '../fixtures/visits.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

test('a diagnosis picked by words in the note lands on the chart’s problem list when the note is signed', async ({ page }) => {
  const { token, patientId } = await freshPatient('Scribe');
  const visit = await scheduledVisit(token, patientId, clinicDay());
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');

  const visits = new VisitsPage(page);
  await page.goto(`/apps/visits/scribe?visitId=${encodeURIComponent(visit.id)}`);
  await visits.section('Assessment').fill('Blood pressure above goal on two readings');
  await visits.pickDiagnosis('primary essential hypertension', 'I10 Essential (primary) hypertension');
  await expect(page.getByRole('list', { name: 'Diagnoses of this note' })).toContainText('I10 Essential (primary) hypertension');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved at/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign the note' }).click();
  await expect(page.getByText(/a signed note does not change/)).toBeVisible();

  await page.goto(`/apps/patient/${encodeURIComponent(patientId)}`);
  await expect(page.getByRole('region', { name: 'Active problems' })).toContainText('I10 Essential (primary) hypertension');
});

for (const [theme, language] of [['light', 'en'], ['dark', 'ar']] as [Theme, Language][]) {
  test(`the code picker with its options open is axe-clean (${theme}, ${language})`, async ({ page }) => {
    const { token, patientId } = await freshPatient('Picker');
    const visit = await scheduledVisit(token, patientId, clinicDay());
    await signInWith(page, CLINICIAN, theme, language, '/apps/visits/list');
    await page.goto(`/apps/visits/scribe?visitId=${encodeURIComponent(visit.id)}`);
    const picker = page.getByRole('combobox').first();
    await picker.pressSequentially('asthma');
    const option = page.getByRole('option', { name: 'J45.909 Unspecified asthma, uncomplicated' });
    await expect(async () => {
      if (!(await option.isVisible())) await picker.press('ArrowDown');
      await expect(option).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await currentViolations(page, `code picker ${theme} ${language}`)).toEqual([]);
  });
}
