/** French for app.ts. */
import type { AppStrings } from './app.ts';

export const appFr: AppStrings = {
  standalone: { signIn: 'Connectez-vous d’abord par l’application principale, puis rechargez cette page.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'Vous n’êtes pas autorisé à voir cette page',
    notAuthorizedBody: 'Votre rôle ne donne pas accès à cette partie du dossier. Demandez à un administrateur si vous en avez besoin.',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'Cette page n’existe pas dans le module patients.',
    toPatients: 'Aller à la liste des patients',
  },
};
