/** Arabic for app.ts. */
import type { AppStrings } from './app.ts';

export const appAr: AppStrings = {
  standalone: { signIn: 'سجّل الدخول أولًا من التطبيق الرئيسي، ثم أعد تحميل هذه الصفحة.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'غير مصرّح لك بعرض هذه الصفحة',
    notAuthorizedBody: 'لا يمنحك دورك الوصول إلى هذا الجزء من الملف. اطلب ذلك من المسؤول إن كنت تحتاجه.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لا توجد هذه الصفحة في وحدة المرضى.',
    toPatients: 'الذهاب إلى قائمة المرضى',
  },
};
