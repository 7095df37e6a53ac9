/**
 * Registers the `patients` namespace in the page's one i18next instance (imported once by each
 * entry). Each feature folder keeps its own strings; they are merged here under one namespace.
 */
import { addTranslations } from '@emr/shared-ui';
import { chartStrings } from '../chart/translations.ts';
import { clinicalStrings } from '../clinical/translations.ts';
import { patientStrings } from '../patients/translations.ts';
import { appStrings } from './app.ts';

type Strings = { en: object; fr: object; ar: object };
const parts: Strings[] = [appStrings, patientStrings, chartStrings, clinicalStrings];
const merge = (language: keyof Strings) => Object.assign({}, ...parts.map((part) => part[language])) as Record<string, unknown>;

export const patientsTranslations = { en: merge('en'), fr: merge('fr'), ar: merge('ar') };

addTranslations('patients', patientsTranslations);
