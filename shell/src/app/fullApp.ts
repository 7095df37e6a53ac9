/**
 * The full shell, loaded after the light login root or at once for any other address: fonts,
 * every translation of the shell, remote failure reporting, and the root component with the
 * router and the route table.
 */
import '../layout/fonts.ts';
import { addTranslations } from '@emr/shared-ui/core';
import { markRemoteFailed } from '../modules/remotes.ts';
import { onRemoteError } from '../modules/spaAdapter.ts';
import { shellTranslations } from './translations.ts';

addTranslations('shell', shellTranslations);
onRemoteError((name, error) => {
  console.error(`remote ${name} failed`, error);
  markRemoteFailed(name, error);
});

export { ShellApp } from './ShellApp.tsx';
