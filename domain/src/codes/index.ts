/**
 * `@emr/domain/codes`: the coded vocabularies (ICD-10-CM, HCPCS Level II) and the custom
 * queries over them, `searchCodes` and `describeCodes`, as both servers and the test fake
 * answer them. Server side (and tests) only: the bundled data need node:zlib; the browser asks
 * the server.
 */
import type { CodedConcept } from './codedConcept.ts';
import { codeLookupArgs, codeSearchArgs } from './codeSearch.ts';
import { codeSet } from './codeSets.ts';

export * from './codedConcept.ts';
export * from './codeSearch.ts';
export * from './diagnosisCodes.ts';
export { CODE_SET_SOURCES, codeSet, codeSetRows } from './codeSets.ts';
export { HCPCS_TSV_GZ } from './data/hcpcs.data.ts';
export { ICD10CM_TSV_GZ } from './data/icd10cm.data.ts';

/** `searchCodes(system, text, limit)`: the ranked matches. */
export function searchCodes(args: Readonly<Record<string, unknown>>): CodedConcept[] {
  const { system, text, limit } = codeSearchArgs(args);
  return codeSet(system).search(text, limit);
}

/** `describeCodes(system, codes)`: each known code with its description, in the order asked (unknown codes are left out). */
export function describeCodes(args: Readonly<Record<string, unknown>>): CodedConcept[] {
  const { system, codes } = codeLookupArgs(args);
  const index = codeSet(system);
  return codes.flatMap((code) => index.get(code) ?? []);
}
