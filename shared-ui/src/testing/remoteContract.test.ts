/**
 * The contract checks fail on what they are for: a `./spa` exporting more than its lifecycles,
 * a route without an ability or outside the prefixes, and strings missing, empty, English in
 * Arabic, or used in code without an English key.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import type { RemoteRoute } from '../remote/createRemoteApp.tsx';
import { routeProblems, spaProblems } from './remoteContract.ts';
import { translationCheck } from './translationCheck.ts';

const noop = () => Promise.resolve();

test('./spa may export the three lifecycles and nothing else', () => {
  expect(spaProblems({ bootstrap: noop, mount: noop, unmount: noop })).toEqual([]);
  expect(spaProblems({ bootstrap: noop, mount: noop, unmount: noop, AdminApp: noop })).toEqual(['./spa exports AdminApp: only bootstrap, mount and unmount may leave it']);
  expect(spaProblems({ bootstrap: noop, mount: noop })).toEqual(['./spa does not export the lifecycle unmount']);
});

test('every route names an ability and lies under the prefixes', () => {
  const element = createElement('div');
  const routes = [
    { path: '/apps/x/list', can: { action: 'read', subject: 'Patient' }, element },
    { path: '/apps/y/list', can: { action: 'read', subject: 'Patient' }, element },
    { path: '/apps/x/open', element } as unknown as RemoteRoute,
    { path: '/apps/x/:id', can: { action: 'read', subject: 'Patient' }, element, children: [{ index: true, can: { action: 'peek', subject: 'Patient' }, element }] },
  ] as RemoteRoute[];
  expect(routeProblems({ prefixes: ['/apps/x'], routes, home: { path: '/apps/x/list', labelKey: 'home', can: { action: 'read', subject: 'Patient' } } })).toEqual([
    'route /apps/x/open names no ability (can: { action, subject })',
    'route (index) names no ability (can: { action, subject })',
    'route /apps/y/list is not under /apps/x',
  ]);
});

test('the translation check finds missing, extra, empty, copied and unknown keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'translation-check-'));
  writeFileSync(
    join(dir, 'Page.tsx'),
    [
      "const { t } = useTranslation('demo');",
      "t('list.title'); t('list.missing'); t(`pages.${name}.title`); t(`gone.${name}`);",
      "t(open ? 'list.title' : 'list.closed'); t('common:actions.save'); t('common:actions.nothing'); t('shell:nav.users');",
      "const item = { labelKey: 'nav.absent' };",
      '<Trans i18nKey="list.title" />',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'Page.test.tsx'), "t('only.in.a.test');");
  const en = { list: { title: 'List', empty: '' }, pages: { a: { title: 'A' } } };
  const fr = { list: { title: 'Liste', empty: 'Vide', extra: 'En trop' }, pages: { a: { title: 'A' } } };
  const ar = { list: { title: 'List', empty: 'فارغ' }, pages: { a: { title: 'أ' } } };
  expect(translationCheck({ namespace: 'demo', en, fr, ar, sourceDir: dir, extraKeys: ['pages.b.title'] }).sort()).toEqual(
    [
      'fr: extra list.extra',
      'en: empty list.empty',
      'ar: list.title is the English text',
      'Page.tsx: no demo string for "list.missing"',
      'Page.tsx: no demo string for "gone.${name}"',
      'Page.tsx: no demo string for "list.closed"',
      'Page.tsx: no common string for "common:actions.nothing"',
      'Page.tsx: no demo string for "nav.absent"',
      'extraKeys: no demo string for "pages.b.title"',
    ].sort(),
  );
});
