/**
 * The bundled code sets (ADR 0036), each indexed on first use: ICD-10-CM FY2022 (the codes
 * valid for submission, from the CMS/NCHS order file) and HCPCS Level II 2019 (CMS's
 * alpha-numeric file, procedure codes A–V without the ADA's D series). The data are generated
 * modules (scripts/codesets/build.py) so that both servers carry them: the embedded server
 * imports them, and the cloud function's bundle holds them. Server side only (node:zlib).
 */
import { gunzipSync } from 'node:zlib';
import type { CodeSystem } from './codedConcept.ts';
import { type CodeIndex, createCodeIndex } from './codeSearch.ts';
import { HCPCS_TSV_GZ } from './data/hcpcs.data.ts';
import { ICD10CM_TSV_GZ } from './data/icd10cm.data.ts';

/** Where each code set comes from: recorded in ADR 0036 and docs/data-model.md. */
export const CODE_SET_SOURCES: Record<CodeSystem, { name: string; year: string; repository: string; commit: string; file: string; licence: string }> = {
  ICD10CM: {
    name: 'ICD-10-CM',
    year: 'FY2022 (October 1, 2021 – September 30, 2022)',
    repository: 'https://github.com/vcastro/icd10us',
    commit: '646fbf6c8d0fada47dffd1cab5b0d7abf738f7f8',
    file: 'data/icd10cm.rda (from the CDC/NCHS icd10cm-order-2022.txt)',
    licence: 'public domain (US government work, CMS/NCHS)',
  },
  HCPCS: {
    name: 'HCPCS Level II',
    year: '2019 (January 2019 alpha-numeric file)',
    repository: 'https://github.com/dewittpe/cms.hcpcs',
    commit: '7b3176895c4651e72c7c4a2ced4c69f57e8bd94c',
    file: 'data-raw/2019-Alpha-Numeric-HCPCS-File.zip (HCPC2019_CONTR_ANWEB.txt)',
    licence: 'public domain (US government work, CMS); the D series (ADA) is left out',
  },
};

const DATA: Record<CodeSystem, string> = { ICD10CM: ICD10CM_TSV_GZ, HCPCS: HCPCS_TSV_GZ };
const indexes = new Map<CodeSystem, CodeIndex>();

/** The rows of a bundled code set, `[code, description]`. */
export function codeSetRows(system: CodeSystem): [string, string][] {
  const text = gunzipSync(Buffer.from(DATA[system], 'base64')).toString('utf8');
  return text.split('\n').filter(Boolean).map((line) => {
    const tab = line.indexOf('\t');
    return [line.slice(0, tab), line.slice(tab + 1)];
  });
}

/** The code set's index, built on first use and kept. */
export function codeSet(system: CodeSystem): CodeIndex {
  let index = indexes.get(system);
  if (!index) {
    index = createCodeIndex(system, codeSetRows(system));
    indexes.set(system, index);
  }
  return index;
}
