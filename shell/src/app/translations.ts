/** The shell's namespace, merged from each area's own file (en is the source; fr and ar complete). */
import { authTranslations } from '../auth/translations.ts';
import { layoutEn } from '../layout/translations.ts';
import { layoutAr } from '../layout/translations.ar.ts';
import { layoutFr } from '../layout/translations.fr.ts';
import { modulesTranslations } from '../modules/translations.ts';
import { pagesTranslations } from '../pages/translations.ts';
import { mergeTranslations } from './mergeTranslations.ts';

/** The whole namespace (the completeness test); the app registers shellStartTranslations, then the pages' strings with their chunk. */
export const shellTranslations = mergeTranslations([{ en: layoutEn, fr: layoutFr, ar: layoutAr }, authTranslations, pagesTranslations, modulesTranslations]);
