import { codeSetRows } from '@emr/domain/codes';
import { translationCheck } from '@emr/shared-ui/testing';
import { CHAPTERS, diagnosisWordsKey } from './diagnosisWordsKey.ts';
import { diagnosisWordsAr } from './translations.ar.ts';
import { diagnosisWordsEn } from './translations.en.ts';
import { diagnosisWordsFr } from './translations.fr.ts';

test('the longest prefix with words wins, with or without the dot, in any case', () => {
  const categories = new Set(['E11', 'E112', 'Z87', 'Z87891']);
  expect(diagnosisWordsKey('E11.22', categories)).toBe('category.E112');
  expect(diagnosisWordsKey('e11.29', categories)).toBe('category.E112');
  expect(diagnosisWordsKey('E11.9', categories)).toBe('category.E11');
  expect(diagnosisWordsKey('E11', categories)).toBe('category.E11');
  expect(diagnosisWordsKey('Z87.891', categories)).toBe('category.Z87891');
  expect(diagnosisWordsKey('Z87.01', categories)).toBe('category.Z87');
  // a shorter prefix than a category is not one: E1 is no category of E11's
  expect(diagnosisWordsKey('E10.9', categories)).toBe('chapter.metabolism');
});

test('a code without words of its own takes its chapter’s, edges included', () => {
  const none = new Set<string>();
  const chapter = (code: string) => diagnosisWordsKey(code, none);
  expect(chapter('A00.0')).toBe('chapter.infection');
  expect(chapter('B99.9')).toBe('chapter.infection');
  expect(chapter('C00.0')).toBe('chapter.growth');
  expect(chapter('C4A.9')).toBe('chapter.growth');
  expect(chapter('D3A.00')).toBe('chapter.growth');
  expect(chapter('D49.9')).toBe('chapter.growth');
  expect(chapter('D50.9')).toBe('chapter.blood');
  expect(chapter('D89.9')).toBe('chapter.blood');
  expect(chapter('E89.89')).toBe('chapter.metabolism');
  expect(chapter('F01.50')).toBe('chapter.mind');
  expect(chapter('G99.8')).toBe('chapter.nerves');
  expect(chapter('H59.89')).toBe('chapter.eye');
  expect(chapter('H60.00')).toBe('chapter.ear');
  expect(chapter('H95.89')).toBe('chapter.ear');
  expect(chapter('I5A')).toBe('chapter.heart');
  expect(chapter('K95.89')).toBe('chapter.digestion');
  expect(chapter('M1A.00X0')).toBe('chapter.bones');
  expect(chapter('O9A.119')).toBe('chapter.pregnancy');
  expect(chapter('P96.9')).toBe('chapter.birth');
  expect(chapter('Q99.9')).toBe('chapter.congenital');
  expect(chapter('R99')).toBe('chapter.symptom');
  expect(chapter('S00.00XA')).toBe('chapter.injury');
  expect(chapter('T88.9XXA')).toBe('chapter.injury');
  expect(chapter('U07.1')).toBe('chapter.special');
  expect(chapter('V00.01XA')).toBe('chapter.externalCause');
  expect(chapter('Y99.9')).toBe('chapter.externalCause');
  expect(chapter('Z3A.01')).toBe('chapter.visitReason');
});

test('what is not an ICD-10-CM code, or lies between chapters, has no words', () => {
  const none = new Set<string>();
  for (const code of ['', '99213', 'I1', 'E8A.1', 'H96.0', 'T89.0', 'U86', 'ZZZ']) expect(diagnosisWordsKey(code, none)).toBeNull();
});

test('every code of the bundled ICD-10-CM set has words: a category’s or its chapter’s; every category is a prefix of real codes', () => {
  const rows = codeSetRows('ICD10CM');
  expect(rows.filter(([code]) => diagnosisWordsKey(code) === null).map(([code]) => code)).toEqual([]);
  const codes = rows.map(([code]) => code);
  const unused = Object.keys(diagnosisWordsEn.category).filter((prefix) => !codes.some((code) => code.startsWith(prefix)));
  expect(unused).toEqual([]);
  expect(CHAPTERS.map(([, , words]) => words).sort()).toEqual(Object.keys(diagnosisWordsEn.chapter).sort());
});

test('the demo’s diagnoses have words of their own, not a chapter’s', () => {
  const demo = ['I10', 'E11.9', 'E11.22', 'E78.5', 'E66.9', 'J45.909', 'J44.9', 'F41.1', 'F32.A', 'E03.9', 'K21.9', 'M81.0', 'E53.8', 'I48.91', 'I50.9', 'N18.30', 'N20.0', 'M17.11', 'G47.33', 'M54.50', 'J30.9', 'R73.03', 'D50.9', 'E55.9', 'F90.9', 'L20.9', 'N40.0', 'J06.9', 'J02.9', 'J02.0', 'H66.90', 'N39.0', 'J01.90', 'U07.1', 'J10.1', 'S93.401A', 'L03.115', 'R51.9', 'K52.9', 'Z87.891', 'Z86.73', 'Z85.3', 'Z85.46', 'Z90.49', 'Z86.010', 'Z87.442', 'Z96.651', 'Z87.01', 'Z86.16', 'Z00.00', 'Z00.129', 'Z23', 'Z79.899'];
  expect(demo.filter((code) => !diagnosisWordsKey(code)?.startsWith('category.'))).toEqual([]);
  expect(diagnosisWordsKey('S93.401A')).toBe('category.S934');
  expect(diagnosisWordsKey('U07.0')).toBe('chapter.special');
});

test('the words are complete in French and Arabic (and Arabic is not English copied)', () => {
  expect(translationCheck({ namespace: 'visitDiagnoses', en: diagnosisWordsEn, fr: diagnosisWordsFr, ar: diagnosisWordsAr, sourceDir: __dirname })).toEqual([]);
});
