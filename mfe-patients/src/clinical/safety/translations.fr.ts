/** French for translations.en.ts. */
import type { SafetyStrings } from './translations.en.ts';

export const safetyFr: SafetyStrings = {
  safety: {
    review: {
      Allergy: {
        unreviewed: 'Allergies pas encore vérifiées',
        unreviewedHint: 'Rien n’est enregistré : interrogez le patient avant de prescrire.',
        none: 'Aucune allergie connue',
        recordNone: 'Enregistrer « aucune allergie connue »',
        recorded: '« Aucune allergie connue » enregistré',
        banner: 'Allergies non vérifiées',
      },
      Medication: {
        unreviewed: 'Traitements pas encore vérifiés',
        unreviewedHint: 'Rien n’est enregistré : demandez au patient ce qu’il prend.',
        none: 'Aucun traitement en cours',
        recordNone: 'Enregistrer « aucun traitement en cours »',
        recorded: '« Aucun traitement en cours » enregistré',
      },
      recordedBy: 'Enregistré par {{name}}, {{at}}',
      unknownStaff: 'un ancien membre du personnel',
      failed: 'La vérification n’a pas été enregistrée',
    },
    picker: {
      searchHint: 'Tapez pour chercher dans la liste ; un nom absent de la liste est enregistré tel quel.',
      coded: 'Codé : {{name}}',
      uncoded: 'Non codé — non vérifié pour les allergies ni les doublons',
      loading: 'Chargement de la liste des médicaments et allergènes…',
      unavailable: 'La liste des médicaments et allergènes n’a pas pu être chargée : ce que vous saisissez ici n’est pas vérifié sur cet écran (le serveur vérifie toujours les noms qu’il connaît).',
      retry: 'Réessayer',
      className: 'Classe : {{classes}}',
    },
    warning: {
      chartUnavailable: 'Les allergies et traitements du patient n’ont pas pu être chargés : ce médicament n’est pas vérifié sur cet écran (le serveur le vérifie toujours).',
      title: 'À vérifier avant de prescrire {{name}}',
      intro: 'Ce médicament correspond au dossier du patient :',
      allergyClass: 'Allergie à {{entry}} : {{name}} est de la même classe ({{match}}).',
      allergyIngredient: 'Allergie à {{entry}} : {{name}} contient {{match}}.',
      duplicationClass: 'Redondance thérapeutique : {{entry}} est déjà en cours, de la même classe ({{match}}).',
      duplicationIngredient: 'Principe actif en double : {{entry}} est déjà en cours et contient aussi {{match}}.',
      unchecked: 'Non comparé à ces entrées non codées : {{names}}.',
      reason: 'Motif pour prescrire malgré tout',
      reasonHint: 'Conservé dans l’historique du médicament, avec votre nom.',
      reasonRequired: 'Indiquez le motif pour continuer.',
      confirm: 'Confirmer et enregistrer',
      cancel: 'Revenir',
      duplicate: '{{name}} est déjà un traitement en cours : modifiez plutôt sa posologie.',
      duplicateAllergy: '{{name}} est déjà enregistré.',
    },
    history: {
      acknowledged: 'Alerte confirmée : {{reason}}',
    },
  },
};
