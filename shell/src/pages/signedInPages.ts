/** The pages only signed-in users open: a chunk of their own, loaded after sign-in, with their strings. */
import { addTranslations } from '@emr/shared-ui/core';
import { signedInPagesTranslations } from './translations.ts';

addTranslations('shell', signedInPagesTranslations);

export { AccountSettingsPage } from './AccountSettingsPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { IconsPage } from './IconsPage.tsx';
export { PricingPage } from './PricingPage.tsx';
export { SecondPage } from './SecondPage.tsx';
export { TypographyPage } from './TypographyPage.tsx';
export { UserProfilePage } from './UserProfilePage.tsx';
