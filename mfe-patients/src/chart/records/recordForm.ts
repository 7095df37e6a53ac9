/**
 * A record kind's form: its zod schema (the domain's rules, translated messages), the values a form starts from
 * (a new record or a stored row) and the changes a save sends. Dates are edited as calendar
 * days and stored as ISO date-times at noon UTC, so the day reads the same in every time zone.
 */
import { storedDayOf } from '@emr/domain';
import { currentClinicTimeZone } from '@emr/shared-ui';
import { CHART_FIELD_RULES } from '@emr/domain/chartFields';
import type { FieldSpecs } from '@emr/domain/fieldRules';
import type { EmrRecord } from '@emr/shared-ui';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { RecordField, RecordKindConfig } from './recordKinds.ts';

export type FormValues = Record<string, string | boolean>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored date-time as the day a date input shows: days stored by this form (noon UTC) or as a
 * plain day (midnight UTC) keep their written day; an instant is the clinic's day it fell on.
 */
export function toDayInput(value: unknown): string {
  if (typeof value !== 'string' || !value || (!DAY.test(value) && Number.isNaN(Date.parse(value)))) return '';
  return storedDayOf(value, currentClinicTimeZone()) ?? '';
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

/**
 * The form's values typed by a zod shape; its rules the domain's (`CHART_FIELD_RULES` of the
 * kind, lengths included, which the server validates with), checked over the record the form
 * would create, each message translated on its field.
 */
export function recordSchema(config: RecordKindConfig, t: TFunction) {
  const shape: Record<string, z.ZodType> = {};
  const fields: Record<string, string> = {};
  for (const field of config.fields) {
    shape[field.name] = field.kind === 'boolean' ? z.boolean() : z.string();
    if (field.concept) shape[field.concept.codeField] = z.string();
    fields[field.name] = field.name;
  }
  const specs: FieldSpecs = (CHART_FIELD_RULES as Partial<Record<string, FieldSpecs>>)[config.kind] ?? {};
  return z
    .object(shape)
    .superRefine(domainRules(t, specs, { toRecord: (values) => createFields(config, values as FormValues), fields, label: (name) => t(`records.fields.${name}`) }));
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
