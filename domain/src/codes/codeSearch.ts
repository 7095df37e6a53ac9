/**
 * Searching a coded vocabulary (ICD-10-CM, HCPCS Level II; ADR 0036): an index built once from
 * the code set's rows, then a search by code prefix — with or without the dot — and by the
 * words of the description (all of them, in any order, each as the start of a word, case
 * insensitive). Codes come back ranked: the exact code, then codes starting with what was
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

  /** Rows with a word starting with `prefix`. */
  const rowsWithWordStarting = (prefix: string): Set<number> => {
    const out = new Set<number>();
    for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) {
      for (const row of postings.get(vocabulary[i]!)!) out.add(row);
    }
    return out;
  };

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
      const terms = [...new Set(words(text))];
      if (terms.length && picked.length < limit) {
        // the rarest term first: the other terms only filter its rows
        const sets = terms.map(rowsWithWordStarting).sort((a, b) => a.size - b.size);
        const matches = [...sets[0]!].filter((row) => !seen.has(row) && sets.every((set) => set.has(row)));
        matches.sort((a, b) => descriptions[a]!.length - descriptions[b]!.length || a - b);
        for (const row of matches.slice(0, limit - picked.length)) take(row);
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
