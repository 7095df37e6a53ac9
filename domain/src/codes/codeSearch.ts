/**
 * Searching a coded vocabulary (ICD-10-CM, HCPCS Level II; ADR 0036): an index built once from
 * the code set's rows, then a search by code prefix — with or without the dot — and by the
 * words of the description (all of them, in any order, each as the start of a word, case
 * insensitive; a search of one-letter words only, and words beyond the sixth, are left out:
 * they would read most of the set). Codes come back ranked: the exact code, then codes starting with what was
 * typed, then description matches (shorter, more general descriptions first). Pure and
 * framework free: the servers load the bundled rows (codeSets.ts); tests build small indexes.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { CODE_SYSTEMS, type CodeSystem, type CodedConcept, compactCode, formatCode } from './codedConcept.ts';

/** Most codes one search answers. */
export const MAX_CODE_RESULTS = 50;
/** Longest search text. */
export const MAX_CODE_QUERY = 100;
/** Most codes one description lookup takes. */
export const MAX_CODE_LOOKUP = 100;
/** The shortest word a description search needs (one letter starts nearly every description); shorter ones only narrow it. */
export const MIN_CODE_WORD = 2;
/** The most words one description search uses (more narrow nothing the first ones did not). */
export const MAX_CODE_WORDS = 6;

export const isCodeSystem = (value: unknown): value is CodeSystem => (CODE_SYSTEMS as readonly unknown[]).includes(value);

const ASCII = /^[ -~]*$/;
/** The words of a text, lower case, accents dropped (the code sets are ASCII: the common case skips the normalising). */
const words = (text: string): string[] => {
  const lower = text.toLowerCase();
  return (ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).split(/[^a-z0-9]+/).filter(Boolean);
};

export interface CodeIndex {
  system: CodeSystem;
  size: number;
  /** The exact code (with or without its dot), or undefined. */
  get(code: string): CodedConcept | undefined;
  /** Ranked matches of `text`, at most `limit`. */
  search(text: string, limit: number): CodedConcept[];
}

