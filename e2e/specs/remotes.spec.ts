import { expect, test } from '@playwright/test';
import { apiSignIn, setClinicModules } from '../fixtures/api.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

test('with the admin remote unreachable, its area shows the error panel and the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/mfe-admin/**', (route) => route.abort());
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@northside.demo');
  await expect(page).toHaveURL('/apps/user/list');
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the app could not load' })).toBeVisible();
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(new ShellPage(page).mainNav).toBeVisible();
});

test('a module switched off for Northside disappears there but not at Lakeview', async ({ browser }) => {
  const admin = await apiSignIn('admin@northside.demo');
  await setClinicModules(admin, 'northside', ['patients', 'billing', 'programs']);
  try {
    const north = await browser.newPage();
    const northLogin = new LoginPage(north);
    await northLogin.goto();
    await northLogin.signIn('user@northside.demo');
    await expect(north.getByRole('heading', { name: /Visits is not available/ })).toBeVisible();
    await expect(new ShellPage(north).mainNav.getByText('Visit list')).toHaveCount(0);
    await expect(new ShellPage(north).mainNav.getByText('Patient list')).toBeVisible();

    const lake = await browser.newPage();
    const lakeLogin = new LoginPage(lake);
    await lakeLogin.goto();
    await lakeLogin.signIn('user@lakeview.demo');
    await expect(new ShellPage(lake).mainNav.getByText('Visit list')).toBeVisible();
  } finally {
    await setClinicModules(admin, 'northside', ['patients', 'visits', 'billing', 'programs']);
  }
});
