import { expect, installClock, test } from '../fixtures/test.ts';
import { apiSignIn, setUserStatus, userIdByEmail } from '../fixtures/api.ts';
import { LoginPage } from '../pages/LoginPage.ts';

test('deactivating a user logs their open browser out within the 30 s poll', async ({ page }) => {
  // the browser's clock is Playwright's: the poll's 30 seconds are fast-forwarded, not waited for
  await installClock(page.context());
  const email = 'michael.okafor@northside.demo';
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).toHaveURL('/apps/visits/list');

  const admin = await apiSignIn('admin@northside.demo');
  const { id } = await userIdByEmail(admin, 'northside', email);
  await setUserStatus(admin, id, 'Inactive');
  try {
    await page.clock.fastForward('00:31');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await login.signIn(email);
    await expect(page.getByText(/deactivated/i)).toBeVisible();
  } finally {
    await setUserStatus(admin, id, 'Active');
  }
});
