/**
 * The registration and edit form's rules (pure): a zod schema with the shared field-rule messages that
 * mirrors the server's `patientSchema` (domain/src/schemas.ts) plus what a front desk expects
 * (DOB not before 1900, a reason when the patient leaves), and the mapping between form values
 * and record fields. Days are stored as ISO date-times at UTC midnight and read back as their
 * first ten characters, so a DOB never shifts with the browser's time zone.
 */
import { todayIso } from '@emr/shared-ui';
import { PATIENT_STATUSES, US_STATES, phoneDigits } from '@emr/domain';
import { FORMAT_EXAMPLES, type FieldRule, US_PHONE, ZIP_CODE } from '@emr/domain/fieldRules';
import { fieldRule } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Patient } from './patient.resource.ts';
import { calendarDay } from '@emr/domain';

export const GENDERS = ['Female', 'Male', 'Other', 'Unknown'] as const;
export const EARLIEST_DOB = '1900-01-01';

/** The server's US phone pattern (domain `patientSchema`). */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDay = (value: string) => {
  const match = DAY.exec(value);
  return !!match && calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) === value;
};

/** A US number as `(555) 123-4567`; anything that is not 10 digits is left as typed. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value.trim();
}

export const isUsState = (value: string) => (US_STATES as readonly string[]).includes(value);

export function patientFormSchema(t: TFunction, today: string = todayIso()) {
  // field names as strings: the form's field type is derived from this schema
  const label = (field: string): string => t(`form.${field}`);
  const rule = (r: FieldRule, field: string, params?: Record<string, string | number>): string => fieldRule(t, r, label(field), params);
  const optional = z.string().trim();
  const required = (field: string) => z.string().trim().min(1, rule('required', field)).max(100, rule('tooLong', field, { max: 100 }));
  const phone = (field: string) =>
    optional.refine((v) => !v || US_PHONE.test(v), rule('format', field, { example: FORMAT_EXAMPLES.phone })).transform((v) => (v ? formatPhone(v) : ''));
  const day = (field: string) => optional.refine((v) => !v || isDay(v), rule('date', field));
  return z
    .object({
      firstName: required('firstName'),
      middleName: optional.max(100, rule('tooLong', 'middleName', { max: 100 })),
      lastName: required('lastName'),
      dob: z
        .string()
        .min(1, rule('required', 'dob'))
        .refine(isDay, rule('date', 'dob'))
        .refine((v) => v <= today, rule('future', 'dob'))
        .refine((v) => v >= EARLIEST_DOB, rule('notBefore', 'dob', { other: EARLIEST_DOB })),
      gender: z.union([z.enum(GENDERS), z.literal('')]),
      address: optional,
      city: optional,
      state: optional.toUpperCase().refine((v) => !v || isUsState(v), rule('format', 'state', { example: FORMAT_EXAMPLES.state })),
      zipCode: optional.refine((v) => !v || ZIP_CODE.test(v), rule('format', 'zipCode', { example: FORMAT_EXAMPLES.zip })),
      cellPhone: phone('cellPhone'),
      homePhone: phone('homePhone'),
      spoken: optional,
      firstDate: day('firstDate'),
      lastDate: day('lastDate'),
      reasonLeft: optional,
      status: z.enum(PATIENT_STATUSES),
    })
    .superRefine((values, ctx) => {
      // a reason is required once the patient is no longer Active
      if (values.status !== 'Active' && !values.reasonLeft) ctx.addIssue({ code: 'custom', path: ['reasonLeft'], message: rule('required', 'reasonLeft') });
      if (values.firstDate && values.lastDate && values.lastDate < values.firstDate) {
        ctx.addIssue({ code: 'custom', path: ['lastDate'], message: rule('notBefore', 'lastDate', { other: label('firstDate') }) });
      }
    });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
export type PatientFormValues = z.output<ReturnType<typeof patientFormSchema>>;
export type PatientFormField = keyof PatientFormValues;

/** Form field → record field. */
export const RECORD_FIELDS: Record<PatientFormField, string> = {
  firstName: 'FirstName',
  middleName: 'MiddleName',
  lastName: 'LastName',
  dob: 'DOB',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZipCode',
  cellPhone: 'CellPhone',
  homePhone: 'HomePhone',
  spoken: 'Spoken',
  firstDate: 'FirstDate',
  lastDate: 'LastDate',
  reasonLeft: 'ReasonLeft',
  status: 'Status',
};
const DAY_FIELDS = new Set<PatientFormField>(['dob', 'firstDate', 'lastDate']);

export const EMPTY_FORM: PatientFormInput = {
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  gender: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  cellPhone: '',
  homePhone: '',
  spoken: '',
  firstDate: '',
  lastDate: '',
  reasonLeft: '',
  status: 'Active',
};

export function toFormValues(patient: Patient): PatientFormValues {
  const status = (PATIENT_STATUSES as readonly string[]).includes(patient.status) ? (patient.status as PatientFormValues['status']) : 'Active';
  const gender = (GENDERS as readonly string[]).includes(patient.gender) ? (patient.gender as PatientFormValues['gender']) : '';
  return {
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    dob: patient.dob.slice(0, 10),
    gender,
    address: patient.address,
    city: patient.city,
    state: patient.state,
    zipCode: patient.zipCode,
    cellPhone: patient.cellPhone,
    homePhone: patient.homePhone,
    spoken: patient.spoken,
    firstDate: patient.firstDate.slice(0, 10),
    lastDate: patient.lastDate.slice(0, 10),
    reasonLeft: patient.reasonLeft,
    status,
  };
}

/** A form value as the record stores it: days at UTC midnight, nothing as null. */
function recordValue(field: PatientFormField, value: string): string | null {
  if (!value) return null;
  return DAY_FIELDS.has(field) ? `${value}T00:00:00.000Z` : value;
}

/** The fields of a new patient (empty ones left out; the server assigns the PatientID). */
export function newPatientFields(values: PatientFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of Object.keys(RECORD_FIELDS) as PatientFormField[]) {
    const value = recordValue(field, values[field]);
    if (value !== null) fields[RECORD_FIELDS[field]] = value;
  }
  return fields;
}

/** Only what the user changed, as record fields (a cleared field is sent as null). */
export function changedFields(initial: PatientFormValues, values: PatientFormValues): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const field of Object.keys(RECORD_FIELDS) as PatientFormField[]) {
    if (values[field] !== initial[field]) fields[RECORD_FIELDS[field]] = recordValue(field, values[field]);
  }
  return fields;
}
