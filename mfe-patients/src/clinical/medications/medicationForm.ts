/**
 * The medication form: its values, its rules (the domain's MEDICATION_FIELD_RULES, which the
 * server validates with: prior-authorisation statuses required when PA is required, ApprovedBy
 * when approved, DaysToRefill a whole number 1–365, the end not before the start) and the wire
 * fields a change sends.
 */
import { MEDICATION_FIELD_RULES } from '@emr/domain/fieldRules';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dayToIso } from '../shared/dates.ts';
import type { Medication } from './medications.resource.ts';

export { PA_STATUSES } from '@emr/domain/fieldRules';

export interface MedicationFormValues {
  medication: string;
  /** The vocabulary's code of the drug picked ('' when typed freely: uncoded). */
  conceptCode: string;
  medicationType: string;
  dosage: string;
  frequency: string;
  startDate: string;
  endDate: string;
  daysToRefill: string;
  paRequired: boolean;
  paStatus: string;
  approvalStatus: string;
  approvedBy: string;
  status: string;
  changeType: string;
  reason: string;
  wrapUp: string;
}

export const EMPTY_MEDICATION: MedicationFormValues = {
  medication: '',
  conceptCode: '',
  medicationType: '',
  dosage: '',
  frequency: '',
  startDate: '',
  endDate: '',
  daysToRefill: '',
  paRequired: false,
  paStatus: '',
  approvalStatus: '',
  approvedBy: '',
  status: 'Active',
  changeType: '',
  reason: '',
  wrapUp: '',
};

export function medicationValues(m: Medication): MedicationFormValues {
  return {
    medication: m.name,
    conceptCode: m.conceptCode,
    medicationType: m.type,
    dosage: m.dosage,
    frequency: m.frequency,
    startDate: m.startDate,
    endDate: m.endDate,
    daysToRefill: m.daysToRefill === null ? '' : String(m.daysToRefill),
    paRequired: m.paRequired,
    paStatus: m.paRequired ? m.paStatus : '',
    approvalStatus: m.paRequired && m.approvalStatus !== 'NotRequired' ? m.approvalStatus : '',
    approvedBy: m.approvedBy,
    status: m.status,
    changeType: m.changeType,
    reason: m.reason,
    wrapUp: m.wrapUp,
  };
}

/** Record field → form field. */
const FORM_FIELDS: Record<string, keyof MedicationFormValues> = {
  Medication: 'medication',
  Dosage: 'dosage',
  Frequency: 'frequency',
  StartDate: 'startDate',
  EndDate: 'endDate',
  DaysToRefill: 'daysToRefill',
  Status: 'status',
  PriorAuthorizationStatus: 'paStatus',
  ApprovalStatus: 'approvalStatus',
  ApprovedBy: 'approvedBy',
};

/** The form's values typed by a zod shape; its rules the domain's (MEDICATION_FIELD_RULES, the server's), over the record it would send. */
export function medicationSchema(t: TFunction) {
  const text = z.string();
  return z
    .object({
      medication: text,
      conceptCode: text,
      medicationType: text,
      dosage: text,
      frequency: text,
      startDate: text,
      endDate: text,
      daysToRefill: text.trim(),
      paRequired: z.boolean(),
      paStatus: text,
      approvalStatus: text,
      approvedBy: text,
      status: text,
      changeType: text,
      reason: text,
      wrapUp: text,
    })
    .superRefine(domainRules(t, MEDICATION_FIELD_RULES, { toRecord: toMedicationFields, fields: FORM_FIELDS, label: (field) => t(`medications.fields.${field}`) }));
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The wire fields of each form value (PA fields depend on whether PA is required). */
export function toMedicationFields(v: MedicationFormValues): Record<string, unknown> {
  return {
    Medication: v.medication.trim(),
    ConceptCode: orNull(v.conceptCode),
    MedicationType: orNull(v.medicationType),
    Dosage: v.dosage.trim(),
    Frequency: v.frequency.trim(),
    StartDate: v.startDate ? dayToIso(v.startDate) : null,
    EndDate: v.endDate ? dayToIso(v.endDate) : null,
    DaysToRefill: orNull(v.daysToRefill),
    PriorAuthorizationRequired: v.paRequired,
    PriorAuthorizationStatus: v.paRequired ? v.paStatus : null,
    ApprovalStatus: v.paRequired ? v.approvalStatus : 'NotRequired',
    ApprovedBy: v.paRequired ? orNull(v.approvedBy) : null,
    Status: v.status || 'Active',
    ChangeType: orNull(v.changeType),
    Reason: orNull(v.reason),
    MedicationWrapUp: orNull(v.wrapUp),
  };
}

/** Only the fields whose value changed (an update sends these with the Version read). */
export function changedFields(before: MedicationFormValues, after: MedicationFormValues): Record<string, unknown> {
  const old = toMedicationFields(before);
  const next = toMedicationFields(after);
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== old[key]));
}

/** New medications: no null fields (nothing to clear). */
export function createFields(v: MedicationFormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(toMedicationFields(v)).filter(([, value]) => value !== null));
}
