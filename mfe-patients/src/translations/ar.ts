/** The `patients` namespace in Arabic: one chunk, loaded only for Arabic (index.ts). */
import { accessLogAr } from '../chart/access/translations.ar.ts';
import { chartAr } from '../chart/translations.ar.ts';
import { clinicalAr } from '../clinical/translations.ar.ts';
import { safetyAr } from '../clinical/safety/translations.ar.ts';
import { patientAr } from '../patients/translations.ar.ts';
import { appAr } from './app.ar.ts';
import { mergeParts } from './merge.ts';

export const patientsAr = mergeParts([appAr, patientAr, chartAr, clinicalAr, accessLogAr, safetyAr]);
