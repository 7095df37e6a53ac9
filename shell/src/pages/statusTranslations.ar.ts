/** Strings of the shell's status pages (home link, not authorized, errors: namespace `shell`, prefix `pages.`), Arabic. */
export const statusPagesAr = {
  pages: {
    goHome: 'الذهاب إلى صفحتي الرئيسية',
    notAuthorized: {
      title: 'غير مصرَّح لك بفتح هذه الصفحة',
      body: 'لا يمنحك دورك صلاحية الوصول إلى هذه الصفحة. إذا كنت تحتاجها في عملك، فتواصل مع مدير النظام.',
    },
    error: {
      code: 'خطأ {{code}}',
      notFound: { title: 'الصفحة غير موجودة', body: 'هذا العنوان لا يؤدي إلى أي صفحة في التطبيق. ربما كُتب بشكل خاطئ أو نُقلت الصفحة.' },
      unauthorized: { title: 'غير مصرَّح', body: 'يجب أن تسجّل الدخول بحساب يحق له رؤية هذه الصفحة.' },
      serverError: { title: 'خطأ في الخادم', body: 'تعذّر على الخادم إتمام هذا الطلب، ولم يتغيّر شيء. حاول مرة أخرى بعد قليل؛ وإذا تكرر ذلك فأبلغ مدير النظام.' },
    },
  },
};
