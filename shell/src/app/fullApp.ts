/**
 * The full shell, loaded after the light login root or at once for any other address: fonts,
 * the shell's translations (the signed-in pages bring their own strings with their chunk),
 * remote failure reporting, and the root component with the router and the route table.
 */
import '../layout/fonts.ts';
import { addTranslations } from '@emr/shared-ui/core';
import { markRemoteFailed } from '../modules/remotes.ts';
import { onRemoteError } from '../modules/spaAdapter.ts';
import { layoutEn } from '../layout/translations.ts';
import { shellStartTranslations } from './startTranslations.ts';

void addTranslations('shell', shellStartTranslations);
// the layout's strings: English now, French or Arabic when that is the language (bootstrap waits for them)
void addTranslations('shell', {
  en: layoutEn,
  fr: () => import('../layout/translations.fr.ts').then((m) => m.layoutFr),
  ar: () => import('../layout/translations.ar.ts').then((m) => m.layoutAr),
});
onRemoteError((name, error) => {
  console.error(`remote ${name} failed`, error);
  markRemoteFailed(name, error);
});

export { ShellApp } from './ShellApp.tsx';
