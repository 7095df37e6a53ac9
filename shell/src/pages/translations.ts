/** Strings of the shell's own pages (namespace `shell`, prefix `pages.`): en is the source; fr and ar complete. */
import { pagesAr } from './translations.ar.ts';
import { pagesEn } from './translations.en.ts';
import { pagesFr } from './translations.fr.ts';

export const pagesTranslations = { en: pagesEn, fr: pagesFr, ar: pagesAr };
