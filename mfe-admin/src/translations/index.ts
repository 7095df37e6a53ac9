/** Registers the `admin` namespace in the page's one i18next instance (imported once by each entry). */
import { addTranslations } from '@emr/shared-ui';
import { adminEn } from './en.ts';

// French and Arabic load only for those who use them (the remote mounts once they are in)
void addTranslations('admin', {
  en: adminEn,
  fr: () => import('./fr.ts').then((m) => m.adminFr),
  ar: () => import('./ar.ts').then((m) => m.adminAr),
});
