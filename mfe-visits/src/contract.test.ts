/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { visitsApp } from './app.tsx';
import { visitsAr } from './translations/ar.ts';
import { visitsEn } from './translations/en.ts';
import { visitsFr } from './translations/fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: visitsApp,
  spa,
  translations: { en: visitsEn, fr: visitsFr, ar: visitsAr, sourceDir: __dirname },
});
