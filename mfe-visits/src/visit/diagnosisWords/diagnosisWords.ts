/**
 * The plain words of a diagnosis in a patient's language, for the after-visit summary: their own
 * namespace, `visitDiagnoses`, added when the summary's code loads (the visit page's chunk), not
 * with the remote's first strings — English here, French and Arabic downloaded the first time a
 * summary (or the page) is in that language (`loadLanguage`, which the summary awaits).
 */
import { type Language, addTranslations, i18n } from '@emr/shared-ui';
import { diagnosisWordsKey } from './diagnosisWordsKey.ts';
import { diagnosisWordsEn } from './translations.en.ts';

export const DIAGNOSIS_WORDS = 'visitDiagnoses';

void addTranslations(DIAGNOSIS_WORDS, {
  en: diagnosisWordsEn,
  fr: () => import('./translations.fr.ts').then((m) => m.diagnosisWordsFr),
  ar: () => import('./translations.ar.ts').then((m) => m.diagnosisWordsAr),
});

/** The code in plain words in `language` (its category's, else its chapter's), or '' for what is not an ICD-10-CM code. */
export function diagnosisInWords(code: string, language: Language): string {
  const key = diagnosisWordsKey(code);
  return key ? i18n.getFixedT(language, DIAGNOSIS_WORDS)(key) : '';
}
