/**
 * Index key formats: the one place where a key part is written. The servers derive every
 * row's GSI keys from them (`indexKeysFor` in `@emr/domain/server`, server/indexKeys.ts); the
 * frontends build their key-condition queries with `queries.*`. docs/data-model.md explains
 * each index per record kind.
 */
import type { EntityType } from './entities.ts';

export const GSI_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type GsiNumber = (typeof GSI_NUMBERS)[number];
export type GsiField = `GSI${GsiNumber}${'PK' | 'SK'}`;
export type IndexKeys = Record<GsiField, string | null>;
export const GSI_FIELDS: readonly GsiField[] = GSI_NUMBERS.flatMap((n) => [`GSI${n}PK`, `GSI${n}SK`] as GsiField[]);

/** The record as the key builders see it: any EMR row. */
export type KeySource = Readonly<Record<string, unknown>>;

/** Separates a key's parts. */
export const KEY_SEPARATOR = '#';

export function normalizeText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return keyPart(value)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** US phone numbers as 10 digits (a leading country code 1 is dropped). */
export function phoneDigits(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The last four digits of a phone number (how staff often ask for a patient), or '' when it has fewer. */
export function phoneLastFour(value: unknown): string {
  const digits = phoneDigits(value);
  return digits.length >= 4 ? digits.slice(-4) : '';
}

/** The date part (YYYY-MM-DD) of an AWSDateTime or AWSDate string. */
export function datePart(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

/** A value as a key part: `#` separates parts, so a `#` inside a value is written `%23`. */
export function keyPart(value: string): string {
  return value.replaceAll('#', '%23');
}

/** A field's value as a key part: text escaped, numbers and booleans as written, anything else ''. */
export function keyValue(value: unknown): string {
  if (typeof value === 'string') return keyPart(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Date-times in sort keys are UTC (`toISOString`), so rows sent with other offsets still sort by time. */
export function utcDateTime(value: unknown): string {
  // already as toISOString writes it (most stored dates): nothing to convert
  if (typeof value !== 'string' || UTC_ISO.test(value) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return keyValue(value);
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? keyValue(value) : new Date(ms).toISOString();
}

/**
 * The month (`YYYY-MM`) an instant falls in, as every rule and index reads it: a closed care
 * month's lock and the month index of time entries and readings call this one function, so an
 * offset cannot put a row in one month for the lock and another for the index. It is the UTC
 * month today; the clinic's own time zone (a Clinic setting) plugs in here, for both at once.
 */
export function monthOfInstant(value: unknown): string {
  return utcDateTime(value).slice(0, 7);
}

/** The field that orders each kind's rows by time (its date of service, event or record). */
export const DATE_FIELD: Record<EntityType, string> = {
  Clinic: 'Timestamp',
  User: 'Timestamp',
  Patient: 'FirstDate',
  Insurance: 'Timestamp',
  Pharmacy: 'Timestamp',
  Visit: 'VisitDate',
  // when the vitals were taken (Timestamp is when they were recorded, stamped by the server)
  Vitals: 'DateConducted',
  Lab: 'DateConducted',
  Procedure: 'ProcedureDate',
  Imaging: 'DateConducted',
  Referral: 'Timestamp',
  Hospitalization: 'AdmissionDate',
  Immunization: 'DateAdministered',
  Injection: 'DateAdministered',
  Allergy: 'Timestamp',
  Medication: 'StartDate',
  Diagnosis: 'StartDate',
  FamilyHistory: 'Timestamp',
  SocialHistory: 'Timestamp',
  Note: 'Timestamp',
  Claim: 'ClaimDate',
  Charge: 'Timestamp',
  Payment: 'PaymentDate',
  PaymentPlan: 'Timestamp',
  FeeScheduleEntry: 'StartDate',
  BillingTotal: 'Month',
  Task: 'DueDate',
  ProgramEnrollment: 'EnrollmentDate',
  TimeEntry: 'ServiceDate',
  CalendarEvent: 'Start',
  Audit: 'Timestamp',
  AccessLog: 'Timestamp',
};

/** Partition-key builders; every partition starts with the clinic id, so tenants never share one. */
const k = (...parts: string[]) => parts.map(keyPart).join(KEY_SEPARATOR);

export const pk = {
  kind: (clinic: string, kind: EntityType) => k(clinic, kind),
  patient: (clinic: string, kind: EntityType, patientId: string) => k(clinic, kind, 'P', patientId),
  status: (clinic: string, kind: EntityType, status: string) => k(clinic, kind, 'S', status),
  patientStatus: (clinic: string, kind: EntityType, patientId: string, status: string) =>
    k(clinic, kind, 'P', patientId, 'S', status),
  patientType: (clinic: string, kind: EntityType, patientId: string, type: string) =>
    k(clinic, kind, 'P', patientId, 'T', type),
  user: (clinic: string, kind: EntityType, userId: string) => k(clinic, kind, 'U', userId),
  patientUser: (clinic: string, kind: EntityType, patientId: string, userId: string) => k(clinic, kind, 'P', patientId, 'U', userId),
  parent: (clinic: string, kind: EntityType, parentId: string) => k(clinic, kind, 'R', parentId),
  code: (clinic: string, kind: EntityType) => k(clinic, kind, 'ID'),
  group: (clinic: string, kind: EntityType, group: string) => k(clinic, kind, 'G', group),
  patientSearch: (clinic: string, field: 'FIRST' | 'DOB' | 'CELL' | 'HOME' | 'CELL4' | 'HOME4') => k(clinic, 'Patient', field),
  labComponent: (clinic: string, patientId: string, component: string) =>
    k(clinic, 'Lab', 'P', patientId, 'C', normalizeText(component)),
  timeMonth: (clinic: string, program: string, month: string) => k(clinic, 'TimeEntry', 'G', program, month),
  /** A program's device readings (Vitals with a `Program`) of a month, by PatientID then time. */
  readingMonth: (clinic: string, program: string, month: string) => k(clinic, 'Vitals', 'G', program, month),
  paymentPlanDue: (clinic: string) => k(clinic, 'PaymentPlan', 'DUE'),
  priorAuth: (clinic: string, status: string) => k(clinic, 'Medication', 'PA', status),
  batch: (clinic: string, batchNumber: string) => k(clinic, 'Payment', 'B', batchNumber),
  /** The postings reversed, by the reversed posting's row id (a reversal's `Reverses`, unique: a posting is reversed once). */
  reversals: (clinic: string) => k(clinic, 'Payment', 'REV'),
  /** Every posting toward a payment plan (any plan), for the collections report. */
  planPostings: (clinic: string) => k(clinic, 'Payment', 'PP'),
  /** A patient's closed care months (a claim's `CareMonth`, `<program>:<month>`, unique). */
  careMonth: (clinic: string, patientId: string) => k(clinic, 'Claim', 'CM', patientId),
  /** A program's enrolments of one status, by PatientID (the care-month tables page through it). */
  programRoster: (clinic: string, program: string, status: string) => k(clinic, 'ProgramEnrollment', 'G', program, 'S', status),
};
