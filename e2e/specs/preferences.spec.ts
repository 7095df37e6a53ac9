import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { ShellPage } from '../pages/ShellPage.ts';

test.beforeEach(async ({ page }) => {
  await signedIn(page, 'admin@northside.demo');
  await expect(page).toHaveURL('/apps/user/list');
});

test('Arabic flips the page to right-to-left and survives a reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('"ar"');
  await shell.chooseLanguage('English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('theme and layout options survive a reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.chooseTheme('Dark');
  await shell.openCustomizer();
  await page.getByRole('radio', { name: 'Full width' }).check();
  await page.getByRole('radio', { name: 'Horizontal' }).check();
  await page.keyboard.press('Escape');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('"dark"');
  const layout = await page.evaluate(() => JSON.parse(localStorage.getItem('layout') ?? '{}'));
  expect(layout).toMatchObject({ contentWidth: 'fluid', navType: 'horizontal' });
  await shell.openCustomizer();
  await expect(page.getByRole('radio', { name: 'Full width' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
});

test('the loading bar shows on navigation', async ({ page }) => {
  const seen = page.waitForSelector('[role="progressbar"][aria-label="Loading"]', { state: 'attached', timeout: 5000 });
  await page.getByRole('link', { name: 'Access control' }).first().click();
  await seen;
  await expect(page).toHaveURL('/access-control');
});
