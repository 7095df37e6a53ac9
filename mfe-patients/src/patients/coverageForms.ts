/**
 * Rules of the insurance and pharmacy editors (pure): required fields, US phone numbers, and
 * the patient-level rules a single row cannot know: at most one Primary and one Secondary
 * insurance, and one primary pharmacy.
 */
import { fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type Insurance, INSURANCE_CLASSES, type Pharmacy } from './coverage.resource.ts';
import { FORMAT_EXAMPLES, US_PHONE } from '@emr/domain/fieldRules';
import { formatPhone } from './patientForm.ts';


function phone(t: TFunction, label: string) {
  return z
    .string()
    .trim()
    .refine((v) => !v || US_PHONE.test(v), fieldRule(t, 'format', label, { example: FORMAT_EXAMPLES.phone }))
    .transform((v) => (v ? formatPhone(v) : ''));
}

const required = (t: TFunction, label: string) => z.string().trim().min(1, fieldRule(t, 'required', label));

/** `others`: the patient's other insurances (not the one being edited). */
export function insuranceSchema(t: TFunction, others: readonly Insurance[]) {
  return z
    .object({
      name: required(t, t('coverage.insuranceName')),
      insuranceClass: z.union([z.enum(INSURANCE_CLASSES), z.literal('')]).refine((v) => v !== '', fieldRule(t, 'choose', t('coverage.insuranceClass'))),
      insuranceType: z.string().trim(),
      memberId: z.string().trim(),
      phoneNumber: phone(t, t('coverage.phoneNumber')),
      website: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      const taken = others.find((other) => other.insuranceClass === values.insuranceClass);
      if (taken) {
        ctx.addIssue({
          code: 'custom',
          path: ['insuranceClass'],
          message: t('coverage.errors.classTaken', { insuranceClass: t(`coverage.class.${values.insuranceClass}`), name: taken.name }),
        });
      }
    });
}

export type InsuranceInput = z.input<ReturnType<typeof insuranceSchema>>;
export type InsuranceValues = z.output<ReturnType<typeof insuranceSchema>>;

export const INSURANCE_RECORD_FIELDS: Record<keyof InsuranceValues, string> = {
  name: 'InsuranceName',
  insuranceClass: 'InsuranceClass',
  insuranceType: 'InsuranceType',
  memberId: 'MemberID',
  phoneNumber: 'PhoneNumber',
  website: 'Website',
};

export function insuranceValues(insurance: Insurance | null): InsuranceInput {
  const insuranceClass = (INSURANCE_CLASSES as readonly string[]).includes(insurance?.insuranceClass ?? '') ? (insurance!.insuranceClass as InsuranceInput['insuranceClass']) : '';
  return {
    name: insurance?.name ?? '',
    insuranceClass,
    insuranceType: insurance?.insuranceType ?? '',
    memberId: insurance?.memberId ?? '',
    phoneNumber: insurance?.phoneNumber ?? '',
    website: insurance?.website ?? '',
  };
}

/** `others`: the patient's other pharmacies. */
export function pharmacySchema(t: TFunction, others: readonly Pharmacy[]) {
  return z
    .object({ name: required(t, t('coverage.pharmacyName')), contactNumber: phone(t, t('coverage.contactNumber')), isPrimary: z.boolean() })
    .superRefine((values, ctx) => {
      const primary = others.find((other) => other.isPrimary);
      if (values.isPrimary && primary) {
        ctx.addIssue({ code: 'custom', path: ['isPrimary'], message: t('coverage.errors.primaryTaken', { name: primary.name }) });
      }
    });
}

export type PharmacyInput = z.input<ReturnType<typeof pharmacySchema>>;
export type PharmacyValues = z.output<ReturnType<typeof pharmacySchema>>;

export const PHARMACY_RECORD_FIELDS: Record<keyof PharmacyValues, string> = { name: 'Pharmacy', contactNumber: 'ContactNumber', isPrimary: 'IsPrimary' };

export function pharmacyValues(pharmacy: Pharmacy | null): PharmacyInput {
  return { name: pharmacy?.name ?? '', contactNumber: pharmacy?.contactNumber ?? '', isPrimary: pharmacy?.isPrimary ?? false };
}

/**
 * Record fields of a new row (empty text left out) or of the changes to a row (an emptied text
 * field sent as null).
 */
export function recordChanges<V extends Record<string, string | boolean>>(
  names: Record<keyof V, string>,
  values: V,
  initial: V | null,
): Record<string, string | boolean | null> {
  const out: Record<string, string | boolean | null> = {};
  for (const key of Object.keys(names) as (keyof V)[]) {
    const value = values[key] as string | boolean;
    if (initial && value === initial[key]) continue;
    if (!initial && value === '') continue;
    out[names[key]] = value === '' ? null : value;
  }
  return out;
}
