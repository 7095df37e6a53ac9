/**
 * The serious and critical axe violations on the page, as readable lines (an empty list
 * passes). Colour contrast is left to the browser tests: jsdom cannot compute it. The browser
 * scans read the English pages; right to left is checked here, every page in Arabic too.
 */
import { type Language, sessionStore } from '../session/sessionStore.ts';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { i18n } from '../i18n/i18n.ts';

export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The languages a remote's pages are scanned in: English, and Arabic (right to left). */
export const SCANNED_LANGUAGES: readonly Language[] = ['en', 'ar'];

/** Sets the session's language for the next render (reset it to English after the test). */
export function renderIn(language: Language): void {
  sessionStore.getState().setLanguage(language);
}

/** A string of the remote's namespace in a language, as the page shows it (values isolated right to left). */
export function translated(language: Language, key: string, values: Record<string, unknown> = {}): string {
  return i18n.getFixedT(language)(key, values);
}

/**
 * Waits for the page meant — its own level-1 heading — with nothing loading, in the direction
 * of its language; then its violations.
 */
export async function pageAxeViolations(heading: string | RegExp, language: Language): Promise<string[]> {
  await screen.findByRole('heading', { level: 1, name: heading });
  // (Fluent's progress bars are meters, not loading)
  await waitFor(() => expect(document.querySelector('[role="progressbar"][aria-label]:not(.fui-ProgressBar)')).toBeNull());
  expect(document.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  return seriousAxeViolations();
}
