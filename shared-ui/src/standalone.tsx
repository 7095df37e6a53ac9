/**
 * `@emr/shared-ui/standalone`: a remote running alone for development against the backend
 * (`npm run dev -w <remote>`), without the shell. It uses the session the shell saved in this
 * origin's localStorage; without one it says to sign in through the shell first. Not a Module
 * Federation singleton: only the remotes' development entries use it.
 */
import { AppProviders, GlobalToaster, type RemoteApp, configureAmplify, i18n, isAuthenticated, sessionStore } from '@emr/shared-ui';
import { createRoot } from 'react-dom/client';

/** Renders the remote alone; "sign in through the shell first" is its `<namespace>:standalone.signIn`. */
export function startStandalone({ appId, Root, namespace }: Pick<RemoteApp, 'appId' | 'Root' | 'namespace'>): void {
  const root = createRoot(document.getElementById('root')!);
  configureAmplify()
    .then(() => {
      const signedIn = isAuthenticated(sessionStore.getState());
      root.render(
        <AppProviders appId={appId}>
          <GlobalToaster />
          <main style={{ padding: '1.5rem' }}>{signedIn ? <Root /> : <p>{i18n.t(`${namespace}:standalone.signIn`)}</p>}</main>
        </AppProviders>,
      );
    })
    .catch((error: unknown) => {
      console.error('could not load the server configuration', error);
      root.render(
        <main style={{ fontFamily: 'system-ui', padding: '2rem' }}>
          <h1>The EMR server cannot be reached</h1>
          <p>Start the server (npm start at the repository root), then reload this page.</p>
        </main>,
      );
    });
}
