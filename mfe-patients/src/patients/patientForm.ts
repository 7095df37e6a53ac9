/**
 * The registration and edit form (pure): its values typed by a zod shape, its rules the domain's
 * `PATIENT_FIELD_RULES` (which the server validates with: names, DOB not in the future nor before
 * 1900, phone/ZIP/state formats, a reason when the patient leaves) checked over the record the
 * form would send, with the shared field-rule messages; and the mapping between form values and
 * record fields. Days are stored as ISO date-times at UTC midnight and read back as their
 * first ten characters, so a DOB never shifts with the browser's time zone.
 */
import { clinicToday } from '@emr/shared-ui';
import { PATIENT_GENDERS, PATIENT_STATUSES, phoneDigits } from '@emr/domain';
import { PATIENT_FIELD_RULES } from '@emr/domain/fieldRules';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Patient } from './patient.resource.ts';

/** A US number as `(555) 123-4567`; anything that is not 10 digits is left as typed. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value.trim();
}

export function patientFormSchema(t: TFunction, today: string = clinicToday()) {
  // the rules are the domain's (PATIENT_FIELD_RULES, the server's); the shape only types the values
  const text = z.string().trim();
  const phone = text.transform((v) => (v ? formatPhone(v) : ''));
  return z
    .object({
      firstName: text,
      middleName: text,
      lastName: text,
      dob: text,
      gender: z.union([z.enum(PATIENT_GENDERS), z.literal('')]),
      address: text,
      city: text,
      state: text.toUpperCase(),
      zipCode: text,
      cellPhone: phone,
      homePhone: phone,
      spoken: text,
      firstDate: text,
      lastDate: text,
      reasonLeft: text,
      status: z.enum(PATIENT_STATUSES),
    })
    .superRefine(domainRules(t, PATIENT_FIELD_RULES, { toRecord: newPatientFields, fields: FORM_FIELDS, label: (field) => t(`form.${field}`), today }));
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
export type PatientFormValues = z.output<ReturnType<typeof patientFormSchema>>;

/** Form field → record field. */
export const RECORD_FIELDS = {
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
} as const;
export type PatientFormField = keyof typeof RECORD_FIELDS;
/** The form's values as text (what newPatientFields reads). */
type FormText = Readonly<Record<PatientFormField, string>>;
const DAY_FIELDS = new Set<PatientFormField>(['dob', 'firstDate', 'lastDate']);
/** Record field → form field. */
const FORM_FIELDS: Record<string, string> = Object.fromEntries(Object.entries(RECORD_FIELDS).map(([form, record]) => [record, form]));

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
  const gender = (PATIENT_GENDERS as readonly string[]).includes(patient.gender) ? (patient.gender as PatientFormValues['gender']) : '';
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
export function newPatientFields(values: FormText): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of Object.keys(RECORD_FIELDS) as PatientFormField[]) {
    const value = recordValue(field, values[field]);
    if (value !== null) fields[RECORD_FIELDS[field]] = value;
  }
  return fields;
}

/** Only what the user changed, as record fields (a cleared field is sent as null). */
export function changedFields(initial: FormText, values: FormText): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const field of Object.keys(RECORD_FIELDS) as PatientFormField[]) {
    if (values[field] !== initial[field]) fields[RECORD_FIELDS[field]] = recordValue(field, values[field]);
  }
  return fields;
}
