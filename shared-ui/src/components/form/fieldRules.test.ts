/** One wording per rule kind, naming the field, in each language. */
import { FIELD_RULE_MESSAGES } from '@emr/domain/fieldRules';
import { FSI, PDI, i18n } from '@emr/shared-ui/core';
import { fieldRule, fieldRulesAr, fieldRulesFr } from './fieldRules.ts';

test('every rule has its French and Arabic wording, each naming the field', () => {
  for (const wording of [fieldRulesFr, fieldRulesAr]) {
    expect(Object.keys(wording).sort()).toEqual(Object.keys(FIELD_RULE_MESSAGES).sort());
    for (const message of Object.values(wording)) expect(message).toContain('{{field}}');
  }
});

test('a rule reads the same on every form, in the interface language', () => {
  expect(fieldRule(i18n.getFixedT('en'), 'range', 'Weight', { min: 1, max: 1000 })).toBe('Weight must be from 1 to 1000.');
  expect(fieldRule(i18n.getFixedT('fr'), 'required', 'Prénom')).toBe('« Prénom » est obligatoire.');
  expect(fieldRule(i18n.getFixedT('ar'), 'required', 'First name')).toBe(`الحقل «${FSI}First name${PDI}» مطلوب.`);
});
