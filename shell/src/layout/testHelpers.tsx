/** Rendering the layout the way the shell does, with a signed-in user and the fake data client. */
import { CATALOG, type Role, paths, rulesForRole } from '@emr/domain';
import { sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DEFAULT_LAYOUT, layoutStore } from './layoutStore.ts';
import { type NavEntry, navEntries } from './navModel.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { resetWindow } from './testSetup.ts';

/** The nav of every module of the catalog (as the server's manifest gives it), plus the shell's own. */
export const NAV: NavEntry[] = navEntries(CATALOG);

export const USER = { id: 'u1', Role: 'user', FullName: 'Jane Doe', Email: 'jane@north.example', ClinicID: 'north' };

/** Fresh preferences, window, session and data for each test; the clinic in Chicago (the workstation is in Los Angeles: the Jest preset). */
export function setUp(role: Role = 'user', timeZone = 'America/Chicago') {
  localStorage.clear();
  layoutStore.setState({ ...DEFAULT_LAYOUT });
  sessionStore.setState({ language: 'en', theme: 'light', skin: 'default', primaryColor: null });
  resetWindow();
  sessionStore.getState().signIn({ ...USER, Role: role }, 'token', rulesForRole(role));
  sessionStore.getState().setClinicTimeZone(timeZone);
  const fake = createFakeDataClient({ clinicId: 'north' });
  setDataClient(fake.client);
  return fake;
}

/** The current path as a heading, so tests can see where a click went. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

export function renderShell({ path = paths.visitsList(), navItems = NAV, onSignOut = jest.fn() }: { path?: string; navItems?: NavEntry[]; onSignOut?: () => void } = {}) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout navItems={navItems} onSignOut={onSignOut}>
        <Page />
      </ShellLayout>
    </MemoryRouter>,
  );
  return { ...view, onSignOut };
}
