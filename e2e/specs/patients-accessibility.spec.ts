/**
 * axe-core on every page of the patients remote (list, registration, edit, the chart summary,
 * each sub-page and the medication edit and history pages): 0 serious or critical violations,
 * light and dark, LTR and RTL. The chart is filled with one row of every kind first, so the
 * tables, flags and badges are there to be checked, not only empty states. Same setup and
 * exclusions as accessibility.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { CLINICIAN, fillChart, freshPatient } from '../fixtures/patients.ts';
import { LoginPage } from '../pages/LoginPage.ts';

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

async function violations(page: Page, path: string, then?: () => Promise<void>): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (then) await then();
  await expect(page.locator('[role="progressbar"][aria-label]').first()).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  // the page really rendered (not a guard or error panel): its main heading is there
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Fluent's focus manager (tabster) puts aria-hidden focus guards (<i data-tabster-dummy>) around
  // drawers and menus: they hand focus on and are never read out; axe's aria-hidden-focus flags them.
  const result = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  // colour contrast is checked here, in a real browser (jsdom cannot): a run without it proves nothing.
  // (axe takes joined Arabic letters for icon ligatures and skips them: a page all in Arabic has no
  // text it checks; the same colours are checked in the left-to-right runs.)
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  if (!rtl && ![...result.passes, ...result.violations, ...result.incomplete].some((rule) => rule.id === 'color-contrast')) return [`${path}: colour contrast was not checked`];
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

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
      await page.addInitScript(
        ([t, l]) => {
          localStorage.setItem('theme', JSON.stringify(t));
          localStorage.setItem('language', JSON.stringify(l));
        },
        [theme, language],
      );
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(CLINICIAN);
      await expect(page).toHaveURL('/apps/visits/list');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

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
