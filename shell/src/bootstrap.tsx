/**
 * Starts the shell: Amplify configured from the server's outputs, then either the light login
 * root (a signed-out person on /login gets the sign-in form alone: it is the first page
 * everyone downloads, docs/benchmarks.md "Web") or the full shell with its router
 * (`app/fullApp.ts`), which replaces the light root once the person leaves /login or is signed in.
 */
import { addTranslations, configureAmplify, isAuthenticated, loadLanguage, sessionStore } from '@emr/shared-ui/core';
import { type Root, createRoot } from 'react-dom/client';
import { LightLoginApp } from './app/LightLoginApp.tsx';
import { authTranslations } from './auth/translations.ts';

void addTranslations('shell', authTranslations);

const loadFullApp = () => import('./app/fullApp.ts');

function renderFailure(root: Root, error: unknown): void {
  console.error('could not load the server configuration', error);
  root.render(
    <main style={{ fontFamily: 'system-ui', padding: '2rem' }}>
      <h1>The EMR server cannot be reached</h1>
      <p>Check that the server is running, then reload this page.</p>
      <button type="button" onClick={() => globalThis.location.reload()}>
        Reload
      </button>
    </main>,
  );
}

const root = createRoot(document.getElementById('root')!);
let fullAppRendered = false;

function openFullApp(): void {
  if (fullAppRendered) return;
  fullAppRendered = true;
  loadFullApp()
    // the shell's strings in the active language are in before its first render
    .then(async ({ ShellApp }) => {
      await loadLanguage(sessionStore.getState().language);
      root.render(<ShellApp />);
    })
    .catch((error: unknown) => renderFailure(root, error));
}

configureAmplify()
  .then(() => {
    if (globalThis.location.pathname !== '/login' || isAuthenticated(sessionStore.getState())) {
      openFullApp();
      return;
    }
    root.render(<LightLoginApp openFullApp={openFullApp} preloadFullApp={() => void loadFullApp()} />);
  })
  .catch((error: unknown) => renderFailure(root, error));
