export { ACCOUNT_SETTINGS_TABS, AccountSettingsPage, type AccountSettingsTab } from './AccountSettingsPage.tsx';
export {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type NotificationTopic,
  readNotificationPreferences,
  saveNotificationPreferences,
} from './account/notificationPreferences.ts';
export { type ErrorCode, ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { ACTION_ICONS, type IconEntry, IconsPage, NAVIGATION_ICONS } from './IconsPage.tsx';
export { NotAuthorizedPage } from './NotAuthorizedPage.tsx';
export { PricingPage } from './PricingPage.tsx';
export { SecondPage } from './SecondPage.tsx';
export { TYPE_RAMP, TypographyPage } from './TypographyPage.tsx';
export { USER_PROFILE_TABS, UserProfilePage, type UserProfileTab } from './UserProfilePage.tsx';
export { pagesTranslations } from './translations.ts';
