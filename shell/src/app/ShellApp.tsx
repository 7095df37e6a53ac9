/** The shell's root: providers, the one Toaster, and the route table (spec §2). */
import { AppProviders, GLOBAL_TOASTER } from '@emr/shared-ui';
import { Toaster } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ModuleManifest } from '@emr/domain';
import { BrowserRouter, Navigate, Route, Routes, useOutletContext } from 'react-router-dom';
import { ForgotPasswordPage, IndexRedirect, LoginPage, RequireAuth, RequirePermission, UnauthOnly } from '../auth/index.ts';
import { RemoteArea } from '../modules/RemoteArea.tsx';
import {
  AccountSettingsPage,
  ErrorPage,
  FaqPage,
  IconsPage,
  NotAuthorizedPage,
  PricingPage,
  SecondPage,
  TypographyPage,
  UserProfilePage,
} from '../pages/index.ts';
import { REMOTE_PREFIXES } from './routes.ts';
import { SignedInShell } from './SignedInShell.tsx';

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
      <Toaster toasterId={GLOBAL_TOASTER} position="top-end" />
      <BrowserRouter>
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
      </BrowserRouter>
    </AppProviders>
  );
}
