/**
 * French and Arabic given as loaders: English is there at once, a language's strings load only
 * when it is chosen, and the page changes language and direction once they are in. A failed
 * load keeps English and is tried again on the next switch. A namespace's later part loads with
 * the first page that asks for it.
 */
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore.ts';
import { addTranslations, i18n, laterTranslations, loadLanguage } from './i18n.ts';

afterEach(() => sessionStore.getState().setLanguage('en'));

test('English at once; French loads when chosen, then the page switches', async () => {
  const fr = jest.fn(async () => ({ greeting: 'Bonjour' }));
  await addTranslations('lazy-test', { en: { greeting: 'Hello' }, fr, ar: { greeting: 'مرحبا' } });
  expect(i18n.t('lazy-test:greeting')).toBe('Hello');
  expect(fr).not.toHaveBeenCalled();

  sessionStore.getState().setLanguage('fr');
  expect(fr).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(i18n.language).toBe('fr'));
  expect(i18n.t('lazy-test:greeting')).toBe('Bonjour');
  expect(document.documentElement.lang).toBe('fr');

  sessionStore.getState().setLanguage('en');
  sessionStore.getState().setLanguage('fr');
  await waitFor(() => expect(i18n.language).toBe('fr'));
  expect(fr).toHaveBeenCalledTimes(1); // loaded once
});

test('Arabic turns the page right to left only once its strings are in; a failed load keeps English and is retried', async () => {
  let fail = true;
  const ar = jest.fn(async () => {
    if (fail) throw new Error('offline');
    return { greeting: 'مرحبا' };
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await addTranslations('lazy-test-ar', { en: { greeting: 'Hello' }, fr: { greeting: 'Bonjour' }, ar });

  sessionStore.getState().setLanguage('ar');
  expect(document.documentElement.dir).toBe('ltr'); // not before the strings are in (or have failed)
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(i18n.t('lazy-test-ar:greeting')).toBe('Hello'); // the English fallback
  expect(error).toHaveBeenCalledWith(expect.stringContaining('ar/lazy-test-ar'), expect.any(Error));

  fail = false;
  sessionStore.getState().setLanguage('en');
  sessionStore.getState().setLanguage('ar');
  await waitFor(() => expect(i18n.t('lazy-test-ar:greeting')).toBe('مرحبا'));
  expect(ar).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

test('a second caller waits for the load the first one started', async () => {
  let resolve: (bundle: Record<string, unknown>) => void = () => undefined;
  const fr = jest.fn(() => new Promise<Record<string, unknown>>((r) => (resolve = r)));
  sessionStore.getState().setLanguage('fr');
  const registered = addTranslations('lazy-test-wait', { en: { greeting: 'Hello' }, fr, ar: {} });
  let mounted = false;
  const mount = loadLanguage('fr').then(() => (mounted = true));
  await new Promise((settle) => setTimeout(settle, 0));
  expect(mounted).toBe(false);
  resolve({ greeting: 'Bonjour' });
  await Promise.all([registered, mount]);
  expect(fr).toHaveBeenCalledTimes(1);
  expect(i18n.getResource('fr', 'lazy-test-wait', 'greeting')).toBe('Bonjour');
});

test("a namespace's later part loads with the first page that asks, in the current language only; another language's loads before the switch", async () => {
  await addTranslations('lazy-test-later', { en: { board: 'Board' }, fr: { board: 'Tableau' }, ar: { board: 'لوحة' } });
  const en = jest.fn(async () => ({ scribe: 'Scribe' }));
  const fr = jest.fn(async () => ({ scribe: 'Note de consultation' }));
  const ar = jest.fn(async () => ({ scribe: 'ملاحظة' }));
  const strings = laterTranslations('lazy-test-later', { en, fr, ar });
  expect(en).not.toHaveBeenCalled(); // registering loads nothing

  await strings();
  expect(i18n.t('lazy-test-later:scribe')).toBe('Scribe');
  expect(i18n.t('lazy-test-later:board')).toBe('Board'); // merged into the namespace, not replacing it
  expect([fr, ar].map((load) => load.mock.calls.length)).toEqual([0, 0]);

  await strings();
  expect(en).toHaveBeenCalledTimes(1);

  sessionStore.getState().setLanguage('fr');
  await waitFor(() => expect(i18n.language).toBe('fr'));
  expect(i18n.t('lazy-test-later:scribe')).toBe('Note de consultation');
  expect(ar).not.toHaveBeenCalled();
});
