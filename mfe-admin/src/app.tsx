/**
 * The administration remote: staff accounts, access control, roles and module switches. Its
 * route list (spec §2) under ADMIN_PREFIXES; the user list (the page an admin lands on) is in the
 * remote's first chunk, the other pages load when opened, with their forms and zod.
 */
import { createRemoteApp, lazyPage } from '@emr/shared-ui';
import { adminEn } from './translations/en.ts';
import { UserListPage } from './users/UserListPage.tsx';

// The prefixes the module registry gives this remote (backend/src/modules/registry.ts REMOTES):
// the contract test compares the two until the module catalog in @emr/domain names them once.
export const ADMIN_PREFIXES = ['/apps/user', '/access-control', '/apps/roles'] as const;

const AccessControlPage = lazyPage(() => import('./access/AccessControlPage.tsx').then((m) => m.AccessControlPage));
const RolesPage = lazyPage(() => import('./access/RolesPage.tsx').then((m) => m.RolesPage));
const UserAddPage = lazyPage(() => import('./users/UserAddPage.tsx').then((m) => m.UserAddPage));
const UserViewPage = lazyPage(() => import('./users/UserViewPage.tsx').then((m) => m.UserViewPage));

export const adminApp = createRemoteApp({
  appId: 'mfe-admin',
  namespace: 'admin',
  prefixes: ADMIN_PREFIXES,
  home: { path: '/apps/user/list', labelKey: 'guard.toUsers', can: { action: 'read', subject: 'User' } },
  translations: {
    en: adminEn,
    fr: () => import('./translations/fr.ts').then((m) => m.adminFr),
    ar: () => import('./translations/ar.ts').then((m) => m.adminAr),
  },
  routes: [
    { path: '/apps/user/list', can: { action: 'read', subject: 'User' }, element: <UserListPage /> },
    { path: '/apps/user/add', can: { action: 'create', subject: 'User' }, element: <UserAddPage /> },
    { path: '/apps/user/view/:id', can: { action: 'read', subject: 'User' }, element: <UserViewPage /> },
    { path: '/access-control', can: { action: 'read', subject: 'User' }, element: <AccessControlPage /> },
    // every role reads the roles and the clinic's modules; only manage ModuleSettings edits them
    { path: '/apps/roles', can: { action: 'read', subject: 'Clinic' }, element: <RolesPage /> },
  ],
});
