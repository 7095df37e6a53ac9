import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';

// The navbar's menus, popovers and search dialog load with their first use (DeferredPopup,
// GlobalSearch): from the keyboard they open with the focus inside and give it back on Escape.
const popups: { button: RegExp; inside: RegExp }[] = [
  { button: /^Theme:/, inside: /^menuitemradio$/ },
  { button: /^Language:/, inside: /^menuitemradio$/ },
  { button: /^Account menu for/, inside: /^menuitem$/ },
  { button: /^Shortcuts$/, inside: /^a$/ },
  { button: /^Notifications,/, inside: /^a$/ },
  { button: /^Search patients/, inside: /^combobox$/ },
];

test('every navbar popup opens from the keyboard with the focus inside, and Escape gives it back to its button', async ({ page }) => {
  await signedIn(page, 'user@northside.demo');
  await expect(page).toHaveURL('/apps/visits/list');
  const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase() ?? '');

  for (const { button, inside } of popups) {
    const trigger = page.getByRole('button', { name: button }).first();
    for (const time of ['first', 'second']) {
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(focusedRole, { message: `${button} (${time} time): focus inside` }).toMatch(inside);
      await page.keyboard.press('Escape');
      await expect(trigger, `${button} (${time} time): focus back on its button`).toBeFocused();
    }
  }
});
