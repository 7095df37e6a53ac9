/// <reference types="@testing-library/jest-dom" />
/**
 * Test harness for the auth flows: the shared-ui fake data client holding the staff's User
 * records, the fake Amplify user pool, and the shell's route table.
 */
import type { Role } from '@emr/domain';
import { GlobalToaster, addTranslations, sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, useLocation } from 'react-router-dom';
import { ShellRoutes } from '../../app/ShellRoutes.tsx';
import { setSignOutTarget } from '../navigation.ts';
import { shellStartTranslations } from '../../app/startTranslations.ts';
import { fakeAuth } from './fakeAmplifyAuth.ts';

addTranslations('shell', shellStartTranslations);

export const PASSWORD = 'Clinic-Pass1';

export interface StaffMember {
  sub: string;
  email: string;
  role: Role | string | null;
  name?: string;
  status?: string;
}

export const STAFF: Record<Role, StaffMember> = {
  admin: { sub: 'sub-admin', email: 'ada@north.clinic', role: 'admin', name: 'Ada Admin' },
  dark: { sub: 'sub-dark', email: 'dora@north.clinic', role: 'dark', name: 'Dora Manager' },
  user: { sub: 'sub-user', email: 'uma@north.clinic', role: 'user', name: 'Uma Clinician' },
  billing: { sub: 'sub-billing', email: 'bill@north.clinic', role: 'billing', name: 'Bill Biller' },
};

/** A fresh world: empty session, fake pool and data client with the given staff. */
export function setupWorld(staff: StaffMember[] = Object.values(STAFF)) {
  sessionStore.getState().signOut();
  setSignOutTarget(null);
  fakeAuth.reset();
  sessionStorage.clear();
  const data = createFakeDataClient({ clinicId: 'north' });
  setDataClient(data.client);
  for (const member of staff) {
    fakeAuth.addUser({ sub: member.sub, email: member.email, password: PASSWORD });
    data.seed({
      id: member.sub,
      EntityType: 'User',
      Email: member.email,
      FullName: member.name ?? member.email,
      Status: member.status ?? 'Active',
      ...(member.role ? { Role: member.role } : {}),
    });
  }
  return data;
}

/** Shows where the router is (path and query) so a test can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** What a remote's route shows here: its path as the page heading. */
function RemotePage() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

/**
 * The shell's route table (the signed-in layout without nav, remotes showing their path) at
 * `initialPath`, once the pages it opens on the way have loaded.
 */
export async function renderAuthApp(initialPath: string, extra?: ReactNode) {
  const view = renderWithProviders(
    <>
      <GlobalToaster />
      <MemoryRouter initialEntries={[initialPath]}>
        <LocationProbe />
        <ShellRoutes signedInLayout={<Outlet />} remoteArea={<RemotePage />} />
        {extra}
      </MemoryRouter>
    </>,
    'shell',
  );
  await act(async () => {});
  return view;
}
