/**
 * The administration remote: staff accounts, access control, roles and module switches.
 * Routes are absolute (spec §2), so the router has no basename; the shell mounts this remote
 * while the path is under one of its catalog prefixes. The user list (the page an admin lands on) is
 * in the remote's first chunk; the other pages load when opened, with their forms and zod.
 */
import { type AppAbility, catalogModule, isUnder, paths, routePattern } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { NotFoundPanel } from './routing/GuardPanels.tsx';
import { RequireAbility } from './routing/RequireAbility.tsx';
import { lazyPage } from './routing/lazyPage.tsx';
import { UserListPage } from './users/UserListPage.tsx';

const AccessControlPage = lazyPage(() => import('./access/AccessControlPage.tsx').then((m) => m.AccessControlPage));
const RolesPage = lazyPage(() => import('./access/RolesPage.tsx').then((m) => m.RolesPage));
const UserAddPage = lazyPage(() => import('./users/UserAddPage.tsx').then((m) => m.UserAddPage));
const UserViewPage = lazyPage(() => import('./users/UserViewPage.tsx').then((m) => m.UserViewPage));

/** Loads every page opened on demand (tests render them without suspending). */
export const preloadAdminPages = () => Promise.all([AccessControlPage, RolesPage, UserAddPage, UserViewPage].map((page) => page.preload()));

const ADMIN_PREFIXES = catalogModule('admin').routes;

function UserViewRoute() {
  const { id = '' } = useParams();
  // a new id is a new page: no state carries over from the previous account
  return <UserViewPage key={id} id={id} />;
}

/** Unknown paths under the remote's prefixes; elsewhere (while the shell unmounts it) nothing. */
function Fallback() {
  const { pathname } = useLocation();
  const ability = useAbility<AppAbility>();
  return isUnder(ADMIN_PREFIXES, pathname) ? <NotFoundPanel showUsersLink={ability.can('read', 'User')} /> : null;
}

export function AdminApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
      <Routes>
        <Route path={paths.userList()} element={<RequireAbility action="read" subject="User"><UserListPage /></RequireAbility>} />
        <Route path={paths.userAdd()} element={<RequireAbility action="create" subject="User"><UserAddPage /></RequireAbility>} />
        <Route path={routePattern(paths.userView, 'id')} element={<RequireAbility action="read" subject="User"><UserViewRoute /></RequireAbility>} />
        <Route path={paths.accessControl()} element={<RequireAbility action="read" subject="User"><AccessControlPage /></RequireAbility>} />
        {/* everyone reads the roles and the clinic's modules; only manage ModuleSettings edits them */}
        <Route path={paths.roles()} element={<RolesPage />} />
        <Route path="*" element={<Fallback />} />
      </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
