/** The pages only signed-in users open: a chunk of their own, loaded after sign-in, with their strings. */
import { addTranslations } from '@emr/shared-ui/core';
import { pagesEn } from './translations.en.ts';

/** Resolves once the pages' strings in the active language are in (French and Arabic load on demand). */
export const pagesStringsReady = addTranslations('shell', {
  en: pagesEn,
  fr: () => import('./translations.fr.ts').then((m) => m.pagesFr),
  ar: () => import('./translations.ar.ts').then((m) => m.pagesAr),
});

export { AccountSettingsPage } from './AccountSettingsPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { IconsPage } from './IconsPage.tsx';
export { PricingPage } from './PricingPage.tsx';
export { SecondPage } from './SecondPage.tsx';
export { TypographyPage } from './TypographyPage.tsx';
export { UserProfilePage } from './UserProfilePage.tsx';
