/**
 * The reading form's rules: the domain's READING_FIELD_RULES (the server checks a reading's values
 * with the same specs) over the values the form would send, each problem on its field in the
 * shared field-rule wording; and, like the server, a reading holds at least one value: the
 * chosen kind's.
 */
import type { ReadingValues } from '@emr/domain/care';
import { READING_FIELD_RULES } from '@emr/domain/fieldRules';
import { domainRules, fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export type ReadingField = keyof ReadingValues;

/** Each field's problem (of the kind's `fields`), or none when the reading may be sent. */
export function readingProblems(t: TFunction, fields: readonly ReadingField[], values: Partial<Record<ReadingField, string>>): Partial<Record<ReadingField, string>> {
  const label = (field: string) => t(`rpm.fields.${field}`);
  const typed = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
  const schema = z.record(z.string(), z.string()).superRefine(
    domainRules(t, READING_FIELD_RULES, { toRecord: (v: Record<string, string>) => v, fields: Object.fromEntries(fields.map((f) => [f, f])), label }),
  );
  const problems: Partial<Record<ReadingField, string>> = Object.fromEntries((schema.safeParse(typed).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
  const first = fields[0];
  if (first && Object.values(typed).every((v) => v === '')) problems[first] = fieldRule(t, 'required', label(first));
  return problems;
}
