/**
 * A form's rules from the domain's field specs (`@emr/domain/fieldRules`, the ones the server
 * validates with): the form runs the domain's own check over the record it is about to send and
 * shows each problem on the form field it comes from, in the shared field-rule wording
 * translated (or the form's own wording of that rule). So a form writes no rule of its own: it
 * maps its values to the record and names its fields.
 */
import { type FieldProblem, type FieldSpecs, recordProblems } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { clinicToday } from '../../session/clinicTime.ts';
import { fieldRule } from './fieldRules.ts';

export interface DomainRulesOptions<Values> {
  /** The record (its stored field names) the form would send for these values. */
  toRecord: (values: Values) => Readonly<Record<string, unknown>>;
  /** The form field (a path such as `components.0.result`) of each record field it edits. */
  fields: Readonly<Record<string, string>>;
  /** A form field's label as the form shows it. */
  label: (formField: string) => string;
  /** The form's own wording of a problem, where it has one (else the shared field rule). */
  message?: (problem: FieldProblem, formField: string) => string | undefined;
  /** The last day a date that happened may be (default: the clinic's today). */
  today?: string;
}

/** A zod refinement (`schema.superRefine(domainRules(...))`) putting each domain problem on its form field. */
export function domainRules<Values>(t: TFunction, specs: FieldSpecs, options: DomainRulesOptions<Values>) {
  return (values: Values, context: z.RefinementCtx): void => {
    const problems = recordProblems(specs, options.toRecord(values), options.today ?? clinicToday());
    for (const [recordField, problem] of Object.entries(problems)) {
      const formField = options.fields[recordField];
      if (!formField) continue;
      const other = problem.params?.['other'];
      const otherField = other === undefined ? undefined : options.fields[String(other)];
      const params = otherField ? { ...problem.params, other: options.label(otherField) } : problem.params;
      const message = options.message?.(problem, formField) ?? fieldRule(t, problem.rule, options.label(formField), params);
      context.addIssue({ code: 'custom', path: formField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
    }
  };
}
