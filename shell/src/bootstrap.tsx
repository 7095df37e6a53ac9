/**
 * Starts the shell: fonts, Amplify configured from the server's outputs, translations, the
 * React root. Remote failures reported by single-spa go to their own area's error panel.
 */
import './layout/fonts.ts';
import { addTranslations, configureAmplify } from '@emr/shared-ui';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/ShellApp.tsx';
import { shellTranslations } from './app/translations.ts';
import { markRemoteFailed } from './modules/remotes.ts';
import { onRemoteError } from './modules/spaAdapter.ts';

addTranslations('shell', shellTranslations);
onRemoteError((name, error) => {
  console.error(`remote ${name} failed`, error);
  markRemoteFailed(name, error);
});

const root = createRoot(document.getElementById('root')!);
configureAmplify()
  .then(() => root.render(<ShellApp />))
  .catch((error: unknown) => {
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
  });
