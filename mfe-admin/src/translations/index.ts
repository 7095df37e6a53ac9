/** Registers the `admin` namespace in the page's one i18next instance (imported once by each entry). */
import { addTranslations } from '@emr/shared-ui';
import { adminAr } from './ar.ts';
import { adminEn } from './en.ts';
import { adminFr } from './fr.ts';

export const adminTranslations = { en: adminEn, fr: adminFr, ar: adminAr };

addTranslations('admin', adminTranslations);
