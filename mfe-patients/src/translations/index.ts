/** The remote's strings: English in its first chunk, French and Arabic loaded with the language. */
import type { LazyTranslations } from '@emr/shared-ui';
import { patientsEn } from './en.ts';

export const patientsTranslations: LazyTranslations = {
  en: patientsEn,
  fr: () => import('./fr.ts').then((m) => m.patientsFr),
  ar: () => import('./ar.ts').then((m) => m.patientsAr),
};
