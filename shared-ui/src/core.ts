/**
 * `@emr/shared-ui/core`: the light part of shared-ui that a signed-out page needs — session
 * store, i18n (with the common namespace), theme, Amplify configuration, auth error messages
 * and the base provider stack. It is its own Module Federation singleton, so /login loads it
 * without the Data client, TanStack Query, CASL, forms and the table/dialog components; the
 * root entry re-exports it through this package specifier, so there is one instance of each.
 * Files here never import the rest of shared-ui.
 */
export * from './data/amplify.ts';
export * from './data/authErrors.ts';
export * from './i18n/bidi.ts';
export * from './i18n/i18n.ts';
export * from './i18n/translations.ts';
export * from './providers/CoreProviders.tsx';
export * from './providers/useThemeOptions.ts';
export * from './session/sessionStore.ts';
export * from './theme/themes.ts';
