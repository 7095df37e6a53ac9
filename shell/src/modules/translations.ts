/** Strings of the shell's module loading (namespace `shell`, prefix `modules.`). */
export const modulesTranslations = {
  en: {
    modules: {
      unavailableTitle: '{{name}} is not available',
      reason: {
        switchedOff: 'Your clinic’s administrator switched {{name}} off for the clinic. Everything else keeps working.',
        notInstalled: '{{name}} is switched on for your clinic, but it is not installed on this server yet: ask whoever runs the server. Nothing in the clinic’s settings needs to change.',
        unknown: 'No module of this installation has this page.',
      },
      workingPages: 'Pages you can open',
      names: { patients: 'Patients', visits: 'Visits', billing: 'Billing', programs: 'Care programs', admin: 'Administration', unknown: 'This page' },
    },
  },
  fr: {
    modules: {
      unavailableTitle: '{{name}} n’est pas disponible',
      reason: {
        switchedOff: 'L’administrateur de votre cabinet a désactivé {{name}} pour le cabinet. Tout le reste fonctionne.',
        notInstalled: '{{name}} est activé pour votre cabinet, mais n’est pas encore installé sur ce serveur : demandez à la personne qui gère le serveur. Rien n’est à changer dans les réglages du cabinet.',
        unknown: 'Aucun module de cette installation n’a cette page.',
      },
      workingPages: 'Pages que vous pouvez ouvrir',
      names: { patients: 'Patients', visits: 'Consultations', billing: 'Facturation', programs: 'Programmes de soins', admin: 'Administration', unknown: 'Cette page' },
    },
  },
  ar: {
    modules: {
      unavailableTitle: '{{name}} غير متاح',
      reason: {
        switchedOff: 'عطّل مدير عيادتك {{name}} للعيادة. كل ما عداه يعمل كالمعتاد.',
        notInstalled: '{{name}} مفعّل لعيادتك، لكنه غير مثبّت على هذا الخادم بعد: اسأل من يدير الخادم. لا حاجة إلى تغيير أي شيء في إعدادات العيادة.',
        unknown: 'لا توجد وحدة في هذا التثبيت تحتوي على هذه الصفحة.',
      },
      workingPages: 'صفحات يمكنك فتحها',
      names: { patients: 'المرضى', visits: 'الزيارات', billing: 'الفوترة', programs: 'برامج الرعاية', admin: 'الإدارة', unknown: 'هذه الصفحة' },
    },
  },
};
