/**
 * What the full shell registers at start: its namespace without the strings of the signed-in
 * pages (account, profile, FAQ, icons, typography, pricing), which come with those pages' chunk
 * (pages/signedInPages.ts), and without the layout's, whose French and Arabic load on demand
 * (fullApp.ts); app/translations.ts has the whole namespace.
 */
import { authTranslations } from '../auth/translations.ts';
import { modulesTranslations } from '../modules/translations.ts';
import { statusPagesTranslations } from '../pages/statusTranslations.ts';
import { mergeTranslations } from './mergeTranslations.ts';

export const shellStartTranslations = mergeTranslations([authTranslations, statusPagesTranslations, modulesTranslations]);
