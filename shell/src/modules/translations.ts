/** Strings of the shell's module loading (namespace `shell`, prefix `modules.`). */
export const modulesTranslations = {
  en: {
    modules: {
      unavailableTitle: '{{name}} is not available for this clinic',
      unavailableBody: 'This module is not installed or your administrator switched it off for your clinic. Everything else keeps working.',
      goHome: 'Go to my start page',
      names: { patients: 'Patients', visits: 'Visits', billing: 'Billing', programs: 'Care programs', admin: 'Administration', unknown: 'This page' },
    },
  },
  fr: {
    modules: {
      unavailableTitle: '{{name}} n’est pas disponible pour ce cabinet',
      unavailableBody: 'Ce module n’est pas installé ou votre administrateur l’a désactivé pour votre cabinet. Tout le reste fonctionne.',
      goHome: 'Aller à ma page d’accueil',
      names: { patients: 'Patients', visits: 'Consultations', billing: 'Facturation', programs: 'Programmes de soins', admin: 'Administration', unknown: 'Cette page' },
    },
  },
  ar: {
    modules: {
      unavailableTitle: '{{name}} غير متاح لهذه العيادة',
      unavailableBody: 'هذه الوحدة غير مثبّتة أو عطّلها مدير النظام لعيادتك. كل ما عداها يعمل كالمعتاد.',
      goHome: 'الذهاب إلى صفحتي الرئيسية',
      names: { patients: 'المرضى', visits: 'الزيارات', billing: 'الفوترة', programs: 'برامج الرعاية', admin: 'الإدارة', unknown: 'هذه الصفحة' },
    },
  },
};
