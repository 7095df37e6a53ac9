/** The `patients` namespace in French: one chunk, loaded only for French (en.ts). */
import { accessLogFr } from '../chart/access/translations.fr.ts';
import { chartFr } from '../chart/translations.fr.ts';
import { safetyFr } from '../clinical/safety/translations.fr.ts';
import { clinicalFr } from '../clinical/translations.fr.ts';
import { patientFr } from '../patients/translations.fr.ts';
import type { PatientsStrings } from './en.ts';

export const patientsFr: PatientsStrings = {
  standalone: { signIn: 'Connectez-vous d’abord par l’application principale, puis rechargez cette page.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'Vous n’êtes pas autorisé à voir cette page',
    notAuthorizedBody: 'Votre rôle ne donne pas accès à cette partie du dossier. Demandez à un administrateur si vous en avez besoin.',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'Cette page n’existe pas dans le module patients.',
    toPatients: 'Aller à la liste des patients',
  },
  ...patientFr,
  ...chartFr,
  ...clinicalFr,
  ...accessLogFr,
  ...safetyFr,
};
