/**
 * The translated wording of the domain's field rules (`FIELD_RULE_MESSAGES`, English the
 * source): namespace `fieldRules`, registered with the form helpers. A form's schema builds
 * each message with `fieldRule(t, rule, fieldLabel, params)`, so "required" reads the same on
 * every form and always names the field.
 */
import { FIELD_RULE_MESSAGES, type FieldRule } from '@emr/domain/fieldRules';
import { addTranslations } from '@emr/shared-ui/core';
import type { TFunction } from 'i18next';

export const fieldRulesFr: Record<FieldRule, string> = {
  required: '« {{field}} » est obligatoire.',
  choose: 'Choisissez une valeur pour « {{field}} ».',
  tooLong: '« {{field}} » est trop long : {{max}} caractères au plus.',
  format: '« {{field}} » doit avoir la forme {{example}}.',
  date: '« {{field}} » doit être une date réelle.',
  future: '« {{field}} » ne peut pas être dans le futur.',
  notBefore: '« {{field}} » ne peut pas être avant {{other}}.',
  number: '« {{field}} » doit être un nombre.',
  wholeNumber: '« {{field}} » doit être un nombre entier.',
  decimals: '« {{field}} » a trop de décimales : {{decimals}} au plus.',
  range: '« {{field}} » doit être compris entre {{min}} et {{max}}.',
  minItems: '« {{field}} » demande au moins {{min}} entrées.',
  lessThan: '« {{field}} » doit être inférieur à {{other}}.',
  emptySlot: '« {{field}} » : l’emplacement {{slot}} ne contient aucun diagnostic.',
  checkDigit: '« {{field}} » n’est pas valide : son dernier chiffre ne correspond pas aux autres. Vérifiez qu’aucun chiffre n’a été mal saisi.',
};

export const fieldRulesAr: Record<FieldRule, string> = {
  required: 'الحقل «{{field}}» مطلوب.',
  choose: 'اختر قيمة للحقل «{{field}}».',
  tooLong: 'الحقل «{{field}}» طويل جدًا: {{max}} حرفًا على الأكثر.',
  format: 'يجب أن يكون الحقل «{{field}}» على شكل {{example}}.',
  date: 'يجب أن يكون الحقل «{{field}}» تاريخًا صحيحًا.',
  future: 'لا يمكن أن يكون الحقل «{{field}}» في المستقبل.',
  notBefore: 'لا يمكن أن يكون الحقل «{{field}}» قبل {{other}}.',
  number: 'يجب أن يكون الحقل «{{field}}» رقمًا.',
  wholeNumber: 'يجب أن يكون الحقل «{{field}}» عددًا صحيحًا.',
  decimals: 'في الحقل «{{field}}» منازل عشرية أكثر من اللازم: {{decimals}} على الأكثر.',
  range: 'يجب أن يكون الحقل «{{field}}» بين {{min}} و{{max}}.',
  minItems: 'يحتاج الحقل «{{field}}» إلى {{min}} إدخالات على الأقل.',
  lessThan: 'يجب أن يكون الحقل «{{field}}» أقل من {{other}}.',
  emptySlot: 'الحقل «{{field}}»: الخانة {{slot}} لا تحوي أي تشخيص.',
  checkDigit: 'الحقل «{{field}}» غير صالح: رقمه الأخير لا يطابق بقية الأرقام. تحقّق من عدم وجود رقم مكتوب خطأً.',
};

void addTranslations('fieldRules', { en: { ...FIELD_RULE_MESSAGES }, fr: fieldRulesFr, ar: fieldRulesAr });

/** The message of a broken rule, naming the field (its label as the form shows it). */
export function fieldRule(t: TFunction, rule: FieldRule, field: string, params: Record<string, string | number> = {}): string {
  return t(`fieldRules:${rule}`, { ...params, field });
}
