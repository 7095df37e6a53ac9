/** axe-core: 0 serious or critical violations on every shell, admin and visits page, light and dark, LTR and RTL. */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { apiSignIn, userIdByEmail } from '../fixtures/api.ts';
import { todaysVisit } from '../fixtures/visits.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const PUBLIC_PAGES = ['/login', '/forgot-password', '/not-authorized', '/pages/misc/not-found/anything', '/no/such/page'];
const SIGNED_IN_PAGES = [
  '/pages/account-settings/account',
  '/pages/account-settings/security',
  '/pages/account-settings/notifications',
  '/pages/user-profile/profile',
  '/pages/faq',
  '/pages/icons',
  '/pages/typography',
  '/pages/pricing',
  '/second-page',
  '/apps/user/list',
  '/apps/user/add',
  '/access-control',
  '/apps/roles',
  '/apps/visits/list',
  '/apps/visits/add',
  '/apps/visits/scribe',
  '/apps/visits/sending',
  '/apps/visits/cancellation',
  '/apps/tasks/list',
];

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"][aria-label]').first()).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  // the page really rendered (its strings too: Arabic loads them first), not a blank one in between
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

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`every page in ${theme}, ${language === 'ar' ? 'RTL' : 'LTR'}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.addInitScript(
        ([t, l]) => {
          localStorage.setItem('theme', JSON.stringify(t));
          localStorage.setItem('language', JSON.stringify(l));
        },
        [theme, language],
      );
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) found.push(...(await violations(page, path)));

      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('admin@northside.demo');
      await expect(page).toHaveURL('/apps/user/list');
      const admin = await apiSignIn('admin@northside.demo');
      const { id } = await userIdByEmail(admin, 'northside', 'user@northside.demo');
      const visit = await todaysVisit(admin, 'northside');
      const visitPages = [`/apps/visits/edit/${visit}`, `/apps/visits/edit/${visit}/WrapUp`, `/apps/visits/scribe?visitId=${visit}`];
      for (const path of [...SIGNED_IN_PAGES, `/apps/user/view/${id}`, ...visitPages]) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });
  }
}