/** First index in the sorted `list` whose value is not below `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** An index over `rows` of `[code, description]` (codes as the files write them, any order). */
export function createCodeIndex(system: CodeSystem, rows: readonly (readonly [string, string])[]): CodeIndex {
  const compact = rows.map(([code, description]) => [compactCode(code), description] as const);
  // the bundled files come sorted: sort only when they are not
  const inOrder = compact.every((row, i) => i === 0 || compact[i - 1]![0] <= row[0]);
  const sorted = inOrder ? compact : compact.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const codes = sorted.map(([code]) => code);
  const descriptions = sorted.map(([, description]) => description);
  const position = new Map(codes.map((code, i) => [code, i]));
  // every word of the descriptions, sorted, with the rows holding it
  const postings = new Map<string, number[]>();
  descriptions.forEach((description, row) => {
    for (const word of new Set(words(description))) {
      const list = postings.get(word);
      if (list) list.push(row);
      else postings.set(word, [row]);
    }
  });
  const vocabulary = [...postings.keys()].sort();
  const concept = (row: number): CodedConcept => ({ code: formatCode(system, codes[row]!), description: descriptions[row]! });

  /** The vocabulary's words starting with `prefix` (a range of the sorted list). */
  const wordsStarting = (prefix: string): string[] => {
    const out: string[] = [];
    for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) out.push(vocabulary[i]!);
    return out;
  };
  /** How many rows hold a word starting with `prefix`, at most (counted, not gathered). */
  const countStarting = (prefix: string): number => wordsStarting(prefix).reduce((sum, word) => sum + postings.get(word)!.length, 0);
  /** Rows with a word starting with `prefix`. */
  const rowsWithWordStarting = (prefix: string): Set<number> => {
    const out = new Set<number>();
    for (const word of wordsStarting(prefix)) for (const row of postings.get(word)!) out.add(row);
    return out;
  };
  /** Whether a row's description has a word starting with `prefix`. */
  const hasWordStarting = (row: number, prefix: string): boolean => words(descriptions[row]!).some((word) => word.startsWith(prefix));

  return {
    system,
    size: codes.length,
    get(code) {
      const row = position.get(compactCode(code));
      return row === undefined ? undefined : concept(row);
    },
    search(text, limit) {
      const picked: number[] = [];
      const seen = new Set<number>();
      const take = (row: number) => {
        if (picked.length < limit && !seen.has(row)) {
          seen.add(row);
          picked.push(row);
        }
      };
      const typed = compactCode(text);
      if (/^[A-Z0-9]+$/.test(typed)) {
        const exact = position.get(typed);
        if (exact !== undefined) take(exact);
        for (let i = lowerBound(codes, typed); i < codes.length && codes[i]!.startsWith(typed) && picked.length < limit; i++) take(i);
      }
      const terms = [...new Set(words(text))].slice(0, MAX_CODE_WORDS);
      // one-letter words only narrow a search (alone they would read most of the set)
      if (terms.some((term) => term.length >= MIN_CODE_WORD) && picked.length < limit) {
        // the rarest term's rows only are gathered (each term counted first); the other terms test them
        const [rarest, ...others] = terms.map((term) => [term, countStarting(term)] as const).sort((a, b) => a[1] - b[1]).map(([term]) => term);
        const wanted = limit - picked.length;
        const before = (a: number, b: number) => descriptions[a]!.length - descriptions[b]!.length || a - b;
        // the `wanted` shortest descriptions, kept in order as the rows go by (no sort of every match)
        const best: number[] = [];
        for (const row of rowsWithWordStarting(rarest!)) {
          if (seen.has(row) || (best.length === wanted && before(row, best.at(-1)!) >= 0) || !others.every((term) => hasWordStarting(row, term))) continue;
          let at = best.length;
          while (at > 0 && before(row, best[at - 1]!) < 0) at--;
          best.splice(at, 0, row);
          if (best.length > wanted) best.pop();
        }
        for (const row of best) take(row);
      }
      return picked.map(concept);
    },
  };
}

const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.badRequest, message, { [field]: message });

/** The arguments of a code search, checked: a known system, some text, a limit of 1 to MAX_CODE_RESULTS (20 when none). */
export function codeSearchArgs(args: Readonly<Record<string, unknown>>): { system: CodeSystem; text: string; limit: number } {
  const { system, text, limit } = args;
  if (!isCodeSystem(system)) throw invalid('system', `system must be one of ${CODE_SYSTEMS.join(', ')}`);
  if (typeof text !== 'string' || !text.trim()) throw invalid('text', 'Type a code or words of its description');
  if (text.length > MAX_CODE_QUERY) throw invalid('text', `The search text may hold at most ${MAX_CODE_QUERY} characters`);
  if (limit !== undefined && limit !== null && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_CODE_RESULTS)) {
    throw invalid('limit', `limit must be a whole number from 1 to ${MAX_CODE_RESULTS}`);
  }
  return { system, text: text.trim(), limit: (limit as number | null | undefined) ?? 20 };
}

/** The arguments of a description lookup, checked: a known system and 1 to MAX_CODE_LOOKUP codes. */
export function codeLookupArgs(args: Readonly<Record<string, unknown>>): { system: CodeSystem; codes: string[] } {
  const { system, codes } = args;
  if (!isCodeSystem(system)) throw invalid('system', `system must be one of ${CODE_SYSTEMS.join(', ')}`);
  if (!Array.isArray(codes) || codes.some((code) => typeof code !== 'string')) throw invalid('codes', 'codes must be a list of codes');
  if (codes.length > MAX_CODE_LOOKUP) throw invalid('codes', `At most ${MAX_CODE_LOOKUP} codes at a time`);
  return { system, codes: codes as string[] };
}
