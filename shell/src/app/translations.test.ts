/** Every string of the shell and common namespaces exists in French and Arabic (same keys, none empty, same placeholders). */
import { commonAr, commonEn, commonFr } from '@emr/shared-ui';
import { translationLeaves, translationProblems } from '@emr/shared-ui/testing';
import { shellTranslations } from './translations.ts';

const namespaces = {
  shell: shellTranslations,
  common: { en: commonEn, fr: commonFr, ar: commonAr },
};

for (const [namespace, languages] of Object.entries(namespaces)) {
  test(`${namespace}: French and Arabic are complete`, () => {
    expect(translationLeaves(languages.en).size).toBeGreaterThan(10);
    expect(translationProblems(languages.en, languages.fr)).toEqual([]);
    expect(translationProblems(languages.en, languages.ar)).toEqual([]);
  });
}
