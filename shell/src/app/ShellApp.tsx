/** The shell's root: providers, the one Toaster, and the route table (spec §2). */
import { AppProviders, GlobalToaster } from '@emr/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ModuleManifest } from '@emr/domain';
import { BrowserRouter, Navigate, Route, Routes, useOutletContext } from 'react-router-dom';
import { IndexRedirect, RequireAuth, RequirePermission, UnauthOnly } from '../auth/guards.tsx';
import { RemoteArea } from '../modules/RemoteArea.tsx';
import { Suspense, lazy } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage.tsx';
import { REMOTE_PREFIXES } from './routes.ts';

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

export function ShellApp() {
  return (
    <AppProviders appId="shell">
      <GlobalToaster />
      <BrowserRouter>
        <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<UnauthOnly><LoginPage /></UnauthOnly>} />
          <Route path="/forgot-password" element={<UnauthOnly><ForgotPasswordPage /></UnauthOnly>} />
          <Route path="/not-authorized" element={<NotAuthorizedPage />} />
          <Route path="/pages/misc/not-found/*" element={<ErrorPage code={404} />} />
          <Route path="/pages/misc/error/401" element={<ErrorPage code={401} />} />
          <Route path="/pages/misc/error/500" element={<ErrorPage code={500} />} />
          <Route element={<RequireAuth><SignedInShell /></RequireAuth>}>
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
            <Route path="/access-control/*" element={<RequirePermission action="read" subject="User"><RemoteRoute /></RequirePermission>} />
            {REMOTE_PREFIXES.map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoute />} />
            ))}
          </Route>
          <Route path="*" element={<ErrorPage code={404} />} />
        </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
