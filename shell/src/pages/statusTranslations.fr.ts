/** Strings of the shell's status pages (home link, not authorized, errors: namespace `shell`, prefix `pages.`), French. */
export const statusPagesFr = {
  pages: {
    goHome: 'Aller à ma page d’accueil',
    notAuthorized: {
      title: 'Vous n’êtes pas autorisé à ouvrir cette page',
      body: 'Votre rôle ne donne pas accès à cette page. Si vous en avez besoin pour votre travail, adressez-vous à votre administrateur.',
    },
    error: {
      code: 'Erreur {{code}}',
      notFound: { title: 'Page introuvable', body: 'Cette adresse ne mène à aucune page de l’application. Elle est peut-être mal saisie, ou la page a été déplacée.' },
      unauthorized: { title: 'Non autorisé', body: 'Vous devez vous connecter avec un compte autorisé à voir cette page.' },
      serverError: { title: 'Erreur du serveur', body: 'Le serveur n’a pas pu traiter cette demande. Rien n’a été modifié. Réessayez dans un instant ; si le problème persiste, prévenez votre administrateur.' },
    },
  },
};
