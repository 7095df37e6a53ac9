/// <reference types="@testing-library/jest-dom" />
/** Renders the shell's pages in a router like the shell's, signed in as a seeded staff member. */
import { type Role, rulesForRole } from '@emr/domain';
import { GlobalToaster, addTranslations, sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient, renderWithProviders } from '@emr/shared-ui/testing';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { setSignOutTarget } from '../../auth/navigation.ts';
import { LocationProbe } from '../../auth/testing/harness.tsx';
import { fakeAuth } from '../../auth/testing/fakeAmplifyAuth.ts';
import { authTranslations } from '../../auth/translations.ts';
import { AccountSettingsPage } from '../AccountSettingsPage.tsx';
import { ErrorPage } from '../ErrorPage.tsx';
import { FaqPage } from '../FaqPage.tsx';
import { IconsPage } from '../IconsPage.tsx';
import { NotAuthorizedPage } from '../NotAuthorizedPage.tsx';
import { PricingPage } from '../PricingPage.tsx';
import { SecondPage } from '../SecondPage.tsx';
import { TypographyPage } from '../TypographyPage.tsx';
import { UserProfilePage } from '../UserProfilePage.tsx';
import { pagesTranslations } from '../translations.ts';

addTranslations('shell', authTranslations);
addTranslations('shell', pagesTranslations);

export const ME = { sub: 'sub-me', email: 'maria@north.clinic', name: 'Maria Lopez', password: 'Clinic-Pass1' };

/** A clinic with one signed-in staff member of `role` (User record version 1). */
export function signedInWorld(role: Role) {
  sessionStore.getState().signOut();
  setSignOutTarget(null);
  fakeAuth.reset();
  localStorage.removeItem(`notificationPreferences:${ME.sub}`);
  const data = createFakeDataClient({ clinicId: 'north' });
  setDataClient(data.client);
  data.seed({ id: 'north', EntityType: 'Clinic', Name: 'North Family Practice' });
  const record = data.seed({
    id: ME.sub,
    EntityType: 'User',
    FullName: ME.name,
    Email: ME.email,
    Role: role,
    Status: 'Active',
    CellPhone: '(555) 010-2233',
    LastLogin: '2026-03-02T14:05:00.000Z',
    Timestamp: '2021-06-01T09:00:00.000Z',
  });
  fakeAuth.addUser({ sub: ME.sub, email: ME.email, password: ME.password });
  fakeAuth.signInAs(ME.email);
  sessionStore.getState().signIn({ id: ME.sub, Role: role, FullName: ME.name, Email: ME.email, ClinicID: 'north' }, 'access-token', rulesForRole(role));
  return { data, record };
}

export function renderPage(path: string) {
  return renderWithProviders(
    <>
      <GlobalToaster />
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="/" element={<h1>Start page</h1>} />
          <Route path="/not-authorized" element={<NotAuthorizedPage />} />
          <Route path="/pages/misc/not-found/*" element={<ErrorPage code={404} />} />
          <Route path="/pages/misc/error/401" element={<ErrorPage code={401} />} />
          <Route path="/pages/misc/error/500" element={<ErrorPage code={500} />} />
          <Route path="/pages/account-settings" element={<Navigate to="/pages/account-settings/account" replace />} />
          <Route path="/pages/account-settings/:tab" element={<AccountSettingsPage />} />
          <Route path="/pages/user-profile" element={<Navigate to="/pages/user-profile/profile" replace />} />
          <Route path="/pages/user-profile/:tab" element={<UserProfilePage />} />
          <Route path="/pages/faq" element={<FaqPage />} />
          <Route path="/pages/icons" element={<IconsPage />} />
          <Route path="/pages/typography" element={<TypographyPage />} />
          <Route path="/pages/pricing" element={<PricingPage />} />
          <Route path="/second-page" element={<SecondPage />} />
          <Route path="*" element={<ErrorPage code={404} />} />
        </Routes>
      </MemoryRouter>
    </>,
    'shell',
  );
}
