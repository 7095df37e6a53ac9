/** The common namespace in every language (for completeness tests and tooling). */
export { commonAr } from './common.ar.ts';
export { commonEn } from './common.en.ts';
export { commonFr } from './common.fr.ts';
