/**
 * The app as a clinic runs it on its network: everything over HTTPS (HSTS), plain HTTP only
 * redirects, and the patients remote loads from the origin it was deployed at — all without a
 * CSP violation.
 */
import { expect, test } from '../fixtures/test.ts';
import { watchCspViolations } from '../fixtures/csp.ts';
import { HTTP_PORT, REMOTE_ORIGIN, TLS_ORIGIN } from '../fixtures/environment.ts';
import { tourAsAdmin } from '../fixtures/tour.ts';

test('over HTTPS: sign-in, the user list, and the patient list and a chart from the remote deployed elsewhere, without a CSP violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const response = await page.goto('/login');
  const headers = await response!.allHeaders();
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['content-security-policy']).toContain(`script-src 'self' ${REMOTE_ORIGIN}`);

  await tourAsAdmin(page);
  expect(violations).toEqual([]);
  expect(requested.filter((url) => !url.startsWith('https://') && !url.startsWith('data:'))).toEqual([]);
  // the patients remote came from its own origin, not from this server's copy
  expect(requested).toContain(`${REMOTE_ORIGIN}/mf-manifest.json`);
  expect(requested).toContain(`${REMOTE_ORIGIN}/remoteEntry.js`);
  expect(requested.filter((url) => url.startsWith(`${TLS_ORIGIN}/remotes/mfe-patients/`))).toEqual([]);
});

test('plain HTTP answers only with a redirect to the same page over HTTPS', async ({ page, request }) => {
  const answer = await request.get(`http://localhost:${HTTP_PORT}/apps/patients/list?q=1`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers()['location']).toBe(`${TLS_ORIGIN}/apps/patients/list?q=1`);

  await page.goto(`http://localhost:${HTTP_PORT}/login`);
  await expect(page).toHaveURL(`${TLS_ORIGIN}/login`);
  await expect(page.locator('form input[name="email"]')).toBeVisible();
});
