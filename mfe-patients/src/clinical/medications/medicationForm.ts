/**
 * The medication form: its values, its rules (mirroring domain medicationSchema plus the
 * form's own: prior-authorisation statuses required when PA is required, ApprovedBy when
 * approved, DaysToRefill a whole number 1–365) and the wire fields a change sends.
 */
import { APPROVAL_STATUSES } from '@emr/domain';
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

export function medicationSchema(t: TFunction) {
  const required = (message: string) => z.string().trim().min(1, message);
  return z
    .object({
      medication: required(t('medications.errors.medicationRequired')),
      conceptCode: z.string(),
      medicationType: z.string(),
      dosage: required(t('medications.errors.dosageRequired')),
      frequency: required(t('medications.errors.frequencyRequired')),
      startDate: z.string().regex(DAY, t('medications.errors.startDateRequired')),
      endDate: z.string().refine((v) => v === '' || DAY.test(v), t('medications.errors.dateInvalid')),
      daysToRefill: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365), t('medications.errors.daysToRefill')),
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
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('medications.errors.endBeforeStart') });
      }
      if (v.paRequired) {
        if (!(PA_STATUSES as readonly string[]).includes(v.paStatus)) ctx.addIssue({ code: 'custom', path: ['paStatus'], message: t('medications.errors.paStatusRequired') });
        if (!(PA_STATUSES as readonly string[]).includes(v.approvalStatus)) {
          ctx.addIssue({ code: 'custom', path: ['approvalStatus'], message: t('medications.errors.approvalStatusRequired') });
        }
        if ((v.paStatus === 'Approved' || v.approvalStatus === 'Approved') && !v.approvedBy.trim()) {
          ctx.addIssue({ code: 'custom', path: ['approvedBy'], message: t('medications.errors.approvedByRequired') });
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
