/**
 * The route guard (spec §6) as wrappers the router composes: public routes need none;
 * `UnauthOnly` (login, forgot-password) sends a signed-in person on; `RequireAuth` sends a
 * signed-out one to /login carrying the wanted path; `RequirePermission` checks the stored
 * CASL rules; `IndexRedirect` picks the role's start page.
 */
import type { Action, AppAbility, Subject } from '@emr/domain';
import { isAuthenticated, useAbility, useSession } from '@emr/shared-ui';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { pendingSignOutTarget, registerNavigate } from './navigation.ts';
import { loginPath, roleHome, safeRedirectTarget } from './paths.ts';
import { amplifySignOut, endSession } from './session.ts';

/** Lets code outside React (sign-out from a menu) navigate with this router. */
function useRouterNavigateRegistration(): void {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
}

export interface GuardProps {
  children: ReactNode;
}

/** Signed in (userData and accessToken), else /login?to=<wanted path>. */
export function RequireAuth({ children }: GuardProps) {
  const signedIn = useSession(isAuthenticated);
  const location = useLocation();
  useRouterNavigateRegistration();
  if (!signedIn) {
    const target = pendingSignOutTarget() ?? loginPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}

/**
 * For signed-out people only. A signed-in person goes to the index redirect — or, right
 * after signing in on /login?to=…, to the page they wanted.
 */
export function UnauthOnly({ children }: GuardProps) {
  const signedIn = useSession(isAuthenticated);
  const [params] = useSearchParams();
  useRouterNavigateRegistration();
  if (signedIn) return <Navigate to={safeRedirectTarget(params.get('to')) ?? '/'} replace />;
  return <>{children}</>;
}

export interface RequirePermissionProps extends GuardProps {
  action: Action;
  subject: Subject;
}

/** Allowed by the stored rules, else /not-authorized. */
export function RequirePermission({ action, subject, children }: RequirePermissionProps) {
  const ability = useAbility<AppAbility>();
  if (!ability.can(action, subject)) return <Navigate to="/not-authorized" replace />;
  return <>{children}</>;
}

/**
 * `/`: the role's start page. No or an unknown role: warn, end the session (else the login
 * page would send the person straight back here) and go to login keeping the query.
 */
export function IndexRedirect() {
  const role = useSession((state) => state.userData?.Role);
  const location = useLocation();
  const navigate = useNavigate();
  const home = roleHome(role);
  useEffect(() => {
    if (home) return;
    console.warn('No user role found');
    endSession(`/login${location.search}`, (to, options) => void navigate(to, options));
    void amplifySignOut();
  }, [home, location.search, navigate]);
  return home ? <Navigate to={home} replace /> : null;
}
