/**
 * A record kind's form: its zod schema (translated messages), the values a form starts from
 * (a new record or a stored row) and the changes a save sends. Dates are edited as calendar
 * days and stored as ISO date-times at noon UTC, so the day reads the same in every time zone.
 */
import { todayIso } from '@emr/shared-ui';
import type { FieldRule } from '@emr/domain/fieldRules';
import type { EmrRecord } from '@emr/shared-ui';
import { fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { RecordField, RecordKindConfig } from './recordKinds.ts';

export type FormValues = Record<string, string | boolean>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored date-time as the day a date input shows. */
export function toDayInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (DAY.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // days stored by this form (noon UTC) or as a plain day (midnight UTC) keep their UTC day
  const utcDay = date.getUTCMinutes() === 0 && (date.getUTCHours() === 0 || date.getUTCHours() === 12);
  return utcDay ? date.toISOString().slice(0, 10) : todayIso(date);
}

/** A day from a date input as the ISO date-time the server stores. */
export const fromDayInput = (day: string) => `${day}T12:00:00.000Z`;

export function initialValues(config: RecordKindConfig, row: EmrRecord | null): FormValues {
  const values: FormValues = {};
  for (const field of config.fields) {
    const stored = row?.[field.name];
    if (field.kind === 'boolean') values[field.name] = row ? stored === true : field.initial === true;
    else if (field.kind === 'date') values[field.name] = toDayInput(stored);
    else values[field.name] = row ? (typeof stored === 'string' ? stored : '') : typeof field.initial === 'string' ? field.initial : '';
    if (field.concept) values[field.concept.codeField] = typeof row?.[field.concept.codeField] === 'string' ? String(row[field.concept.codeField]) : '';
  }
  return values;
}

function fieldSchema(field: RecordField, t: TFunction): z.ZodType {
  if (field.kind === 'boolean') return z.boolean();
  const rule = (r: FieldRule, params?: Record<string, string | number>) => fieldRule(t, r, t(`records.fields.${field.name}`), params);
  let schema = z.string().trim();
  if (field.required) schema = schema.min(1, rule(field.kind === 'select' ? 'choose' : 'required'));
  if (field.kind === 'date') {
    return schema
      .refine((value) => !value || (DAY.test(value) && !Number.isNaN(Date.parse(value))), rule('date'))
      .refine((value) => !field.notFuture || !value || value <= todayIso(), rule('future'));
  }
  if (field.options) return schema.refine((value) => !value || field.options!.includes(value), rule('choose'));
  const max = field.kind === 'textarea' ? 4000 : 300;
  return schema.max(max, rule('tooLong', { max }));
}

export function recordSchema(config: RecordKindConfig, t: TFunction) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of config.fields) {
    shape[field.name] = fieldSchema(field, t);
    if (field.concept) shape[field.concept.codeField] = z.string();
  }
  return z.object(shape).superRefine((values, context) => {
    for (const field of config.fields) {
      if (!field.notBefore) continue;
      const value = values[field.name];
      const other = values[field.notBefore];
      if (typeof value === 'string' && typeof other === 'string' && value && other && value < other) {
        context.addIssue({
          code: 'custom',
          path: [field.name],
          message: fieldRule(t, 'notBefore', t(`records.fields.${field.name}`), { other: t(`records.fields.${field.notBefore}`) }),
        });
      }
    }
  });
}

/** The fields a form saves: each configured field, and the code field of a concept field. */
const formFields = (config: RecordKindConfig): RecordField[] =>
  config.fields.flatMap((field) => (field.concept ? [field, { name: field.concept.codeField, kind: 'text' as const }] : [field]));

/** The stored value of a form value (empty text clears the field). */
function toStored(field: RecordField, value: string | boolean | undefined): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  return field.kind === 'date' ? fromDayInput(text) : text;
}

/** The fields of a new record. */
export function createFields(config: RecordKindConfig, values: FormValues): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...config.fixed };
  for (const field of formFields(config)) {
    const stored = toStored(field, values[field.name]);
    if (stored !== null) fields[field.name] = stored;
  }
  return fields;
}

/** Only what the person changed (an unchanged day keeps its stored time). */
export function changedFields(config: RecordKindConfig, row: EmrRecord, values: FormValues): Record<string, unknown> {
  const before = initialValues(config, row);
  const changes: Record<string, unknown> = {};
  for (const field of formFields(config)) {
    const value = values[field.name];
    const same = typeof value === 'string' && typeof before[field.name] === 'string' ? value.trim() === before[field.name] : value === before[field.name];
    if (!same) changes[field.name] = toStored(field, value);
  }
  return changes;
}
