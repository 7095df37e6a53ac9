/**
 * Development alone against the backend (npm run dev -w @emr/mfe-admin): the remote without
 * the shell. It uses the session the shell saved in this origin's localStorage; without one
 * it says to sign in through the shell first.
 */
import './translations/index.ts';
import { AppProviders, GlobalToaster, configureAmplify, i18n, isAuthenticated, sessionStore } from '@emr/shared-ui';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp.tsx';

const root = createRoot(document.getElementById('root')!);

function render() {
  const signedIn = isAuthenticated(sessionStore.getState());
  root.render(
    <AppProviders appId="mfe-admin">
      <GlobalToaster />
      <main style={{ padding: '1.5rem' }}>{signedIn ? <AdminApp /> : <p>{i18n.t('admin:standalone.signIn')}</p>}</main>
    </AppProviders>,
  );
}

configureAmplify()
  .then(render)
  .catch((error: unknown) => {
    console.error('could not load the server configuration', error);
    root.render(
      <main style={{ fontFamily: 'system-ui', padding: '2rem' }}>
        <h1>The EMR server cannot be reached</h1>
        <p>Start the server (npm start at the repository root), then reload this page.</p>
      </main>,
    );
  });
