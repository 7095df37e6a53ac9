/** The `patients` namespace in Arabic: one chunk, loaded only for Arabic (en.ts). */
import { accessLogAr } from '../chart/access/translations.ar.ts';
import { chartAr } from '../chart/translations.ar.ts';
import { safetyAr } from '../clinical/safety/translations.ar.ts';
import { clinicalAr } from '../clinical/translations.ar.ts';
import { patientAr } from '../patients/translations.ar.ts';
import type { PatientsStrings } from './en.ts';

export const patientsAr: PatientsStrings = {
  standalone: { signIn: 'سجّل الدخول أولًا من التطبيق الرئيسي، ثم أعد تحميل هذه الصفحة.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'غير مصرّح لك بعرض هذه الصفحة',
    notAuthorizedBody: 'لا يمنحك دورك الوصول إلى هذا الجزء من الملف. اطلب ذلك من المسؤول إن كنت تحتاجه.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لا توجد هذه الصفحة في وحدة المرضى.',
    toPatients: 'الذهاب إلى قائمة المرضى',
  },
  ...patientAr,
  ...chartAr,
  ...clinicalAr,
  ...accessLogAr,
  ...safetyAr,
};
