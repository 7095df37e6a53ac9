/**
 * Registers the `patients` namespace in the page's one i18next instance (imported once by each
 * entry). Each feature folder keeps its own strings; they are merged here under one namespace.
 * English is registered now; French and Arabic (fr.ts, ar.ts) load only for those languages.
 */
import { addTranslations } from '@emr/shared-ui';
import { accessLogEn } from '../chart/access/translations.ts';
import { chartEn } from '../chart/translations.ts';
import { clinicalEn } from '../clinical/translations.ts';
import { safetyEn } from '../clinical/safety/translations.ts';
import { patientEn } from '../patients/translations.ts';
import { appEn } from './app.ts';
import { mergeParts } from './merge.ts';

export const patientsEn = mergeParts([appEn, patientEn, chartEn, clinicalEn, accessLogEn, safetyEn]);

void addTranslations('patients', {
  en: patientsEn,
  fr: () => import('./fr.ts').then((m) => m.patientsFr),
  ar: () => import('./ar.ts').then((m) => m.patientsAr),
});
