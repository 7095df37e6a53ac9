/**
 * The one i18next instance of the page. English is the source and the fallback; every
 * remote adds its own namespace with `addTranslations`. The language comes from the session
 * store (key `language`); `<html lang dir>` follows it, right to left for Arabic.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, sessionStore } from '../session/sessionStore.ts';
import { commonAr } from './common.ar.ts';
import { commonEn } from './common.en.ts';
import { commonFr } from './common.fr.ts';

export type Translations = Record<Language, Record<string, unknown>>;

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: sessionStore.getState().language,
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr', 'ar'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, fr: { common: commonFr }, ar: { common: commonAr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** Adds a remote's namespace in the three languages (en is the source). */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const [language, resources] of Object.entries(translations)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

applyDocumentLanguage(sessionStore.getState().language);
sessionStore.subscribe((state, previous) => {
  if (state.language !== previous.language) {
    void i18n.changeLanguage(state.language);
    applyDocumentLanguage(state.language);
  }
});
