/** The shell ↔ remote contract (docs/architecture.md): lifecycles, prefixes, guarded routes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { ADMIN_PREFIXES, adminApp } from './app.tsx';
import { adminAr } from './translations/ar.ts';
import { adminEn } from './translations/en.ts';
import { adminFr } from './translations/fr.ts';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: adminApp,
  spa,
  // until the module catalog in @emr/domain names them once, the prefixes the registry gives
  // (backend/src/modules/registry.ts, which a frontend test may not import) are this constant
  registeredPrefixes: ADMIN_PREFIXES,
  translations: { en: adminEn, fr: adminFr, ar: adminAr, sourceDir: __dirname },
});
