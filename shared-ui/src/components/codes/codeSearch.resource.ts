/**
 * The code-set queries of the server (`searchCodes`, `describeCodes`: ADR 0036) as TanStack
 * queries. The code sets do not change while the app runs, so an answer is kept for the session.
 */
import type { CodeSystem, CodedConcept } from '@emr/domain';
import { useQuery } from '@tanstack/react-query';
import { json } from '../../data/readers.ts';
import { records } from '../../data/records.ts';

/** Results one search asks for: a screenful of options. */
export const CODE_PICKER_LIMIT = 20;

export const codeKeys = {
  search: (system: CodeSystem, text: string) => ['codes', 'search', system, text] as const,
  describe: (system: CodeSystem, codes: readonly string[]) => ['codes', 'describe', system, ...codes] as const,
};

/** The ranked matches of `text` (no request while it is shorter than 2 characters). */
export function useCodeSearch(system: CodeSystem, text: string) {
  return useQuery({
    queryKey: codeKeys.search(system, text),
    queryFn: async () => json<CodedConcept[]>(await records.customQuery('searchCodes', { system, text, limit: CODE_PICKER_LIMIT }), []),
    enabled: text.length >= 2,
    staleTime: Infinity,
  });
}

/** The descriptions of `codes` (the known ones, in order). */
export function useCodeDescriptions(system: CodeSystem, codes: readonly string[]) {
  return useQuery({
    queryKey: codeKeys.describe(system, codes),
    queryFn: async () => json<CodedConcept[]>(await records.customQuery('describeCodes', { system, codes: [...codes] }), []),
    enabled: codes.length > 0,
    staleTime: Infinity,
  });
}
