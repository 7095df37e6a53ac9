/**
 * axe-core: 0 serious or critical violations on every shell, admin and visits page, light and dark,
 * LTR and RTL. Each combination is three tests (the pages before sign-in, the shell's and admin's,
 * the visits remote's), so a slow machine stretches no test past its time.
 */
import { expect, test } from '../fixtures/test.ts';
import { apiSignIn, userIdByEmail } from '../fixtures/api.ts';
import { type Language, type Theme, pageViolations as violations, signInWith } from '../fixtures/axe.ts';
import { addDays, clinicDay } from '../fixtures/days.ts';
import { t } from '../fixtures/strings.ts';
import { anOpenTask, visitToday } from '../fixtures/visits.ts';

const PUBLIC_PAGES = ['/login', '/forgot-password', '/not-authorized', '/pages/misc/not-found/anything', '/no/such/page'];
const SHELL_AND_ADMIN_PAGES = [
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
];
const VISITS_PAGES = [
  '/apps/visits/add',
  '/apps/visits/scribe',
  '/apps/visits/sending',
  '/apps/visits/sending/WrapUpStandalone',
  '/apps/visits/cancellation',
  '/apps/calendar',
  '/apps/tasks/list',
  '/apps/tasks/add',
];

const ADMIN = 'admin@northside.demo';
/** A day years ahead, where nothing is booked: the board's empty state. */
const EMPTY_DAY = () => addDays(clinicDay(), 5 * 365);

async function scan(paths: readonly string[], page: Parameters<typeof violations>[0]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  return found;
}

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
    const combination = `${theme}, ${language === 'ar' ? 'RTL' : 'LTR'}`;

    test(`the pages before sign-in in ${combination}`, async ({ page }) => {
      await page.addInitScript(
        ([t, l]) => {
          localStorage.setItem('theme', JSON.stringify(t));
          localStorage.setItem('language', JSON.stringify(l));
        },
        [theme, language],
      );
      expect(await scan(PUBLIC_PAGES, page)).toEqual([]);
    });

    test(`the shell's and admin's pages in ${combination}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInWith(page, ADMIN, theme, language, '/apps/user/list');
      const { id } = await userIdByEmail(await apiSignIn(ADMIN), 'northside', 'user@northside.demo');
      expect(await scan([...SHELL_AND_ADMIN_PAGES, `/apps/user/view/${id}`], page)).toEqual([]);
    });

    test(`the visits, calendar and tasks pages in ${combination}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInWith(page, ADMIN, theme, language, '/apps/user/list');
      const admin = await apiSignIn(ADMIN);
      // a visit of its own on the clinic's today, whatever day that is (a Sunday's demo calendar is empty)
      const visit = await visitToday('WrapUp');
      const task = await anOpenTask(admin, 'northside');
      // the board on a day with visits (its grid), then on a day without any (its empty state)
      const found = await violations(page, `/apps/visits/list?from=${visit.day}&to=${visit.day}`, () => expect(page.getByRole('grid').getByRole('row').filter({ hasText: visit.lastName })).toBeVisible());
      const empty = EMPTY_DAY();
      found.push(...(await violations(page, `/apps/visits/list?from=${empty}&to=${empty}`, () => expect(page.getByText(t(language, 'board.emptyTitle'))).toBeVisible())));
      const visitPages = [
        `/apps/visits/edit/${visit.id}`,
        ...['WrapUp', 'LinkedLabs', 'LinkedDIs', 'LinkedProcedures', 'LinkedReferrals', 'LinkedVisits', 'Vitals'].map((sub) => `/apps/visits/edit/${visit.id}/${sub}`),
        `/apps/visits/scribe?visitId=${visit.id}`,
        `/apps/visits/sending/WrapUpStandalone?visitId=${visit.id}`,
        `/apps/tasks/edit/${task}`,
      ];
      found.push(...(await scan([...VISITS_PAGES, ...visitPages], page)));
      expect(found).toEqual([]);
    });
  }
}
