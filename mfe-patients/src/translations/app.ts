/** Strings of the remote's frame (namespace `patients`): guards and the standalone page. */
const en = {
  standalone: { signIn: 'Sign in through the shell first, then reload this page.' },
  guard: {
    notAuthorizedTitle: 'You are not authorized to see this page',
    notAuthorizedBody: 'Your role does not give access to this part of the chart. Ask an administrator if you need it.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no such page in the patients module.',
    toPatients: 'Go to the patient list',
  },
};

const fr: typeof en = {
  standalone: { signIn: 'Connectez-vous d’abord par l’application principale, puis rechargez cette page.' },
  guard: {
    notAuthorizedTitle: 'Vous n’êtes pas autorisé à voir cette page',
    notAuthorizedBody: 'Votre rôle ne donne pas accès à cette partie du dossier. Demandez à un administrateur si vous en avez besoin.',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'Cette page n’existe pas dans le module patients.',
    toPatients: 'Aller à la liste des patients',
  },
};

const ar: typeof en = {
  standalone: { signIn: 'سجّل الدخول أولًا من التطبيق الرئيسي، ثم أعد تحميل هذه الصفحة.' },
  guard: {
    notAuthorizedTitle: 'غير مصرّح لك بعرض هذه الصفحة',
    notAuthorizedBody: 'لا يمنحك دورك الوصول إلى هذا الجزء من الملف. اطلب ذلك من المسؤول إن كنت تحتاجه.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لا توجد هذه الصفحة في وحدة المرضى.',
    toPatients: 'الذهاب إلى قائمة المرضى',
  },
};

export const appStrings = { en, fr, ar };
