/**
 * axe-core: 0 serious or critical violations on every page before sign-in and every shell, admin,
 * visits, calendar and tasks page — every rule in light, colour contrast in dark, each page the
 * one meant (its own heading). Right to left: the remotes' jsdom accessibility tests, in Arabic.
 */
import { expect, test } from '../fixtures/test.ts';
import { apiSignIn, userIdByEmail } from '../fixtures/api.ts';
import { type Page } from '@playwright/test';
import { type Scan, partOf, scanPages, signInForScans, usePreferences } from '../fixtures/axe.ts';
import { addDays, clinicDay } from '../fixtures/days.ts';
import { anOpenTask, visitToday } from '../fixtures/visits.ts';

const ADMIN = 'admin@northside.demo';

test('the pages before sign-in', async ({ page }) => {
  await usePreferences(page, 'system', 'en');
  const scans: Scan[] = [
    { path: '/login', heading: 'Sign in' },
    { path: '/forgot-password', heading: 'Reset your password' },
    { path: '/not-authorized', heading: 'You are not authorized to open this page' },
    { path: '/pages/misc/not-found/anything', heading: 'Page not found' },
    { path: '/no/such/page', heading: 'Page not found' },
  ];
  expect(await scanPages(page, scans)).toEqual([]);
});

test("the shell's and admin's pages", async ({ page }) => {
  test.setTimeout(180_000);
  await signInForScans(page, ADMIN);
  const { id } = await userIdByEmail(await apiSignIn(ADMIN), 'northside', 'user@northside.demo');
  const scans: Scan[] = [
    { path: '/pages/account-settings/account', heading: 'Account settings' },
    { path: '/pages/account-settings/security', heading: 'Account settings' },
    { path: '/pages/account-settings/notifications', heading: 'Account settings' },
    { path: '/pages/user-profile/profile', heading: 'My profile' },
    { path: '/pages/faq', heading: 'Frequently asked questions' },
    { path: '/pages/icons', heading: 'Icons' },
    { path: '/pages/typography', heading: 'Typography' },
    { path: '/pages/pricing', heading: 'Editions and pricing' },
    { path: '/second-page', heading: 'Getting started' },
    { path: '/apps/user/list', heading: 'Users' },
    { path: '/apps/user/add', heading: 'Add user' },
    { path: '/access-control', heading: 'Access control' },
    { path: '/apps/roles', heading: 'Roles and permissions' },
    { path: `/apps/user/view/${id}`, heading: 'Maria Alvarez, RN' },
  ];
  expect(await scanPages(page, scans)).toEqual([]);
});

let visit: Awaited<ReturnType<typeof visitToday>>;
let task: string;

test.beforeAll(async () => {
  // a visit of its own on the clinic's today, whatever day that is (a Sunday's demo calendar is empty)
  visit = await visitToday('WrapUp');
  task = await anOpenTask(await apiSignIn(ADMIN), 'northside');
});

function visitScans(page: Page): Scan[] {
  const visitOf = `Visit of ${visit.lastName}, ${visit.firstName}`;
  const empty = addDays(clinicDay(), 5 * 365);
  return [
    // the board on a day with visits (its grid), then on a day without any (its empty state)
    { path: `/apps/visits/list?from=${visit.day}&to=${visit.day}`, heading: 'Visits', then: () => expect(page.getByRole('grid').getByRole('row').filter({ hasText: visit.lastName })).toBeVisible() },
    { path: `/apps/visits/list?from=${empty}&to=${empty}`, heading: 'Visits', then: () => expect(page.getByText('No visit on these days.')).toBeVisible() },
    { path: '/apps/visits/add', heading: 'Schedule a visit' },
    { path: '/apps/visits/scribe', heading: 'Scribe' },
    { path: '/apps/visits/sending', heading: 'Sending to billing' },
    { path: '/apps/visits/sending/WrapUpStandalone', heading: 'Wrap-up' },
    { path: '/apps/visits/cancellation', heading: 'Cancellations' },
    { path: '/apps/calendar', heading: 'Calendar' },
    { path: '/apps/tasks/list', heading: 'Tasks' },
    { path: '/apps/tasks/add', heading: 'New task' },
    { path: `/apps/visits/edit/${visit.id}`, heading: visitOf },
    ...['WrapUp', 'LinkedLabs', 'LinkedDIs', 'LinkedProcedures', 'LinkedReferrals', 'LinkedVisits', 'Vitals'].map((sub) => ({ path: `/apps/visits/edit/${visit.id}/${sub}`, heading: visitOf })),
    { path: `/apps/visits/scribe?visitId=${visit.id}`, heading: `Note of ${visit.lastName}, ${visit.firstName}` },
    { path: `/apps/visits/sending/WrapUpStandalone?visitId=${visit.id}`, heading: `Wrap-up of ${visit.lastName}, ${visit.firstName}` },
    { path: `/apps/tasks/edit/${task}`, heading: 'Task' },
  ];
}

const PARTS = 2;
for (let part = 0; part < PARTS; part++) {
  test(`the visits, calendar and tasks pages, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInForScans(page, ADMIN);
    expect(await scanPages(page, partOf(visitScans(page), part, PARTS))).toEqual([]);
  });
}
