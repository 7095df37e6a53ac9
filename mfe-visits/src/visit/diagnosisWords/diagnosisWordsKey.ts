/**
 * Which plain words (namespace `visitDiagnoses`, translations.en.ts) say an ICD-10-CM code to a
 * patient: the longest prefix of the code that has its own words (`E11.22` → `category.E112`
 * before `category.E11`), else the code's chapter (`I27.0` → `chapter.heart`), else none (not an
 * ICD-10-CM code). Chapters are the ICD-10-CM ranges of a code's first three characters, compared
 * as text: a letter sorts after a digit, so `C4A` is in C00–D49 and `O9A` ends O00–O9A.
 */
import { compactCode } from '@emr/domain';
import { diagnosisWordsEn } from './translations.en.ts';

export type DiagnosisChapter = keyof typeof diagnosisWordsEn.chapter;

/** ICD-10-CM FY2022's 22 chapters, `[first, last, words]`, in code order. */
export const CHAPTERS: readonly (readonly [string, string, DiagnosisChapter])[] = [
  ['A00', 'B99', 'infection'],
  ['C00', 'D49', 'growth'],
  ['D50', 'D89', 'blood'],
  ['E00', 'E89', 'metabolism'],
  ['F01', 'F99', 'mind'],
  ['G00', 'G99', 'nerves'],
  ['H00', 'H59', 'eye'],
  ['H60', 'H95', 'ear'],
  ['I00', 'I99', 'heart'],
  ['J00', 'J99', 'lungs'],
  ['K00', 'K95', 'digestion'],
  ['L00', 'L99', 'skin'],
  ['M00', 'M99', 'bones'],
  ['N00', 'N99', 'urinary'],
  ['O00', 'O9A', 'pregnancy'],
  ['P00', 'P96', 'birth'],
  ['Q00', 'Q99', 'congenital'],
  ['R00', 'R99', 'symptom'],
  ['S00', 'T88', 'injury'],
  ['U00', 'U85', 'special'],
  ['V00', 'Y99', 'externalCause'],
  ['Z00', 'Z99', 'visitReason'],
];

const CATEGORIES: ReadonlySet<string> = new Set(Object.keys(diagnosisWordsEn.category));
const SHORTEST = 3;

/** The code's chapter, by its first three characters (none for what is not shaped like an ICD-10-CM code). */
function diagnosisChapter(code: string): DiagnosisChapter | null {
  const head = compactCode(code).slice(0, SHORTEST);
  if (!/^[A-Z]\d[\dA-Z]$/.test(head)) return null;
  return CHAPTERS.find(([first, last]) => first <= head && head <= last)?.[2] ?? null;
}

/** The key of the code's plain words (`category.E112`, `chapter.heart`), or null. `categories` are the prefixes that have words. */
export function diagnosisWordsKey(code: string, categories: ReadonlySet<string> = CATEGORIES): string | null {
  const compact = compactCode(code);
  for (let length = compact.length; length >= SHORTEST; length -= 1) {
    const prefix = compact.slice(0, length);
    if (categories.has(prefix)) return `category.${prefix}`;
  }
  const chapter = diagnosisChapter(compact);
  return chapter && `chapter.${chapter}`;
}
