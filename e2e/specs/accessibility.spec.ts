/** axe-core: 0 serious or critical violations on every shell, admin and visits page, light and dark, LTR and RTL. */
import { expect, test } from '@playwright/test';
import { apiSignIn, userIdByEmail } from '../fixtures/api.ts';
import { pageViolations as violations } from '../fixtures/axe.ts';
import { anOpenTask, todaysVisit } from '../fixtures/visits.ts';
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
  '/apps/visits/sending/WrapUpStandalone',
  '/apps/visits/cancellation',
  '/apps/calendar',
  '/apps/tasks/list',
  '/apps/tasks/add',
];

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
      const task = await anOpenTask(admin, 'northside');
      const visitPages = [
        `/apps/visits/edit/${visit}`,
        ...['WrapUp', 'LinkedLabs', 'LinkedDIs', 'LinkedProcedures', 'LinkedReferrals', 'LinkedVisits', 'Vitals'].map((sub) => `/apps/visits/edit/${visit}/${sub}`),
        `/apps/visits/scribe?visitId=${visit}`,
        `/apps/visits/sending/WrapUpStandalone?visitId=${visit}`,
        `/apps/tasks/edit/${task}`,
      ];
      for (const path of [...SIGNED_IN_PAGES, `/apps/user/view/${id}`, ...visitPages]) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });
  }
}
