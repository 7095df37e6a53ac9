/** A form's problems from the domain's field specs (`domainRules` run over its values once): form field → the sentence. */
import type { FieldSpecs } from '@emr/domain/fieldRules';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export type FormProblems<F extends string> = Partial<Record<F, string>>;

export interface SpecCheck<V, F extends string> {
  /** The record (its stored field names) the form would send for these values. */
  toRecord: (values: V) => Readonly<Record<string, unknown>>;
  /** The form field of each record field it edits. */
  fields: Readonly<Record<string, F>>;
  label: (field: F) => string;
}

export function specProblems<V, F extends string>(t: TFunction, specs: FieldSpecs, values: V, { toRecord, fields, label }: SpecCheck<V, F>): FormProblems<F> {
  const result = z.custom<V>().superRefine(domainRules(t, specs, { toRecord, fields, label: (field) => label(field as F) })).safeParse(values);
  const problems: FormProblems<F> = {};
  for (const issue of result.success ? [] : result.error.issues) problems[issue.path[0] as F] ??= issue.message;
  return problems;
}
