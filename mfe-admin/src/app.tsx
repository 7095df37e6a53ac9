/**
 * The administration remote: staff accounts, access control, roles and module switches. Its
 * route list (spec §2) under its catalog prefixes; the user list (the page an admin lands on) is in the
 * remote's first chunk, the other pages load when opened, with their forms and zod.
 */
import { paths, routePattern } from '@emr/domain';
import { createRemoteApp, lazyPage } from '@emr/shared-ui';
import { adminEn } from './translations/en.ts';
import { UserListPage } from './users/UserListPage.tsx';

const AccessControlPage = lazyPage(() => import('./access/AccessControlPage.tsx').then((m) => m.AccessControlPage));
const RolesPage = lazyPage(() => import('./access/RolesPage.tsx').then((m) => m.RolesPage));
const UserAddPage = lazyPage(() => import('./users/UserAddPage.tsx').then((m) => m.UserAddPage));
const UserViewPage = lazyPage(() => import('./users/UserViewPage.tsx').then((m) => m.UserViewPage));

export const adminApp = createRemoteApp({
  module: 'admin',
  namespace: 'admin',
  home: { path: paths.userList(), labelKey: 'guard.toUsers', can: { action: 'read', subject: 'User' } },
  translations: {
    en: adminEn,
    fr: () => import('./translations/fr.ts').then((m) => m.adminFr),
    ar: () => import('./translations/ar.ts').then((m) => m.adminAr),
  },
  routes: [
    { path: paths.userList(), can: { action: 'read', subject: 'User' }, element: <UserListPage /> },
    { path: paths.userAdd(), can: { action: 'create', subject: 'User' }, element: <UserAddPage /> },
    { path: routePattern(paths.userView, 'id'), can: { action: 'read', subject: 'User' }, element: <UserViewPage /> },
    { path: paths.accessControl(), can: { action: 'read', subject: 'User' }, element: <AccessControlPage /> },
    // every role reads the roles and the clinic's modules; only manage ModuleSettings edits them
    { path: paths.roles(), can: { action: 'read', subject: 'Clinic' }, element: <RolesPage /> },
  ],
});
