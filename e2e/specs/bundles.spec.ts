/**
 * No module is shipped twice (issue 12): within one page load that opens the shell and both
 * remotes, no package's code is loaded twice beyond 2 KiB (minified; the icons have a ceiling
 * per app of their own, bench/sourceMaps.ts says why). Read from the build's source maps, so run
 * it after `npm run build`; `npm run bench:web` lists the same figures.
 */
import { expect, test } from '@playwright/test';
import { tourInOnePage } from '../fixtures/tour.ts';
import { describeDuplicate, duplicatedModules, limitOf } from '../bench/sourceMaps.ts';

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
  expect(duplicates.filter((d) => d.extra > limitOf(d)).map(describeDuplicate)).toEqual([]);
});

test('the check sees a duplicate: two remote entries that both carry the module making their Module Federation runtime', () => {
  // each production remote's remoteEntry.js bundles tooling/webpack/shared/containerFederation.mjs
  const duplicates = duplicatedModules(['http://localhost/remotes/mfe-admin/remoteEntry.js', 'http://localhost/remotes/mfe-patients/remoteEntry.js']);
  const made = duplicates.find((d) => d.name === 'tooling/webpack/shared/containerFederation.mjs');
  expect(made?.apps).toBe(2);
  expect(made?.extra).toBeGreaterThan(0);
});
