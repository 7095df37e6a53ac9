/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { visitsApp } from './app.tsx';
import { visitsAr } from './translations/ar.ts';
import { visitsEn } from './translations/en.ts';
import { visitsFr } from './translations/fr.ts';
import { visitsLaterAr } from './translations/later.ar.ts';
import { visitsLaterEn } from './translations/later.en.ts';
import { visitsLaterFr } from './translations/later.fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: visitsApp,
  spa,
  translations: { en: { ...visitsEn, ...visitsLaterEn }, fr: { ...visitsFr, ...visitsLaterFr }, ar: { ...visitsAr, ...visitsLaterAr }, sourceDir: __dirname },
});
