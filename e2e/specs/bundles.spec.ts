/**
 * No module is shipped twice (issue 12): within one page load that opens the shell and both
 * remotes, no package's code is loaded twice beyond 2 KiB (minified). Read from the build's source
 * maps, so run it after `npm run build`; `npm run bench:web` lists the same figures.
 */
import { expect, test } from '../fixtures/test.ts';
import { tourInOnePage } from '../fixtures/tour.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { DUPLICATE_LIMIT, describeDuplicate, duplicatedModules } from '../bench/sourceMaps.ts';

test('the shell and both remotes in one page load: no code above 2 KiB is loaded twice', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await tourInOnePage(page);

  // the walk reached both remotes, so the check below covers what each of them loads
  const paths = scripts.map((url) => new URL(url).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/main.js', '/remotes/mfe-admin/remoteEntry.js', '/remotes/mfe-patients/remoteEntry.js']));

  const duplicates = duplicatedModules(scripts);
  expect(duplicates.filter((d) => d.extra > DUPLICATE_LIMIT).map(describeDuplicate)).toEqual([]);
});

test('the sign-in page registers the shared icons but does not load them (shared-ui/src/icons.ts)', async ({ page }) => {
  await new LoginPage(page).goto();
  await page.waitForLoadState('networkidle');
  const icons = await page.evaluate(() => {
    type Version = { from: string; loaded?: boolean };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__;
    return Object.values(federation?.__SHARE__ ?? {})
      .flatMap((scopes) => Object.values(scopes))
      .flatMap((packages) => Object.values(packages['@emr/shared-ui/icons'] ?? {}))
      .map((info) => ({ from: info.from, loaded: Boolean(info.loaded) }));
  });
  expect(icons).toEqual([{ from: 'emr_shell', loaded: false }]);
});

test('the check sees a duplicate: two remote entries that both carry the module making their Module Federation runtime', () => {
  // each production remote's remoteEntry.js bundles tooling/webpack/shared/containerFederation.mjs
  const duplicates = duplicatedModules(['http://localhost/remotes/mfe-admin/remoteEntry.js', 'http://localhost/remotes/mfe-patients/remoteEntry.js']);
  const made = duplicates.find((d) => d.name === 'tooling/webpack/shared/containerFederation.mjs');
  expect(made?.apps).toBe(2);
  expect(made?.extra).toBeGreaterThan(0);
});
