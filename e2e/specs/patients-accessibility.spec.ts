/**
 * axe-core on every page of the patients remote (list, registration, edit, the chart summary,
 * each sub-page and the medication edit and history pages): 0 serious or critical violations,
 * light and dark, LTR and RTL. The chart is filled with one row of every kind first, so the
 * tables, flags and badges are there to be checked, not only empty states. Same setup and
 * exclusions as accessibility.spec.ts.
 */
import { expect, test } from '../fixtures/test.ts';
import { pageViolations as violations, signInWith } from '../fixtures/axe.ts';
import { CLINICIAN, fillChart, freshPatient } from '../fixtures/patients.ts';

const SUB_PAGES = [
  'Allergies',
  'PatientHx',
  'Hx',
  'FHx',
  'SocialHx',
  'PatientCurrentMedications',
  'PatientMedications',
  'PatientLabs',
  'AggregateResults',
  'Vitals',
  'PatientDIs',
  'PatientProcedures',
  'PatientReferrals',
  'PatientHospitalizations',
  'PatientImmunizations',
  'PatientInjections',
  'PatientVisits',
];


let chart: { patientId: string; medicationId: string };

test.beforeAll(async () => {
  const { token, patientId } = await freshPatient('Axe');
  const { medicationId } = await fillChart(token, patientId);
  chart = { patientId, medicationId };
});

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`every patients page in ${theme}, ${language === 'ar' ? 'RTL' : 'LTR'}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInWith(page, CLINICIAN, theme, language, '/apps/visits/list');

      const { patientId, medicationId } = chart;
      const base = `/apps/patient/${patientId}`;
      const paths = [
        '/apps/patients/list',
        '/apps/patients/add',
        `/apps/patient/edit/${patientId}`,
        base,
        ...SUB_PAGES.map((name) => `${base}/${name}`),
        `${base}/PatientMedicationEdit/new`,
        `${base}/PatientMedicationEdit/${medicationId}`,
        `${base}/PatientMedicationHistory/${medicationId}`,
      ];
      const found: string[] = [];
      for (const path of paths) found.push(...(await violations(page, path)));
      // the summary's upcoming visit is a link (the theme's link colour, dark mode included)
      const summary = await violations(page, base, async () => {
        await expect(page.locator('section[aria-labelledby="summary-visits"] ul a')).toHaveCount(1);
      });
      found.push(...summary.map((v) => `${v} (upcoming visit shown)`));
      // the lab trend (its chart and table) appears once a component is chosen
      const trend = await violations(page, `${base}/AggregateResults`, async () => {
        await page.getByRole('row', { name: /LDL/ }).getByRole('button').click();
        // the trend's heading comes first, right under its selector
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(page.locator('.recharts-surface')).toBeVisible();
      });
      found.push(...trend.map((v) => `${v} (trend of LDL shown)`));
      expect(found).toEqual([]);
    });
  }
}
