/** Arabic for translations.en.ts. */
import type { SafetyStrings } from './translations.en.ts';

export const safetyAr: SafetyStrings = {
  safety: {
    review: {
      Allergy: {
        unreviewed: 'لم تُراجَع الحساسية بعد',
        unreviewedHint: 'لا شيء مسجّل: اسأل المريض قبل وصف أي دواء.',
        none: 'لا حساسية معروفة',
        recordNone: 'تسجيل «لا حساسية معروفة»',
        recorded: 'سُجّل «لا حساسية معروفة»',
        banner: 'الحساسية غير مُراجَعة',
      },
      Medication: {
        unreviewed: 'لم تُراجَع الأدوية بعد',
        unreviewedHint: 'لا شيء مسجّل: اسأل المريض عمّا يتناوله.',
        none: 'لا أدوية حالية',
        recordNone: 'تسجيل «لا أدوية حالية»',
        recorded: 'سُجّل «لا أدوية حالية»',
      },
      recordedBy: 'سجّله {{name}}، {{at}}',
      unknownStaff: 'موظف سابق',
      failed: 'لم تُسجَّل المراجعة',
    },
    picker: {
      searchHint: 'اكتب للبحث في القائمة؛ الاسم غير الموجود في القائمة يُحفظ كما كُتب.',
      coded: 'مُرمَّز: {{name}}',
      uncoded: 'غير مُرمَّز — لم يُفحَص بحثًا عن الحساسية أو التكرار',
      loading: 'جارٍ تحميل قائمة الأدوية ومسبّبات الحساسية…',
      unavailable: 'تعذّر تحميل قائمة الأدوية ومسبّبات الحساسية: ما تُدخله هنا لا يُفحَص في هذه الشاشة (ويبقى الخادم يفحص الأسماء التي يعرفها).',
      retry: 'إعادة المحاولة',
      className: 'الفئة: {{classes}}',
    },
    warning: {
      chartUnavailable: 'تعذّر تحميل حساسية المريض وأدويته: لا يُفحَص هذا الدواء في هذه الشاشة (ويبقى الخادم يفحصه).',
      title: 'تحقّق قبل وصف {{name}}',
      intro: 'يتطابق هذا الدواء مع ملف المريض:',
      allergyClass: 'حساسية من {{entry}}: {{name}} من الفئة نفسها ({{match}}).',
      allergyIngredient: 'حساسية من {{entry}}: يحتوي {{name}} على {{match}}.',
      duplicationClass: 'ازدواج علاجي: {{entry}} فعّال بالفعل ومن الفئة نفسها ({{match}}).',
      duplicationIngredient: 'مادة فعّالة مكرّرة: {{entry}} فعّال بالفعل ويحتوي أيضًا على {{match}}.',
      unchecked: 'لم تُقارَن بهذه الإدخالات غير المُرمَّزة: {{names}}.',
      reason: 'سبب الوصف رغم ذلك',
      reasonHint: 'يُحفظ في سجل الدواء مع اسمك.',
      reasonRequired: 'أدخل سبب المتابعة.',
      confirm: 'إقرار وحفظ',
      cancel: 'رجوع',
      duplicate: '{{name}} دواء فعّال بالفعل: عدّل جرعته بدلًا من ذلك.',
      duplicateAllergy: '{{name}} مسجّل بالفعل.',
    },
    history: {
      acknowledged: 'أُقرّ بالتنبيه: {{reason}}',
    },
  },
};
