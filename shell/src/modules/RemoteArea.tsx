/**
 * The page area a remote renders into. It shows the "module not available" page for a route
 * whose module is switched off for the clinic or not installed here (saying which), and the error panel (with retry)
 * when the remote fails to load or throws — the shell and other remotes keep working.
 */
import type { ModuleManifest } from '@emr/domain';
import { RemoteErrorPanel, StateView } from '@emr/shared-ui';
import { Suspense, lazy, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleForPath, remoteElement, remoteState, subscribeRemoteStates } from './remotes.ts';
import { refreshRemotes } from './spaAdapter.ts';

// rarely shown: loaded the first time a module cannot open
const ModuleUnavailablePage = lazy(() => import('./ModuleUnavailablePage.tsx').then((m) => ({ default: m.ModuleUnavailablePage })));

export interface RemoteAreaProps {
  manifest: ModuleManifest | undefined;
  manifestLoading: boolean;
  manifestError: unknown;
  onRetryManifest: () => void;
}

export function RemoteArea({ manifest, manifestLoading, manifestError, onRetryManifest }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const module = moduleForPath(manifest, pathname);
  const available = module?.enabled === true && module.installed;
  const key = available ? module.key : null;
  const state = useSyncExternalStore(subscribeRemoteStates, () => (key ? remoteState(key) : undefined));
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!key || !host.current) return;
    const element = remoteElement(key);
    host.current.appendChild(element);
    void refreshRemotes();
    return () => {
      element.remove();
    };
  }, [key]);

  if (manifestLoading || manifestError) {
    return <StateView isLoading={manifestLoading} error={manifestError} isEmpty={false} onRetry={onRetryManifest}>{null}</StateView>;
  }
  if (!module || !available) {
    return (
      <Suspense fallback={null}>
        <ModuleUnavailablePage module={module ?? null} manifest={manifest} />
      </Suspense>
    );
  }
  return (
    <>
      {state?.status === 'error' && (
        <RemoteErrorPanel
          appId={module.key}
          error={state.error}
          onRetry={() => {
            void refreshRemotes();
            globalThis.location.reload();
          }}
        />
      )}
      <div ref={host} data-remote-area={module.key} />
    </>
  );
}
