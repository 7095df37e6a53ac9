/** Rendering the layout the way the shell does, with a signed-in user and the fake data client. */
import { type Role, rulesForRole } from '@emr/domain';
import { sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DEFAULT_LAYOUT, layoutStore } from './layoutStore.ts';
import type { NavEntry } from './navModel.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { resetWindow } from './testSetup.ts';

/** The nav the server's module manifest gives (backend/src/modules/registry.ts), plus the shell's own. */
export const NAV: NavEntry[] = [
  { key: 'pl', labelKey: 'shell:nav.patientsList', path: '/apps/patients/list', icon: 'people', groupKey: 'shell:nav.patients', permission: { action: 'read', subject: 'Patient' } },
  { key: 'pa', labelKey: 'shell:nav.patientsAdd', path: '/apps/patients/add', icon: 'person-add', groupKey: 'shell:nav.patients', permission: { action: 'create', subject: 'Patient' } },
  { key: 'vl', labelKey: 'shell:nav.visitsList', path: '/apps/visits/list', icon: 'calendar-person', groupKey: 'shell:nav.visits', permission: { action: 'read', subject: 'Visit' } },
  { key: 'cal', labelKey: 'shell:nav.calendar', path: '/apps/calendar', icon: 'calendar', permission: { action: 'read', subject: 'CalendarEvent' } },
  { key: 'ca', labelKey: 'shell:nav.claimAdd', path: '/apps/claim/add', icon: 'receipt', groupKey: 'shell:nav.billing', permission: { action: 'create', subject: 'Claim' } },
  { key: 'br', labelKey: 'shell:nav.billingReports', path: '/apps/billing/reports', icon: 'chart', groupKey: 'shell:nav.billing', permission: { action: 'read', subject: 'Claim' } },
  { key: 'ul', labelKey: 'shell:nav.userList', path: '/apps/user/list', icon: 'people-team', groupKey: 'shell:nav.users', permission: { action: 'read', subject: 'User' } },
  { key: 'ua', labelKey: 'shell:nav.userAdd', path: '/apps/user/add', icon: 'person-add', groupKey: 'shell:nav.users', permission: { action: 'create', subject: 'User' } },
  { key: 'faq', labelKey: 'shell:nav.faq', path: '/pages/faq', icon: 'question', groupKey: 'shell:nav.help' },
];

export const USER = { id: 'u1', Role: 'user', FullName: 'Jane Doe', Email: 'jane@north.example', ClinicID: 'north' };

/** Fresh preferences, window, session and data for each test. */
export function setUp(role: Role = 'user') {
  localStorage.clear();
  layoutStore.setState({ ...DEFAULT_LAYOUT });
  sessionStore.setState({ language: 'en', theme: 'light', skin: 'default', primaryColor: null });
  resetWindow();
  sessionStore.getState().signIn({ ...USER, Role: role }, 'token', rulesForRole(role));
  const fake = createFakeDataClient({ clinicId: 'north' });
  setDataClient(fake.client);
  return fake;
}

/** The current path as a heading, so tests can see where a click went. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

export function renderShell({ path = '/apps/visits/list', navItems = NAV, onSignOut = jest.fn() }: { path?: string; navItems?: NavEntry[]; onSignOut?: () => void } = {}) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout navItems={navItems} onSignOut={onSignOut}>
        <Page />
      </ShellLayout>
    </MemoryRouter>,
  );
  return { ...view, onSignOut };
}
