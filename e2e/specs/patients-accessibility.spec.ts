/**
 * axe-core on every page of the patients remote (list, registration, edit, the chart summary,
 * each sub-page and the medication edit and history pages): 0 serious or critical violations,
 * every rule in light and colour contrast in dark (fixtures/axe.ts). The chart is filled with one
 * row of every kind first, so the tables, flags and badges are there to be checked, not only
 * empty states. Every chart page's level-1 heading is the patient's name.
 */
import { expect, test } from '../fixtures/test.ts';
import { type Page } from '@playwright/test';
import { type Scan, partOf, scanPages, signInForScans } from '../fixtures/axe.ts';
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

let chart: { patientId: string; medicationId: string; name: string };

test.beforeAll(async () => {
  const { token, patientId, firstName, lastName } = await freshPatient('Axe');
  const { medicationId } = await fillChart(token, patientId);
  chart = { patientId, medicationId, name: `${firstName} ${lastName}` };
});

function scansOf(page: Page): Scan[] {
  const { patientId, medicationId, name } = chart;
  const base = `/apps/patient/${patientId}`;
  return [
    { path: '/apps/patients/list', heading: 'Patients' },
    { path: '/apps/patients/add', heading: 'Register a patient' },
    { path: `/apps/patient/edit/${patientId}`, heading: `Edit patient: ${name}` },
    { path: base, heading: name },
    ...SUB_PAGES.map((sub) => ({ path: `${base}/${sub}`, heading: name })),
    { path: `${base}/PatientMedicationEdit/new`, heading: name },
    { path: `${base}/PatientMedicationEdit/${medicationId}`, heading: name },
    { path: `${base}/PatientMedicationHistory/${medicationId}`, heading: name },
    // the summary's upcoming visit is a link (the theme's link colour, dark mode included)
    { path: base, heading: name, label: `${base} (upcoming visit shown)`, then: () => expect(page.locator('section[aria-labelledby="summary-visits"] ul a')).toHaveCount(1) },
    // the lab trend (its chart and table) appears once a component is chosen
    {
      path: `${base}/AggregateResults`,
      heading: name,
      label: `${base}/AggregateResults (trend of LDL shown)`,
      then: async () => {
        await page.getByRole('row', { name: /LDL/ }).getByRole('button').click();
        // the trend's heading comes first, right under its selector
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(page.locator('.recharts-surface')).toBeVisible();
      },
    },
  ];
}

const PARTS = 3;
for (let part = 0; part < PARTS; part++) {
  test(`every patients page, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInForScans(page, CLINICIAN);
    expect(await scanPages(page, partOf(scansOf(page), part, PARTS))).toEqual([]);
  });
}
