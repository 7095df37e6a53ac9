/** The `patients` namespace in French: one chunk, loaded only for French (index.ts). */
import { accessLogFr } from '../chart/access/translations.fr.ts';
import { chartFr } from '../chart/translations.fr.ts';
import { clinicalFr } from '../clinical/translations.fr.ts';
import { safetyFr } from '../clinical/safety/translations.fr.ts';
import { patientFr } from '../patients/translations.fr.ts';
import { appFr } from './app.fr.ts';
import { mergeParts } from './merge.ts';

export const patientsFr = mergeParts([appFr, patientFr, chartFr, clinicalFr, accessLogFr, safetyFr]);
