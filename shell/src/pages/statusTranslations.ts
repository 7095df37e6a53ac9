/** The status pages' strings (home link, not authorized, errors), registered when the full shell starts. */
import { statusPagesAr } from './statusTranslations.ar.ts';
import { statusPagesEn } from './statusTranslations.en.ts';
import { statusPagesFr } from './statusTranslations.fr.ts';

export const statusPagesTranslations = { en: statusPagesEn, fr: statusPagesFr, ar: statusPagesAr };
