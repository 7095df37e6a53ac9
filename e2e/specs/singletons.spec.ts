/**
 * The shared singletons really are single at runtime: one copy of React, i18next, the session
 * store (shared-ui), Griffel, CASL, Amplify, the icons' base and the shared icons serves the shell
 * and the remote, while each container keeps a Module Federation instance of its own (the
 * remote's is made by the shell's runtime, tooling/webpack/shared/provideRuntimeCore.mjs).
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  '@casl/ability',
  '@tanstack/react-query',
  'aws-amplify',
  '@griffel/react',
  '@griffel/core',
  '@emr/shared-ui',
  '@emr/shared-ui/core',
  '@emr/shared-ui/icons',
  '@emr/domain',
  '@fluentui/react-utilities',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-icons/createFluentIcon',
  '@fluentui/react-icons/contexts',
];
/**
 * What the admin remote itself imports, so it must get the shell's copy. (Not react-dom nor
 * Fluent's react-utilities and react-shared-contexts: the remote's list page reaches them only through shared modules —
 * shared-ui's lifecycles, Fluent's portal, jsx runtime and components — which the shell provides
 * with their own imports, ADR 0054.) The list page's icons come whole from the shell's
 * `@emr/shared-ui/icons`; the remote makes its own icons (a staff member's account actions) with
 * the shell's createFluentIcon (ADR 0055).
 */
const USED_BY_REMOTE = [
  'react',
  'react-router-dom',
  'react-i18next',
  '@griffel/react',
  '@emr/shared-ui',
  '@emr/shared-ui/icons',
  '@emr/domain',
  '@fluentui/react-icons/createFluentIcon',
];

test('one copy of every shared singleton serves the shell and the admin remote', async ({ page }) => {
  await signedIn(page, 'admin@northside.demo');
  await expect(page).toHaveURL('/apps/user/list');
  // the remote shows the admin's clinic staff and the admin-only button: same session store, ability and configured Amplify
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toBeVisible();
  // a staff member's page, in the same page load: its account actions draw the remote's own icons
  await page.getByRole('grid').getByRole('row', { name: /user@northside\.demo/ }).getByRole('link').click();
  await expect(page.getByRole('button', { name: /^(Deactivate|Activate)$/ })).toBeVisible();

  const { instances, loaded } = await page.evaluate(() => {
    type Version = { from: string; loaded?: boolean; useIn?: string[] };
    type Federation = { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Version>>>>; __INSTANCES__?: { name: string }[] };
    const federation = (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__;
    const share = federation?.__SHARE__ ?? {};
    const result: Record<string, { copies: string[]; usedIn: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (result[name] ??= { copies: [], usedIn: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            const copy = `${info.from}@${version}`;
            if (!entry.copies.includes(copy)) entry.copies.push(copy);
            for (const user of info.useIn ?? []) if (!entry.usedIn.includes(user)) entry.usedIn.push(user);
          }
        }
      }
    }
    return { instances: (federation?.__INSTANCES__ ?? []).map((instance) => instance.name), loaded: result };
  });
  // one instance per container: the remote's runtime, though the shell's code, made the remote its own
  expect([...instances].sort()).toEqual(['emr_shell', 'mfe_admin']);
  for (const name of SINGLETONS) {
    expect(loaded[name]?.copies, `${name} is loaded exactly once`).toHaveLength(1);
  }
  for (const name of USED_BY_REMOTE) {
    expect(loaded[name]?.usedIn, `the admin remote uses the shell's ${name}`).toEqual(expect.arrayContaining(['emr_shell', 'mfe_admin']));
  }
});
