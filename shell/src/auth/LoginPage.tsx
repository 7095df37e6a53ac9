/**
 * /login inside the router (blank layout, signed-out only): the sign-in form, told what the
 * reset page passed in router state. Once the session is stored, it sends the person to
 * `?to=` or their start page. A first visit to /login renders the same form from the light
 * login root instead (`app/LightLoginApp.tsx`), without the router.
 */
import { isAuthenticated, useSession } from '@emr/shared-ui/core';
import { RouterLink } from '@emr/shared-ui';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LoginForm } from './LoginForm.tsx';
import { safeRedirectTarget } from './paths.ts';

/** What /login may be told through router state (the reset page sends people here). */
export interface LoginLocationState {
  notice?: 'passwordChanged';
  email?: string;
}

export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession(isAuthenticated);
  const state = (location.state ?? {}) as LoginLocationState;

  if (signedIn) return <Navigate to={safeRedirectTarget(params.get('to')) ?? '/'} replace />;
  return <LoginForm notice={state.notice} email={state.email} forgotLink={(label) => <RouterLink to="/forgot-password">{label}</RouterLink>} />;
}
