/**
 * A programs form's problems, field by field: the domain's field specs (the server validates
 * with the same ones) over the record the form would send, through `domainRules`, each problem
 * on its form field in the shared field-rule wording. No rule is written here.
 */
import type { FieldSpecs } from '@emr/domain/fieldRules';
import { type DomainRulesOptions, domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export function formProblems<Values, Field extends string>(
  t: TFunction,
  specs: FieldSpecs,
  values: Values,
  options: DomainRulesOptions<Values> & { fields: Readonly<Record<string, Field>> },
): Partial<Record<Field, string>> {
  const checked = z.custom<Values>().superRefine(domainRules(t, specs, options)).safeParse(values);
  return Object.fromEntries((checked.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message])) as Partial<Record<Field, string>>;
}
