/**
 * The kinds of rule a form field can break, each with one wording (English, the source) that
 * names the field: "First name is required.", "Weight must be from 1 to 1000.". Every form
 * builds its messages from these through `fieldRule` in `@emr/shared-ui/form`, which holds the
 * French and Arabic, so one rule reads the same on every screen. Cross-field rules that are
 * particular to one form (a panel needs two results) keep their own sentences. Its own entry,
 * `@emr/domain/fieldRules` (re-exported by `@emr/domain/schemas`): pages without forms never load it.
 */
export const FIELD_RULE_MESSAGES = {
  required: '{{field}} is required.',
  choose: 'Choose a value for {{field}}.',
  tooLong: '{{field}} is too long: at most {{max}} characters.',
  format: '{{field}} must look like {{example}}.',
  date: '{{field}} must be a real date.',
  future: '{{field}} cannot be in the future.',
  notBefore: '{{field}} cannot be before {{other}}.',
  number: '{{field}} must be a number.',
  wholeNumber: '{{field}} must be a whole number.',
  decimals: '{{field}} has too many decimals: at most {{decimals}}.',
  range: '{{field}} must be from {{min}} to {{max}}.',
  minItems: '{{field}} needs at least {{min}} entries.',
  lessThan: '{{field}} must be less than {{other}}.',
  emptySlot: '{{field}}: slot {{slot}} holds no diagnosis.',
  checkDigit: '{{field}} is not valid: its last digit does not match the others. Check for a mistyped digit.',
} as const;

export type FieldRule = keyof typeof FIELD_RULE_MESSAGES;

/** A field's name as the server's English messages say it: 'DateAdministered' → 'Date administered'. */
export const fieldLabel = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(' ');
  // an abbreviation keeps its capitals (NPI, CPT, ID); other words after the first are lower case
  const cased = words.map((word, i) => (/^[A-Z]{2,}$/.test(word) ? word : i === 0 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()));
  return cased.join(' ');
};

/** A rule's English sentence naming the field (the server's message; forms translate the same rule). */
export function fieldMessage(rule: FieldRule, field: string, params: Readonly<Record<string, string | number>> = {}): string {
  return Object.entries({ ...params, field: fieldLabel(field) }).reduce(
    (message, [key, value]) => message.replaceAll(`{{${key}}}`, key === 'other' ? fieldLabel(String(value)).toLowerCase() : String(value)),
    FIELD_RULE_MESSAGES[rule] as string,
  );
}

export * from './fieldSpecs.ts';
export * from './billing/fieldSpecs.ts';
export * from './billing/ledgerFieldSpecs.ts';
export * from './programs/fieldSpecs.ts';
export * from './visits/fieldSpecs.ts';
