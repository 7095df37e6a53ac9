/**
 * The administration form's rules: the chart's rule for the product (`MedicationName`) and the
 * domain's DOSE_FIELD_RULES (the server refuses a dose that breaks them, with the same rule) over
 * the Injection row the form would send — the dose, the lot, an expiry not before today, the
 * site —, each problem on its form field in the shared field-rule wording.
 */
import { CHART_FIELD_RULES } from '@emr/domain/chartFields';
import { DOSE_FIELD_RULES } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import { formProblems } from '../shared/formProblems.ts';
import { type DoseInput, doseRecord } from './injections.resource.ts';

const SPECS = { MedicationName: CHART_FIELD_RULES.Injection.MedicationName, ...DOSE_FIELD_RULES };

/** Record field → form field (its label is `injections.<form field>`; `given` is when it is given: now). */
const FORM_FIELDS = { MedicationName: 'product', Dosage: 'dose', CustomString: 'lot', DateExpired: 'expiry', Comment: 'site', DateAdministered: 'given' } as const;
export type DoseField = (typeof FORM_FIELDS)[keyof typeof FORM_FIELDS];

export function doseProblems(t: TFunction, input: DoseInput): Partial<Record<DoseField, string>> {
  return formProblems(t, SPECS, input, { toRecord: (v: DoseInput) => doseRecord(v, new Date().toISOString()), fields: FORM_FIELDS, label: (field) => t(`injections.${field}`) });
}
