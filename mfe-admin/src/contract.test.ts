/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { adminApp } from './app.tsx';
import { adminAr } from './translations/ar.ts';
import { adminEn } from './translations/en.ts';
import { adminFr } from './translations/fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: adminApp,
  spa,
  translations: { en: adminEn, fr: adminFr, ar: adminAr, sourceDir: __dirname },
});
