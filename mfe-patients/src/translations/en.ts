/**
 * The `patients` namespace in English, the source: the remote's frame (guards, the standalone
 * page, staff names) and each feature folder's part (`<folder>/translations.en.ts`; every folder
 * owns its own top-level keys). French and Arabic (fr.ts, ar.ts) have the same keys and load only
 * for those languages (app.tsx).
 */
import { accessLogEn } from '../chart/access/translations.en.ts';
import { chartEn } from '../chart/translations.en.ts';
import { safetyEn } from '../clinical/safety/translations.en.ts';
import { clinicalEn } from '../clinical/translations.en.ts';
import { patientEn } from '../patients/translations.en.ts';

export const patientsEn = {
  standalone: { signIn: 'Sign in through the shell first, then reload this page.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'You are not authorized to see this page',
    notAuthorizedBody: 'Your role does not give access to this part of the chart. Ask an administrator if you need it.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no such page in the patients module.',
    toPatients: 'Go to the patient list',
  },
  ...patientEn,
  ...chartEn,
  ...clinicalEn,
  ...accessLogEn,
  ...safetyEn,
};

export type PatientsStrings = typeof patientsEn;
