/// <reference types="@testing-library/jest-dom" />
/** Renders the shell's pages in the shell's route table, signed in as a seeded staff member. */
import { type Role, rulesForRole } from '@emr/domain';
import { addTranslations, sessionStore, setDataClient } from '@emr/shared-ui';
import { createFakeDataClient } from '@emr/shared-ui/testing';
import { setSignOutTarget } from '../../auth/navigation.ts';
import { renderAuthApp } from '../../auth/testing/harness.tsx';
import { fakeAuth } from '../../auth/testing/fakeAmplifyAuth.ts';
import { pagesTranslations } from '../translations.ts';

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

/** The shell's route table at `path` (see renderAuthApp). */
export const renderPage = (path: string) => renderAuthApp(path);
