/**
 * The one i18next instance of the page. English is the source and the fallback; every
 * remote adds its own namespace with `addTranslations`. The language comes from the session
 * store (key `language`); `<html lang dir>` follows it, right to left for Arabic. A namespace
 * may give French and Arabic as loaders (`() => import('./fr.ts')`): only the active
 * language's strings are then downloaded, and switching language loads them before the page
 * changes language and direction (no flash of English). A remote's strings its start page does
 * not use come later still, with the first page that does (`laterTranslations`).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, sessionStore } from '../session/sessionStore.ts';
import { bidiFormatter, directionOf } from './bidi.ts';
import { commonAr } from './common.ar.ts';
import { commonEn } from './common.en.ts';
import { commonFr } from './common.fr.ts';

export type Translations = Record<Language, Record<string, unknown>>;
type Bundle = Record<string, unknown>;
/** English given; French and Arabic given, or loaded on demand. */
export type LazyTranslations = { en: Bundle } & Record<Exclude<Language, 'en'>, Bundle | (() => Promise<Bundle>)>;

interface PendingBundle {
  language: Language;
  namespace: string;
  load: () => Promise<Bundle>;
}
/** Strings not loaded yet (a namespace may add several parts). */
const pending = new Set<PendingBundle>();
/** Loads under way, per language: a caller waits for those another caller started too. */
const loading = new Map<Language, Set<Promise<void>>>();

export const i18n: I18n = i18next.createInstance();

// the formatter isolates every interpolated value in right-to-left languages (bidi.ts)
void i18n.use(initReactI18next).use(bidiFormatter).init({
  lng: sessionStore.getState().language,
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr', 'ar'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, fr: { common: commonFr }, ar: { common: commonAr } },
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
  // a bundle loaded after a component rendered re-renders it
  react: { bindI18nStore: 'added' },
});

export { directionOf } from './bidi.ts';

/**
 * Adds a remote's namespace in the three languages (en is the source). Resolves once the
 * active language's strings of this namespace are in.
 */
export function addTranslations(namespace: string, translations: Translations | LazyTranslations): Promise<void> {
  for (const [language, resources] of Object.entries(translations)) {
    if (typeof resources === 'function') pending.add({ language: language as Language, namespace, load: resources as () => Promise<Bundle> });
    else i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  return loadLanguage(sessionStore.getState().language);
}

/**
 * The part of a namespace its remote's start page does not use (later.{en,fr,ar}.ts): registered
 * the first time a page that needs it asks (`lazyPage(…, { strings })`), then loaded like a lazy
 * language: the current one at once, another before the page switches to it or when
 * `loadLanguage` asks. The returned function resolves once the current language's part is in.
 */
export function laterTranslations(namespace: string, loaders: Record<Language, () => Promise<Bundle>>): () => Promise<void> {
  let registered = false;
  return () => {
    if (!registered) {
      registered = true;
      for (const [language, load] of Object.entries(loaders)) pending.add({ language: language as Language, namespace, load });
    }
    return loadLanguage(sessionStore.getState().language);
  };
}

function hasPending(language: Language): boolean {
  return (loading.get(language)?.size ?? 0) > 0 || [...pending].some((bundle) => bundle.language === language);
}

/** Loads every namespace's strings of `language` not loaded yet. A failed load is logged (English shows) and retried next time. */
export async function loadLanguage(language: Language): Promise<void> {
  const underWay = loading.get(language) ?? new Set<Promise<void>>();
  loading.set(language, underWay);
  for (const bundle of [...pending].filter((b) => b.language === language)) {
    pending.delete(bundle);
    const done = bundle
      .load()
      .then((resources) => void i18n.addResourceBundle(language, bundle.namespace, resources, true, true))
      .catch((error: unknown) => {
        console.error(`could not load the ${language}/${bundle.namespace} strings`, error);
        pending.add(bundle);
      })
      .finally(() => underWay.delete(done));
    underWay.add(done);
  }
  await Promise.all([...underWay]);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

applyDocumentLanguage(sessionStore.getState().language);
sessionStore.subscribe((state, previous) => {
  if (state.language === previous.language) return;
  const language = state.language;
  const apply = () => {
    void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  };
  if (!hasPending(language)) {
    apply();
    return;
  }
  void loadLanguage(language).then(() => {
    if (sessionStore.getState().language === language) apply(); // unless switched again meanwhile
  });
});
