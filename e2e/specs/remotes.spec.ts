import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { apiSignIn, setClinicModules } from '../fixtures/api.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { visitToday } from '../fixtures/visits.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

test('with the admin remote unreachable, its area shows the error panel and the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/mfe-admin/**', (route) => route.abort());
  await signedIn(page, 'admin@northside.demo');
  await expect(page).toHaveURL('/apps/user/list');
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the app could not load' })).toBeVisible();
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(new ShellPage(page).mainNav).toBeVisible();
});

// Lakeview, which the accessibility scans running beside the flows never use: switching a module
// off at Northside raced them
test('a module switched off for Lakeview disappears there but not at Northside', async ({ browser }) => {
  const admin = await apiSignIn('admin@lakeview.demo');
  await setClinicModules(admin, 'lakeview', ['patients', 'billing', 'programs']);
  try {
    const lake = await browser.newPage();
    await signedIn(lake, 'user@lakeview.demo');
    await expect(lake.getByRole('heading', { name: /Visits is not available/ })).toBeVisible();
    await expect(lake.getByText('Your clinic’s administrator switched Visits off for the clinic. Everything else keeps working.')).toBeVisible();
    await expect(new ShellPage(lake).mainNav.getByText('Visit list')).toHaveCount(0);
    await expect(new ShellPage(lake).mainNav.getByText('Patient list')).toBeVisible();

    const north = await browser.newPage();
    await signedIn(north, 'user@northside.demo');
    await expect(new ShellPage(north).mainNav.getByText('Visit list')).toBeVisible();
  } finally {
    await setClinicModules(admin, 'lakeview', ['patients', 'visits', 'billing', 'programs']);
  }
});

test('the "not available" page says the module is on but not installed, and offers the pages that work', async ({ page }) => {
  // this server has every remote built: answer the manifest as one without billing's build does
  await page.route('**/modules.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as { modules: { key: string; installed: boolean }[] };
    for (const module of manifest.modules) if (module.key === 'billing') module.installed = false;
    await route.fulfill({ json: manifest });
  });
  const login = new LoginPage(page);
  await login.goto();
  // a billing specialist starts on a new claim: billing is on for Northside but not installed
  await login.signIn('billing@northside.demo');
  await expect(page).toHaveURL('/apps/claim/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing is not available' })).toBeVisible();
  await expect(page.getByText(/switched on for your clinic, but it is not installed on this server/)).toBeVisible();
  await expect(page.getByText(/administrator switched/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to my start page' })).toHaveCount(0);
  const offered = page.getByRole('main').getByRole('list').getByRole('link');
  await expect(offered.filter({ hasText: 'Add claim' })).toHaveCount(0);
  await offered.filter({ hasText: 'Visit list' }).click();
  await expect(page).toHaveURL('/apps/visits/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
});

test('the visits remote is installed: a clinician starts on the day board', async ({ page }) => {
  // a visit today of its own: the demo's calendar is empty on a Sunday or a holiday
  const { lastName } = await visitToday('Scheduled');
  await signedIn(page, 'user@northside.demo');
  await expect(page).toHaveURL('/apps/visits/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
  await expect(new VisitsPage(page).board.getByRole('row').filter({ hasText: lastName })).toBeVisible();
});
