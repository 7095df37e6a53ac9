/**
 * The remote frame every remote gets from createRemoteApp: routes under its prefixes behind
 * their ability, its own words for "not authorized" and "not found" (with the way home only for
 * roles that may go there), nothing outside its prefixes, and lazy pages (nested ones with a
 * spinner in their area, rendered once the remote's later strings are in) that preload for tests.
 */
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { laterTranslations } from '../i18n/i18n.ts';
import { renderRemote, resetRemote } from '../testing/renderRemote.tsx';
import { createRemoteApp } from './createRemoteApp.tsx';
import { lazyPage } from './lazyPage.ts';

const demoEn = {
  guard: { notAuthorizedTitle: 'Not for you', notAuthorizedBody: 'Ask an administrator.', notFoundTitle: 'No such page', notFoundBody: 'Not in the demo module.', home: 'Go to the list' },
  standalone: { signIn: 'Sign in first.' },
};

const List = () => <h1>The list</h1>;
const Frame = () => (
  <section>
    <h1>A chart</h1>
    <Outlet />
  </section>
);
let loads = 0;
const later = { detail: { title: 'A detail' } };
const strings = laterTranslations('demo', { en: async () => later, fr: async () => later, ar: async () => later });
function DetailPage() {
  const { t } = useTranslation('demo');
  return <h2>{t('detail.title')}</h2>;
}
const Detail = lazyPage(
  () => {
    loads += 1;
    return Promise.resolve(DetailPage);
  },
  { strings },
);

const demoApp = createRemoteApp({
  module: 'billing',
  namespace: 'demo',
  home: { path: '/apps/claim/list', labelKey: 'guard.home', can: { action: 'read', subject: 'Claim' } },
  translations: { en: demoEn, fr: demoEn, ar: demoEn },
  routes: [
    { path: '/apps/claim/list', can: { action: 'read', subject: 'Patient' }, element: <List /> },
    { path: '/apps/claim/claims', can: { action: 'read', subject: 'Claim' }, element: <List /> },
    {
      path: '/apps/claim/chart/:id',
      can: { action: 'read', subject: 'Patient' },
      element: <Frame />,
      children: [{ path: 'detail', can: { action: 'read', subject: 'Lab' }, element: <Detail /> }],
    },
  ],
});

afterEach(resetRemote);

test('a route opens for a role that may, and says "not authorized" in the remote’s words to one that may not', () => {
  const first = renderRemote(demoApp, { path: '/apps/claim/claims', role: 'billing' });
  expect(screen.getByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
  first.unmount();
  renderRemote(demoApp, { path: '/apps/claim/claims', role: 'dark' });
  expect(screen.getByRole('heading', { level: 1, name: 'Not for you' })).toBeInTheDocument();
  expect(screen.getByText('Ask an administrator.')).toBeInTheDocument();
});

test('an unknown path under the prefixes is "not found", with the way home for roles that may go there', async () => {
  const { user, unmount } = renderRemote(demoApp, { path: '/apps/claim/nowhere', role: 'user' });
  expect(screen.getByRole('heading', { level: 1, name: 'No such page' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to the list' }));
  expect(window.location.pathname).toBe('/apps/claim/list');
  expect(await screen.findByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
  unmount();
  renderRemote(demoApp, { path: '/apps/claim/nowhere', role: 'dark' });
  expect(screen.getByRole('heading', { level: 1, name: 'No such page' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('outside its prefixes (while the shell unmounts it) the remote renders nothing', () => {
  const { container } = renderRemote(demoApp, { path: '/apps/patients/list', role: 'admin' });
  expect(container.querySelector('h1')).toBeNull();
});

test('a nested lazy page loads in its area, checked against its own ability; preload makes it render at once', async () => {
  const { unmount } = renderRemote(demoApp, { path: '/apps/claim/chart/7/detail', role: 'user' });
  expect(screen.getByRole('heading', { level: 1, name: 'A chart' })).toBeInTheDocument();
  // its strings (the remote's later part) were in before it first rendered: never its key
  expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('A detail');
  unmount();
  renderRemote(demoApp, { path: '/apps/claim/chart/7/detail', role: 'billing' });
  expect(screen.getByRole('heading', { level: 1, name: 'A chart' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Not for you' })).toBeInTheDocument();
  await demoApp.preload();
  expect(loads).toBe(1);
});
