/**
 * Rules of the insurance and pharmacy editors (pure): each row's are the domain's
 * (INSURANCE_FIELD_RULES, PHARMACY_FIELD_RULES: required fields, US phone numbers, which the server
 * validates with), checked over the record the form would send; and the patient-level rules a
 * single row cannot know: at most one Primary and one Secondary
 * insurance, and one primary pharmacy.
 */
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type Insurance, INSURANCE_CLASSES, type Pharmacy } from './coverage.resource.ts';
import { INSURANCE_FIELD_RULES, PHARMACY_FIELD_RULES } from '@emr/domain/fieldRules';
import { formatPhone } from './patientForm.ts';


/** Text typed by the form; a phone number shown as (555) 123-4567 once it is one. */
const text = z.string().trim();
const phone = text.transform((v) => (v ? formatPhone(v) : ''));

/** Record field → form field. */
const formFields = (recordFields: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(recordFields).map(([form, record]) => [record, form]));

/** `others`: the patient's other insurances (not the one being edited). */
export function insuranceSchema(t: TFunction, others: readonly Insurance[]) {
  return z
    .object({
      name: text,
      insuranceClass: z.union([z.enum(INSURANCE_CLASSES), z.literal('')]),
      insuranceType: text,
      memberId: text,
      phoneNumber: phone,
      website: text,
    })
    .superRefine(
      domainRules(t, INSURANCE_FIELD_RULES, {
        toRecord: (values) => recordChanges(INSURANCE_RECORD_FIELDS, values, null),
        fields: formFields(INSURANCE_RECORD_FIELDS),
        label: (field) => t(`coverage.${field === 'name' ? 'insuranceName' : field}`),
      }),
    )
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

export const INSURANCE_RECORD_FIELDS = {
  name: 'InsuranceName',
  insuranceClass: 'InsuranceClass',
  insuranceType: 'InsuranceType',
  memberId: 'MemberID',
  phoneNumber: 'PhoneNumber',
  website: 'Website',
} as const;

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
    .object({ name: text, contactNumber: phone, isPrimary: z.boolean() })
    .superRefine(
      domainRules(t, PHARMACY_FIELD_RULES, {
        toRecord: (values) => recordChanges(PHARMACY_RECORD_FIELDS, values, null),
        fields: formFields(PHARMACY_RECORD_FIELDS),
        label: (field) => t(`coverage.${field === 'name' ? 'pharmacyName' : field}`),
      }),
    )
    .superRefine((values, ctx) => {
      const primary = others.find((other) => other.isPrimary);
      if (values.isPrimary && primary) {
        ctx.addIssue({ code: 'custom', path: ['isPrimary'], message: t('coverage.errors.primaryTaken', { name: primary.name }) });
      }
    });
}

export type PharmacyInput = z.input<ReturnType<typeof pharmacySchema>>;
export type PharmacyValues = z.output<ReturnType<typeof pharmacySchema>>;

export const PHARMACY_RECORD_FIELDS = { name: 'Pharmacy', contactNumber: 'ContactNumber', isPrimary: 'IsPrimary' } as const;

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
