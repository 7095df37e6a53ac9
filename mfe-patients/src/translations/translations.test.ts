/** Every string of the patients namespace exists in English, French and Arabic, none empty, same placeholders. */
import { translationLeaves, translationProblems } from '@emr/shared-ui/testing';
import { patientsAr as ar } from './ar.ts';
import { patientsFr as fr } from './fr.ts';
import { patientsEn as en } from './index.ts';

test.each([
  ['fr', fr],
  ['ar', ar],
])('%s has exactly the English keys, none empty, with the same placeholders', (_language, translation) => {
  expect(translationLeaves(en).size).toBeGreaterThan(5);
  expect(translationProblems(en, translation)).toEqual([]);
});

test('Arabic is not a copy of English', () => {
  const english = translationLeaves(en);
  const words = (value: unknown) => /\p{L}/u.test(String(value).replace(/{{\w+}}/g, ''));
  const same = [...translationLeaves(ar)].filter(([key, value]) => words(value) && value === english.get(key)).map(([key]) => key);
  expect(same).toEqual([]);
});
