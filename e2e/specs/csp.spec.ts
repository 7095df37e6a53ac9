/**
 * The app works under its Content-Security-Policy: signed in, the user list, the patient list and
 * a chart raise not one violation; and the policy is really enforced (an inline style or script
 * without the page's nonce is refused and reported).
 */
import { expect, test } from '../fixtures/test.ts';
import { watchCspViolations } from '../fixtures/csp.ts';
import { tourAsAdmin } from '../fixtures/tour.ts';

test('signed in, the user list, the patient list and a chart with its trend run without one CSP violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/login');
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;| )/);
  expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
  expect(csp).not.toContain('unsafe-inline');

  await tourAsAdmin(page);
  expect(violations).toEqual([]);

  // the policy is enforced: what an injected fragment would try is refused, and reported
  const outcome = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return { styled: getComputedStyle(document.body).display === 'none', ran: 'injected' in window };
  });
  expect(outcome).toEqual({ styled: false, ran: false });
  await expect.poll(() => violations.filter((v) => /style-src-elem blocked inline/.test(v)).length).toBeGreaterThan(0);
  await expect.poll(() => violations.filter((v) => /script-src-elem blocked inline/.test(v)).length).toBeGreaterThan(0);
});
