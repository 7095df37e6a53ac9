/**
 * A code of a coded vocabulary (ICD-10-CM, HCPCS Level II; ADR 0036) as every app writes it. The
 * search over a code set (codeSearch.ts) is the servers' (`@emr/domain/server`); a browser asks them.
 */
export const CODE_SYSTEMS = ['ICD10CM', 'HCPCS'] as const;
export type CodeSystem = (typeof CODE_SYSTEMS)[number];

export interface CodedConcept {
  /** As printed on a claim: ICD-10-CM with its dot (`E11.9`), HCPCS as is (`J3420`). */
  code: string;
  description: string;
}

/** The code as the code set files write it: upper case, no dot, no spaces (`e11.9` → `E119`). */
export const compactCode = (code: string): string => code.replace(/[.\s]/g, '').toUpperCase();

/** The code as printed: ICD-10-CM codes longer than three characters take a dot after the third. */
export function formatCode(system: CodeSystem, code: string): string {
  const compact = compactCode(code);
  return system === 'ICD10CM' && compact.length > 3 ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact;
}
