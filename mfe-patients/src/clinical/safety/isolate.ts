/**
 * Latin names inside right-to-left sentences ("حساسية من Penicillin: Ampicillin …") are
 * wrapped in Unicode isolates (FSI … PDI) so each keeps its own direction and the punctuation
 * around it stays where the sentence puts it. Left-to-right languages get the text unchanged.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useIsolate(): (text: string) => string {
  const { i18n } = useTranslation('patients');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return useCallback((text: string) => (rtl && text ? `\u2068${text}\u2069` : text), [rtl]);
}
