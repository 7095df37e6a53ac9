/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { programsApp } from './app.tsx';
import { programsAr } from './translations/ar.ts';
import { programsEn } from './translations/en.ts';
import { programsFr } from './translations/fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: programsApp,
  spa,
  translations: { en: programsEn, fr: programsFr, ar: programsAr, sourceDir: __dirname },
});
