/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { billingApp } from './app.tsx';
import { billingAr } from './translations/ar.ts';
import { billingEn } from './translations/en.ts';
import { billingFr } from './translations/fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: billingApp,
  spa,
  translations: { en: billingEn, fr: billingFr, ar: billingAr, sourceDir: __dirname },
});
