/**
 * The reading form's rules: the domain's READING_FIELD_RULES (the server checks a reading's values
 * with the same specs) over the values the form would send, each problem on its field in the
 * shared field-rule wording; and, like the server, a reading holds at least one value: the
 * chosen kind's.
 */
import type { ReadingValues } from '@emr/domain/care';
import { READING_FIELD_RULES } from '@emr/domain/fieldRules';
import { fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { formProblems } from '../shared/formProblems.ts';

export type ReadingField = keyof ReadingValues;

/** Each field's problem (of the kind's `fields`), or none when the reading may be sent. */
export function readingProblems(t: TFunction, fields: readonly ReadingField[], values: Partial<Record<ReadingField, string>>): Partial<Record<ReadingField, string>> {
  const label = (field: string) => t(`rpm.fields.${field}`);
  const typed = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
  const problems = formProblems(t, READING_FIELD_RULES, typed, { toRecord: (v) => v, fields: Object.fromEntries(fields.map((f) => [f, f])), label });
  const first = fields[0];
  if (first && Object.values(typed).every((v) => v === '')) problems[first] = fieldRule(t, 'required', label(first));
  return problems;
}
