/**
 * Strings of the shell's own pages (namespace `shell`, prefix `pages.`): en is the source; fr and
 * ar complete. The status pages' strings (errors, not authorized: ./statusTranslations.ts) are
 * registered at start; the others come with the signed-in pages' chunk (signedInPages.ts), French
 * and Arabic only for those languages. This file is the whole set, for the tests.
 */
import { pagesAr } from './translations.ar.ts';
import { pagesEn } from './translations.en.ts';
import { pagesFr } from './translations.fr.ts';
import { statusPagesAr } from './statusTranslations.ar.ts';
import { statusPagesEn } from './statusTranslations.en.ts';
import { statusPagesFr } from './statusTranslations.fr.ts';

export const pagesTranslations = {
  en: { pages: { ...statusPagesEn.pages, ...pagesEn.pages } },
  fr: { pages: { ...statusPagesFr.pages, ...pagesFr.pages } },
  ar: { pages: { ...statusPagesAr.pages, ...pagesAr.pages } },
};
