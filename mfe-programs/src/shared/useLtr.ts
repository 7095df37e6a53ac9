/**
 * Codes and months ('99439, 99490', '2026-11') read left to right even inside an Arabic sentence:
 * digits and punctuation have no direction of their own, so in right-to-left text the shared
 * formatter's first-strong isolate lets them flip ('11-2026'). In a right-to-left language the
 * value is wrapped in a left-to-right isolate (LRI … PDI); in the others it is left as it is.
 */
import { useTranslation } from 'react-i18next';

export function useLtr(): (value: string) => string {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl' ? (value) => `\u2066${value}\u2069` : (value) => value;
}
