/// <reference types="@testing-library/jest-dom" />
/**
 * Test harness for the auth flows: the shared-ui fake data client holding the staff's User
 * records, the fake Amplify user pool, and a route table shaped like the shell's.
 */
import type { Role } from '@emr/domain';
import { GlobalToaster, addTranslations, sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ForgotPasswordPage } from '../ForgotPasswordPage.tsx';
import { IndexRedirect, RequireAuth, RequirePermission, UnauthOnly } from '../guards.tsx';
import { LoginPage } from '../LoginPage.tsx';
import { setSignOutTarget } from '../navigation.ts';
import { authTranslations } from '../translations.ts';
import { fakeAuth } from './fakeAmplifyAuth.ts';

addTranslations('shell', authTranslations);

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

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** The shell's route table in miniature: role homes and deep pages render their path. */
export function renderAuthApp(initialPath: string, extra?: ReactNode) {
  return renderWithProviders(
    <>
      <GlobalToaster />
      <MemoryRouter initialEntries={[initialPath]}>
        <LocationProbe />
        <Routes>
          <Route path="/login" element={<UnauthOnly><LoginPage /></UnauthOnly>} />
          <Route path="/forgot-password" element={<UnauthOnly><ForgotPasswordPage /></UnauthOnly>} />
          <Route path="/not-authorized" element={<Page title="Not authorized" />} />
          <Route element={<RequireAuth><Outlet /></RequireAuth>}>
            <Route index element={<IndexRedirect />} />
            <Route path="/access-control" element={<RequirePermission action="read" subject="User"><Page title="Access control" /></RequirePermission>} />
            <Route path="/apps/user/list" element={<Page title="User list" />} />
            <Route path="/apps/user/add" element={<Page title="Add user" />} />
            <Route path="/apps/visits/list" element={<Page title="Visits" />} />
            <Route path="/apps/claim/add" element={<Page title="Add claim" />} />
            <Route path="/apps/patient/:id" element={<Page title="Patient chart" />} />
          </Route>
        </Routes>
        {extra}
      </MemoryRouter>
    </>,
    'shell',
  );
}
