/**
 * Bidirectional text: Latin names, ids, numbers with units, phone numbers and e-mails shown
 * inside right-to-left text keep their own order ("Anderson, Carol C." not ".Anderson, Carol C",
 * "98.7 °F" not "F° 98.7"). The one helper for it: `isolate` wraps a value in Unicode's first-strong
 * isolate (FSI … PDI), for strings (aria-labels, titles, options); in elements `<Bidi>`
 * (components/Bidi.tsx) does the same with `<bdi>`. Every value interpolated into a translation
 * is isolated in a right-to-left language by `bidiFormatter` (the i18next formatter of i18n.ts),
 * so sentences need nothing more (values written only in right-to-left letters, a translated word
 * inside a sentence, already flow with it and are left as they are).
 */
import type { FormatterModule } from 'i18next';

/** The way a language's text runs. */
export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export const FSI = '\u2068';
export const PDI = '\u2069';

/** The value as an isolated run of text ('' for nothing). */
export function isolate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `${FSI}${String(value)}${PDI}`;
}

/** The text without isolates (comparisons, file contents). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

const rtl = (language: string | undefined) => !!language && /^(ar|he|fa|ur)\b/.test(language);
/** Right-to-left words only (a translated label inside a sentence): they flow with the sentence as they are. */
const RTL_ONLY = /^[\s\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*$/;

/** i18next formatter (with `interpolation.alwaysFormat`): in a right-to-left language every interpolated text or number is isolated. */
export const bidiFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // i18next passes objects and the like through here too: they go back untouched
  format: (value: unknown, _format: string | undefined, language: string | undefined) =>
    (rtl(language) && (typeof value === 'number' || (typeof value === 'string' && !RTL_ONLY.test(value))) ? isolate(value) : value) as string,
};
