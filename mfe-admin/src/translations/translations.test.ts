/** Every string of the admin namespace exists in English, French and Arabic, none empty, same placeholders. */
import { translationLeaves, translationProblems } from '@emr/shared-ui/testing';
import { adminAr } from './ar.ts';
import { adminEn } from './en.ts';
import { adminFr } from './fr.ts';

test.each([
  ['fr', adminFr],
  ['ar', adminAr],
])('%s has exactly the English keys, none empty, with the same placeholders', (_language, translation) => {
  expect(translationLeaves(adminEn).size).toBeGreaterThan(100);
  expect(translationProblems(adminEn, translation)).toEqual([]);
});

test('Arabic is not a copy of English', () => {
  const en = translationLeaves(adminEn);
  const words = (value: unknown) => /\p{L}/u.test(String(value).replace(/{{\w+}}/g, ''));
  const same = [...translationLeaves(adminAr)].filter(([key, value]) => words(value) && value === en.get(key)).map(([key]) => key);
  expect(same).toEqual([]);
});
