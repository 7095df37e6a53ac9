/**
 * The clinical safety walk, in English and in Arabic (right to left): a new patient's chart
 * says its allergies were not reviewed (never "no known allergies"); a penicillin allergy is
 * picked from the list; another patient's "no known allergies" shows who recorded it and
 * when; amoxicillin for the allergic patient raises the class warning, is saved only with a
 * reason, and the history shows the reason and the prescriber; a second statin raises the
 * duplication warning. Then axe on the pages this changed, light and dark.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { currentViolations as seriousViolations } from '../fixtures/axe.ts';
import { CLINICIAN, createChartRow, createMedication, freshPatient, recordNoKnownAllergies, staffFullName } from '../fixtures/patients.ts';
import type { Language } from '../fixtures/strings.ts';
import { ClinicalSafetyPage } from '../pages/ClinicalSafetyPage.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signIn(page: Page, language: Language, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript(
    ([l, th]) => {
      localStorage.setItem('language', JSON.stringify(l));
      localStorage.setItem('theme', JSON.stringify(th));
    },
    [language, theme],
  );
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of ['en', 'ar'] as const) {
  test(`new patient → allergy review → amoxicillin against a penicillin allergy → acknowledged with a reason; two statins warned (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const prescriber = await staffFullName(CLINICIAN);
    const allergic = await freshPatient('Safety');
    const reviewed = await freshPatient('Nka');
    await signIn(page, language);
    const chart = new ClinicalSafetyPage(page, language);
    const role = chart.text('common.roles.user');

    // a new chart: allergies not reviewed, never "no known allergies"
    await chart.goto(allergic.patientId);
    await expect(chart.banner.getByText(chart.text('safety.review.Allergy.banner'))).toBeVisible();
    await expect(chart.card('summary.allergies').getByText(chart.text('safety.review.Allergy.unreviewed'))).toBeVisible();
    await expect(chart.card('summary.medications').getByText(chart.text('safety.review.Medication.unreviewed'))).toBeVisible();
    await expect(page.getByText(chart.text('safety.review.Allergy.none'), { exact: true })).toHaveCount(0);

    // the penicillin allergy, picked from the list
    await chart.goto(allergic.patientId, 'Allergies');
    await chart.addAllergy('penicillin', 'Penicillins');
    await expect(chart.banner.getByText('Penicillins')).toBeVisible();
    await expect(chart.banner.getByText(chart.text('safety.review.Allergy.banner'))).toHaveCount(0);

    // another patient: "no known allergies", with who recorded it and when
    await chart.goto(reviewed.patientId, 'Allergies');
    await chart.recordNoKnownAllergies();
    await expect(chart.banner.getByText(chart.text('safety.review.Allergy.none'))).toBeVisible();
    await expect(chart.banner.getByText(new RegExp(`${escape(prescriber)}.*${escape(role)}`))).toBeVisible();

    // amoxicillin for the penicillin-allergic patient: the class warning, then a reason to save
    await page.goto(`/apps/patient/${allergic.patientId}/PatientMedicationEdit/new`);
    await chart.prescribe('Amoxicillin');
    const warning = chart.warning('Amoxicillin');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(chart.text('safety.warning.allergyClass', { entry: 'Penicillins', name: 'Amoxicillin', match: 'Penicillins' }));
    await warning.getByRole('button', { name: chart.text('safety.warning.confirm') }).click();
    await expect(warning.getByText(chart.text('safety.warning.reasonRequired'))).toBeVisible();
    const reason = 'Tolerated amoxicillin in 2024 without reaction';
    await chart.acknowledge('Amoxicillin', reason);

    // the history keeps the reason, the warning and who prescribed it
    await page.getByRole('button', { name: chart.text('medications.history', { name: 'Amoxicillin' }) }).click();
    const started = chart.historyEntries('Amoxicillin').last();
    await expect(started).toContainText(chart.text('safety.history.acknowledged', { reason }));
    await expect(started).toContainText(chart.text('safety.warning.allergyClass', { entry: 'Penicillins', name: 'Amoxicillin', match: 'Penicillins' }));
    await expect(started).toContainText(prescriber);

    // a second statin: therapeutic duplication
    await createMedication(allergic.token, allergic.patientId, { Medication: 'Atorvastatin', Dosage: '40 mg', Frequency: 'Once daily' });
    await page.goto(`/apps/patient/${allergic.patientId}/PatientMedicationEdit/new`);
    await chart.prescribe('Rosuvastatin', '10 mg', 'Once daily');
    const duplication = chart.warning('Rosuvastatin');
    await expect(duplication).toContainText(chart.text('safety.warning.duplicationClass', { entry: 'Atorvastatin', match: 'Statins (HMG-CoA reductase inhibitors)' }));
    await duplication.getByRole('button', { name: chart.text('safety.warning.cancel') }).click();
    await expect(duplication).toHaveCount(0);
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`the safety states and the warning dialog pass axe in ${theme}, ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      const unreviewed = await freshPatient('AxeNew');
      const reviewed = await freshPatient('AxeNka');
      await recordNoKnownAllergies(reviewed.token, reviewed.id);
      await createChartRow(unreviewed.token, 'Allergy', unreviewed.patientId, { Allergy: 'Penicillin', AllergyType: 'Drug', Status: 'Active' });
      const amoxicillin = await createMedication(unreviewed.token, unreviewed.patientId, { Medication: 'Amoxicillin', Dosage: '500 mg', Frequency: 'TID', OverrideReason: 'Tolerated it before' });
      const fresh = await freshPatient('AxeEmpty');
      await signIn(page, language, theme);
      const chart = new ClinicalSafetyPage(page, language);
      const found: string[] = [];

      await chart.goto(fresh.patientId);
      await expect(chart.banner.getByText(chart.text('safety.review.Allergy.banner'))).toBeVisible();
      found.push(...(await seriousViolations(page, 'chart, not reviewed')));
      await chart.goto(reviewed.patientId);
      await expect(chart.banner.getByText(chart.text('safety.review.Allergy.none'))).toBeVisible();
      found.push(...(await seriousViolations(page, 'chart, no known allergies')));
      await chart.goto(fresh.patientId, 'Allergies');
      await expect(page.getByRole('button', { name: chart.text('safety.review.Allergy.recordNone') })).toBeVisible();
      found.push(...(await seriousViolations(page, 'allergies, not reviewed')));
      await chart.goto(unreviewed.patientId, `PatientMedicationHistory/${amoxicillin.id}`);
      await expect(chart.historyEntries('Amoxicillin').first()).toContainText('Tolerated it before');
      found.push(...(await seriousViolations(page, 'history with an acknowledged warning')));
      await page.goto(`/apps/patient/${unreviewed.patientId}/PatientMedicationEdit/new`);
      await chart.prescribe('Ampicillin');
      await expect(chart.warning('Ampicillin')).toBeVisible();
      found.push(...(await seriousViolations(page, 'warning dialog')));
      expect(found).toEqual([]);
    });
  }
}
