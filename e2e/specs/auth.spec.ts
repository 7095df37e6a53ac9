import { expect, test } from '../fixtures/test.ts';
import { latestMail } from '../fixtures/api.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

const START_PAGES = [
  { email: 'admin@northside.demo', path: '/apps/user/list', shows: { role: 'heading', name: 'Users' } },
  { email: 'dark@northside.demo', path: '/apps/user/add', shows: { role: 'heading', name: /Add (a )?user/ } },
  { email: 'user@northside.demo', path: '/apps/visits/list', shows: { role: 'heading', name: 'Visits' } },
  { email: 'billing@northside.demo', path: '/apps/claim/add', shows: { role: 'heading', name: 'New claim' } },
] as const;

for (const { email, path, shows } of START_PAGES) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole(shows.role, { name: shows.name, exact: true })).toBeVisible();
  });
}

test('an unauthenticated deep link goes to login and back to the deep link', async ({ page }) => {
  await page.goto('/access-control');
  await expect(page).toHaveURL('/login?to=%2Faccess-control');
  await new LoginPage(page).signIn('admin@northside.demo');
  await expect(page).toHaveURL('/access-control');
});

test('the root while signed out goes to /login with no query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a clinician opening access control is sent to not-authorized', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('user@northside.demo');
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto('/access-control');
  await expect(page).toHaveURL('/not-authorized');
});

test('wrong password is refused with a clear message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('user@northside.demo', 'Wrong#Password1');
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('sign out clears the session', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@northside.demo');
  await expect(page).toHaveURL('/apps/user/list');
  await new ShellPage(page).signOut();
  expect(await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('accessToken'), localStorage.getItem('userAbilityRules')])).toEqual([null, null, null]);
  await page.goto('/apps/user/list');
  await expect(page).toHaveURL('/login?to=%2Fapps%2Fuser%2Flist');
});

test('forgot password through the outbox, then sign in with the new password', async ({ page }) => {
  const email = 'jasmine.carter@northside.demo';
  await page.goto('/forgot-password');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText(/A code was e-mailed/)).toBeVisible();
  const code = latestMail(email).meta?.['code'];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Code from the e-mail').fill(code!);
  await page.getByLabel(/^New password/).fill('weak');
  await expect(page.getByText('missing').first()).toBeVisible();
  await page.getByLabel(/^New password/).fill('Fresh#Start2026');
  await page.getByLabel('Confirm the new password').fill('Fresh#Start2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await new LoginPage(page).signIn(email, 'Fresh#Start2026');
  await expect(page).toHaveURL('/apps/visits/list');
});
