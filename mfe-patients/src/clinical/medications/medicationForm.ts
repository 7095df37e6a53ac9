/**
 * The medication form: its values, its rules (mirroring domain medicationSchema plus the
 * form's own: prior-authorisation statuses required when PA is required, ApprovedBy when
 * approved, DaysToRefill a whole number 1–365) and the wire fields a change sends.
 */
import { APPROVAL_STATUSES } from '@emr/domain';
import { type FieldRule, type NumberLimits, numberRule } from '@emr/domain/fieldRules';
import { fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dayToIso } from '../shared/dates.ts';
import type { Medication } from './medications.resource.ts';

export const PA_STATUSES = APPROVAL_STATUSES.filter((s) => s !== 'NotRequired');

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const DAYS_TO_REFILL: NumberLimits = { min: 1, max: 365, decimals: 0 };

export function medicationSchema(t: TFunction) {
  const rule = (r: FieldRule, field: string, params?: Record<string, string | number>) => fieldRule(t, r, t(`medications.fields.${field}`), params);
  const required = (field: string) => z.string().trim().min(1, rule('required', field));
  return z
    .object({
      medication: required('medication'),
      conceptCode: z.string(),
      medicationType: z.string(),
      dosage: required('dosage'),
      frequency: required('frequency'),
      startDate: z.string().min(1, rule('required', 'startDate')).regex(DAY, rule('date', 'startDate')),
      endDate: z.string().refine((v) => v === '' || DAY.test(v), rule('date', 'endDate')),
      daysToRefill: z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          const broken = numberRule(v, DAYS_TO_REFILL);
          if (broken) ctx.addIssue({ code: 'custom', message: rule(broken, 'daysToRefill', { ...DAYS_TO_REFILL }) });
        }),
      paRequired: z.boolean(),
      paStatus: z.string(),
      approvalStatus: z.string(),
      approvedBy: z.string(),
      status: z.string(),
      changeType: z.string(),
      reason: z.string(),
      wrapUp: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.endDate && v.startDate && v.endDate < v.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: rule('notBefore', 'endDate', { other: t('medications.fields.startDate') }) });
      }
      if (v.paRequired) {
        if (!(PA_STATUSES as readonly string[]).includes(v.paStatus)) ctx.addIssue({ code: 'custom', path: ['paStatus'], message: rule('choose', 'paStatus') });
        if (!(PA_STATUSES as readonly string[]).includes(v.approvalStatus)) ctx.addIssue({ code: 'custom', path: ['approvalStatus'], message: rule('choose', 'approvalStatus') });
        if ((v.paStatus === 'Approved' || v.approvalStatus === 'Approved') && !v.approvedBy.trim()) {
          ctx.addIssue({ code: 'custom', path: ['approvedBy'], message: rule('required', 'approvedBy') });
        }
      }
    });
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
    StartDate: dayToIso(v.startDate),
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
