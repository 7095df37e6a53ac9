/**
 * Everything a signed-in user sees around the pages: the layout with the nav built from the
 * clinic's module manifest, the status poller, the automatic logoff, the clinic's time zone, the
 * loading bar, and the remotes' registration.
 */
import { isAuthenticated, sessionStore, useSession } from '@emr/shared-ui';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { IdleLogoff } from '../auth/IdleLogoff.tsx';
import { signOutAndRedirect } from '../auth/session.ts';
import { useClinicTimeZoneSync } from '../auth/signedInClinic.ts';
import { useStatusPoller } from '../auth/statusPoller.ts';
import { LoadingBar, navEntries, ShellLayout, loadingBar, useRouteLoadingBar, useScrollOnNavigate } from '../layout/index.ts';
import { useModuleManifest } from '../modules/manifest.resource.ts';
import { registerModules, setRemoteHooks } from '../modules/remotes.ts';

export function SignedInShell() {
  const signedIn = useSession(isAuthenticated);
  const manifest = useModuleManifest(signedIn);
  useStatusPoller();
  useClinicTimeZoneSync();
  useRouteLoadingBar();
  useScrollOnNavigate();

  useEffect(() => {
    setRemoteHooks({ onLoadStart: () => loadingBar.start(), onLoadEnd: () => loadingBar.done() });
  }, []);
  useEffect(() => {
    if (manifest.data) registerModules(manifest.data, () => isAuthenticated(sessionStore.getState()));
  }, [manifest.data]);

  const navItems = useMemo(() => navEntries((manifest.data?.modules ?? []).filter((module) => module.enabled)), [manifest.data]);
  return (
    <>
      <LoadingBar />
      <IdleLogoff />
      <ShellLayout navItems={navItems} onSignOut={() => void signOutAndRedirect()}>
        <Outlet context={manifest} />
      </ShellLayout>
    </>
  );
}
