/**
 * Automatic logoff in the browser (HIPAA §164.312(a)(2)(iii)): an administrator sets the
 * clinic's idle time on the roles page; a signed-in page warns a minute before it ends and
 * then signs out to /login. The browser's clock is Playwright's (fast-forwarded like a lid
 * closed and opened); the server's refusal of an idle session's tokens is tested over the
 * wire with an injected clock (backend/src/cognito/sessions.test.ts).
 */
import { expect, installClock, test } from '../fixtures/test.ts';
import { apiSignIn, clinicIdleMinutes, setClinicIdleMinutes } from '../fixtures/api.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const CLINIC = 'lakeview';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await setClinicIdleMinutes(await apiSignIn('admin@lakeview.demo'), CLINIC, null);
});

test('an administrator sets the automatic sign-out on the roles page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@lakeview.demo');
  await expect(page).toHaveURL('/apps/user/list');
  await page.goto('/apps/roles');
  const minutes = page.getByRole('spinbutton', { name: 'Minutes without activity' });
  await expect(minutes).toHaveValue('15');
  await minutes.fill('5');
  await page.getByRole('form', { name: 'Automatic sign-out' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automatic sign-out saved', { exact: true })).toBeVisible();
  expect(await clinicIdleMinutes(await apiSignIn('user@lakeview.demo'), CLINIC)).toBe(5);
});

test.describe('a signed-in page of a clinic with 5 minutes', () => {
  test.beforeEach(async ({ page }) => {
    await setClinicIdleMinutes(await apiSignIn('admin@lakeview.demo'), CLINIC, 5);
    await installClock(page.context());
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('user@lakeview.demo');
    await expect(page).toHaveURL('/apps/visits/list');
  });

  test('marks its status poll as background, warns a minute before, then signs out and says why', async ({ page }) => {
    const poll = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.headers()['x-emr-background'] === '1');
    await page.clock.fastForward('00:31');
    await poll;

    await page.clock.fastForward('03:00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('00:45');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toHaveText(/^Seconds left: \u2068\d+\u2069$/);

    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('You were signed out because there was no activity for a while.', { exact: false })).toBeVisible();
    const stored = await page.evaluate(() => ({
      userData: localStorage.getItem('userData'),
      rules: localStorage.getItem('userAbilityRules'),
      amplify: Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')),
    }));
    expect(stored).toEqual({ userData: null, rules: null, amplify: [] });
  });

  test('"Stay signed in" keeps the session for another idle time', async ({ page }) => {
    await page.clock.fastForward('04:01');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('03:30');
    await expect(page).toHaveURL('/apps/visits/list');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
