/**
 * The shell's route table (spec §2): public pages, the signed-in layout with the shell's own
 * pages, and every remote's prefixes from the module catalog. Tests render this same table,
 * with stand-ins for the signed-in layout and the remote area.
 */
import type { ModuleManifest } from '@emr/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useOutletContext } from 'react-router-dom';
import { IndexRedirect, RequireAuth, RequirePermission, UnauthOnly } from '../auth/guards.tsx';
import { RemoteArea } from '../modules/RemoteArea.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage.tsx';
import { REMOTE_ROUTES } from './routes.ts';

// Everything behind sign-in loads after sign-in, so /login stays light; and the pages with
// forms (sign-in, forgot password) load when opened, so signing in does not load them again.
const LoginPage = lazy(() => import('../auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const SignedInShell = lazy(() => import('./SignedInShell.tsx').then((m) => ({ default: m.SignedInShell })));
// the chunk renders once its strings in the active language are in
const signedInPages = () =>
  import('../pages/signedInPages.ts').then(async (m) => {
    await m.pagesStringsReady;
    return m;
  });
const AccountSettingsPage = lazy(() => signedInPages().then((m) => ({ default: m.AccountSettingsPage })));
const UserProfilePage = lazy(() => signedInPages().then((m) => ({ default: m.UserProfilePage })));
const FaqPage = lazy(() => signedInPages().then((m) => ({ default: m.FaqPage })));
const IconsPage = lazy(() => signedInPages().then((m) => ({ default: m.IconsPage })));
const TypographyPage = lazy(() => signedInPages().then((m) => ({ default: m.TypographyPage })));
const PricingPage = lazy(() => signedInPages().then((m) => ({ default: m.PricingPage })));
const SecondPage = lazy(() => signedInPages().then((m) => ({ default: m.SecondPage })));

function RemoteRoute() {
  const manifest = useOutletContext<UseQueryResult<ModuleManifest>>();
  return (
    <RemoteArea
      manifest={manifest.data}
      manifestLoading={manifest.isLoading}
      manifestError={manifest.error}
      onRetryManifest={() => void manifest.refetch()}
    />
  );
}

export interface ShellRoutesProps {
  /** Around every signed-in page, rendering an `<Outlet />`; the layout with nav and manifest by default. */
  signedInLayout?: ReactNode;
  /** What a remote's route shows; the remote's area by default. */
  remoteArea?: ReactNode;
}

export function ShellRoutes({ signedInLayout = <SignedInShell />, remoteArea = <RemoteRoute /> }: ShellRoutesProps) {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<UnauthOnly><LoginPage /></UnauthOnly>} />
        <Route path="/forgot-password" element={<UnauthOnly><ForgotPasswordPage /></UnauthOnly>} />
        <Route path="/not-authorized" element={<NotAuthorizedPage />} />
        <Route path="/pages/misc/not-found/*" element={<ErrorPage code={404} />} />
        <Route path="/pages/misc/error/401" element={<ErrorPage code={401} />} />
        <Route path="/pages/misc/error/500" element={<ErrorPage code={500} />} />
        <Route element={<RequireAuth>{signedInLayout}</RequireAuth>}>
          <Route index element={<IndexRedirect />} />
          <Route path="/pages/account-settings" element={<Navigate to="/pages/account-settings/account" replace />} />
          <Route path="/pages/account-settings/:tab" element={<AccountSettingsPage />} />
          <Route path="/pages/user-profile" element={<Navigate to="/pages/user-profile/profile" replace />} />
          <Route path="/pages/user-profile/:tab" element={<UserProfilePage />} />
          <Route path="/pages/faq" element={<FaqPage />} />
          <Route path="/pages/icons" element={<IconsPage />} />
          <Route path="/pages/typography" element={<TypographyPage />} />
          <Route path="/pages/pricing" element={<PricingPage />} />
          <Route path="/second-page" element={<SecondPage />} />
          {REMOTE_ROUTES.map(({ prefix, guard }) => (
            <Route
              key={prefix}
              path={`${prefix}/*`}
              element={guard ? <RequirePermission action={guard.action} subject={guard.subject}>{remoteArea}</RequirePermission> : remoteArea}
            />
          ))}
        </Route>
        <Route path="*" element={<ErrorPage code={404} />} />
      </Routes>
    </Suspense>
  );
}
