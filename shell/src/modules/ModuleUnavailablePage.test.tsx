/// <reference types="@testing-library/jest-dom" />
/**
 * The "not available" page says which reason it is (switched off for the clinic, or on but not
 * installed here) and offers the pages the user can open, never a start page that may be itself.
 */
import { type ModuleManifest, rulesForRole } from '@emr/domain';
import { addTranslations, sessionStore } from '@emr/shared-ui';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../layout/testSetup.ts';
import { ModuleUnavailablePage } from './ModuleUnavailablePage.tsx';
import { modulesTranslations } from './translations.ts';

addTranslations('shell', modulesTranslations);
addTranslations('patients', { en: { nav: { list: 'Patient list', add: 'Add patient' } }, fr: {}, ar: {} });
addTranslations('visits', { en: { nav: { list: 'Visit list' } }, fr: {}, ar: {} });

const moduleOf = (key: 'patients' | 'visits' | 'billing', enabled: boolean, installed: boolean, nav: ModuleManifest['modules'][number]['nav']) => ({
  key,
  remote: key,
  entry: `/remotes/mfe-${key}/mf-manifest.json`,
  routes: [`/apps/${key}`],
  nav,
  permission: { action: 'read' as const, subject: key === 'patients' ? 'Patient' : key === 'visits' ? 'Visit' : 'Claim' },
  enabled,
  installed,
});

const MANIFEST: ModuleManifest = {
  version: 1,
  clinicId: 'north',
  modules: [
    moduleOf('patients', true, true, [
      { labelKey: 'patients:nav.list', path: '/apps/patients/list' },
      { labelKey: 'patients:nav.add', path: '/apps/patients/add', permission: { action: 'create', subject: 'Patient' } },
    ]),
    moduleOf('visits', true, false, [{ labelKey: 'visits:nav.list', path: '/apps/visits/list' }]),
    moduleOf('billing', false, true, []),
  ],
};

function renderPage(key: 'visits' | 'billing' | null, role: 'user' | 'billing' = 'user') {
  sessionStore.getState().signIn({ id: 'u1', Role: role, FullName: 'Ana', Email: 'ana@north.test', ClinicID: 'north' }, 'token', rulesForRole(role));
  const found = MANIFEST.modules.find((m) => m.key === key) ?? null;
  renderWithProviders(
    <MemoryRouter initialEntries={['/apps/visits/list']}>
      <ModuleUnavailablePage module={found} manifest={MANIFEST} />
    </MemoryRouter>,
  );
}

test('a module on for the clinic but not installed says so, without blaming the administrator', () => {
  renderPage('visits');
  expect(screen.getByRole('heading', { level: 1, name: 'Visits is not available' })).toBeInTheDocument();
  expect(screen.getByText(/switched on for your clinic, but it is not installed on this server/)).toBeInTheDocument();
  expect(screen.queryByText(/administrator switched/)).not.toBeInTheDocument();
  // the pages that work, not the start page (which, for a clinician, is this very page)
  const links = within(screen.getByRole('list')).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Patient list', '/apps/patients/list'],
    ['Add patient', '/apps/patients/add'],
    ['FAQ', '/pages/faq'],
  ]);
  expect(screen.queryByRole('button', { name: 'Go to my start page' })).not.toBeInTheDocument();
});

test('a module the administrator switched off says that; pages the role may not open are not offered', () => {
  renderPage('billing', 'billing');
  expect(screen.getByText('Your clinic’s administrator switched Billing off for the clinic. Everything else keeps working.')).toBeInTheDocument();
  const links = within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent);
  expect(links).not.toContain('Visit list');
  expect(links).not.toContain('Add patient');
});
