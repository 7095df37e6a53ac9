/**
 * What a record kind requires and accepts, field by field, and the one check of it: the server
 * validates every record of these kinds with `recordProblems` (`@emr/domain/schemas` turns each
 * problem into the field's English sentence), and each form runs the same check over the record
 * it is about to send, translating the same rule (`domainRules` in `@emr/shared-ui/form`). So a
 * value the form refuses, the server refuses with the same rule and field. Zod-free and part of
 * the `@emr/domain/fieldRules` entry (a shared singleton loaded with the first form); the
 * enumerations come from the root entry, so no domain module is bundled twice.
 */
import { APPROVAL_STATUSES, CREDENTIALS, NPI_FORMAT, PATIENT_GENDERS, PATIENT_STATUSES, ROLES, USER_STATUSES, US_STATES, calendarDay, isNpi, isTaxonomyCode } from '@emr/domain';
import { isProcedureCode } from '@emr/domain/billing';
import type { FieldRule } from './fieldRules.ts';
import { EMAIL, US_PHONE, ZIP_CODE } from './patterns.ts';

export interface NumberLimits {
  min: number;
  max: number;
  /** Decimals allowed (0: a whole number). */
  decimals: number;
}

/**
 * Which rule a typed number breaks, or null when it is fine (or empty). A number outside the
 * range is a range problem whatever its form: "-5" for a weight is "from 1 to 1000", not a
 * complaint about decimals.
 */
export function numberRule(text: string, { min, max, decimals }: NumberLimits): Extract<FieldRule, 'number' | 'wholeNumber' | 'decimals' | 'range'> | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return decimals === 0 ? 'wholeNumber' : 'number';
  const n = Number(value);
  if (n < min || n > max) return 'range';
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) return decimals === 0 ? 'wholeNumber' : 'decimals';
  return null;
}

/** Another field's value that makes a field required (any listed value; null: empty). */
export interface RequiredWhen {
  field: string;
  oneOf: readonly (string | boolean | null)[];
}

export interface FieldSpec {
  required?: boolean;
  /** Required when this other field has a value (a blood pressure has both numbers). */
  requiredWith?: string;
  /** A number that must be less than this other field's (diastolic below systolic). */
  lessThan?: string;
  /** Required when another field holds one of these values (any of the conditions). */
  requiredWhen?: readonly RequiredWhen[];
  /** The values it accepts. */
  options?: readonly string[];
  /** A date (a day, or stored as an ISO date-time). */
  date?: boolean;
  /** A date that cannot be in the future (something that happened). */
  notFuture?: boolean;
  /** A date that must not be before this other date field (a discharge after its admission). */
  notBefore?: string;
  /** The earliest day it accepts (YYYY-MM-DD). */
  earliest?: string;
  maxLength?: number;
  /** A pattern its text must have, named by the example the message shows. */
  format?: keyof typeof FORMATS;
  /** A check digit its text must carry (after its format): an NPI's Luhn digit. */
  checkDigit?: keyof typeof CHECK_DIGITS;
  /** Letters (slots A–L) each of which must be filled in this other field, which holds the filled letters (a charge line's diagnosis pointers and its claim's diagnoses). */
  slotsOf?: string;
  /** Typed as text, a number within these limits. */
  number?: NumberLimits;
  /** How the server's English message names the field, when its name does not say it ('DOB'). */
  label?: string;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** Example values the format messages show. */
export const FORMAT_EXAMPLES = {
  phone: '(555) 123-4567', zip: '12345 / 12345-6789', state: 'IL', email: 'name@clinic.com', procedureCode: '99213 / J3420', diagnosisPointers: 'A / ABD',
  npi: '1234567893', taxonomy: '207Q00000X',
} as const;
/** Up to four diagnosis slots, A–L, each once (a charge line's pointers, CMS-1500 box 24E). */
export const DIAGNOSIS_POINTERS = /^(?!.*(.).*\1)[A-L]{1,4}$/;
export { EMAIL, US_PHONE, ZIP_CODE };

const FORMATS = {
  phone: (v: string) => US_PHONE.test(v),
  zip: (v: string) => ZIP_CODE.test(v),
  state: (v: string) => (US_STATES as readonly string[]).includes(v),
  email: (v: string) => EMAIL.test(v),
  procedureCode: (v: string) => isProcedureCode(v),
  diagnosisPointers: (v: string) => DIAGNOSIS_POINTERS.test(v),
  npi: (v: string) => NPI_FORMAT.test(v),
  taxonomy: (v: string) => isTaxonomyCode(v),
} as const;

const CHECK_DIGITS = { npi: isNpi } as const;

/** A problem of one field: the rule it breaks and the rule's parameters. */
export interface FieldProblem {
  rule: FieldRule;
  params?: Record<string, string | number>;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day, or a date-time (its UTC day is checked when it starts with one). */
export function isDateValue(value: string): boolean {
  const match = DAY.exec(value);
  if (match && calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) !== match[0]) return false;
  return !Number.isNaN(Date.parse(value));
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function isRequired(spec: FieldSpec, record: Readonly<Record<string, unknown>>): boolean {
  if (spec.requiredWith && !isEmpty(record[spec.requiredWith])) return true;
  return !!spec.required || !!spec.requiredWhen?.some((when) => when.oneOf.includes((record[when.field] as string | boolean | null | undefined) ?? null));
}

function valueProblem(spec: FieldSpec, value: string, latestDay: string): FieldProblem | null {
  if (spec.options && !spec.options.includes(value)) return { rule: 'choose' };
  if (spec.maxLength !== undefined && value.length > spec.maxLength) return { rule: 'tooLong', params: { max: spec.maxLength } };
  if (spec.format && !FORMATS[spec.format](value)) return { rule: 'format', params: { example: FORMAT_EXAMPLES[spec.format] } };
  if (spec.checkDigit && !CHECK_DIGITS[spec.checkDigit](value)) return { rule: 'checkDigit' };
  if (spec.number) {
    const broken = numberRule(value, spec.number);
    if (broken) return { rule: broken, params: { ...spec.number } };
  }
  if (spec.date) {
    if (!isDateValue(value)) return { rule: 'date' };
    if (spec.notFuture && value.slice(0, 10) > latestDay) return { rule: 'future' };
    if (spec.earliest && value.slice(0, 10) < spec.earliest) return { rule: 'notBefore', params: { other: spec.earliest } };
  }
  return null;
}

/** Whether an update leaves a field as it was stored (empty stays empty). */
const keeps = (record: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>>, name: string) =>
  (isEmpty(record[name]) && isEmpty(stored[name])) || record[name] === stored[name];

/**
 * Every field's first problem in a record (as stored, or as a form is about to send it): each
 * field's own rules, then the rules between fields. `latestDay` is the last day a date that
 * happened may be (the form: today where the person is; the server: tomorrow in UTC, for the
 * time zones ahead of it). With `stored` (the row an update changes), only the fields the
 * update changes are checked: rules a new record must meet (NEW_RECORD_FIELD_RULES in
 * schemas.ts) bind a row stored before them only when its field is edited.
 */
export function recordProblems(specs: FieldSpecs, record: Readonly<Record<string, unknown>>, latestDay: string, stored?: Readonly<Record<string, unknown>>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (stored && keeps(record, stored, name)) continue;
    const value = record[name];
    if (isEmpty(value)) {
      if (isRequired(spec, record)) problems[name] = { rule: spec.options ? 'choose' : 'required' };
      continue;
    }
    if (typeof value !== 'string') continue;
    const problem = valueProblem(spec, value.trim(), latestDay);
    if (problem) {
      problems[name] = problem;
      continue;
    }
    const other = spec.notBefore ? record[spec.notBefore] : undefined;
    if (spec.notBefore && typeof other === 'string' && isDateValue(value) && isDateValue(other) && Date.parse(value) < Date.parse(other)) {
      problems[name] = { rule: 'notBefore', params: { other: spec.notBefore } };
    }
    const filled = spec.slotsOf ? record[spec.slotsOf] : undefined;
    const empty = typeof filled === 'string' ? [...value.trim()].find((slot) => !filled.includes(slot)) : undefined;
    if (empty) problems[name] = { rule: 'emptySlot', params: { slot: empty } };
    const above = spec.lessThan ? record[spec.lessThan] : undefined;
    if (spec.lessThan && typeof above === 'string' && above.trim() !== '' && Number(value) >= Number(above)) {
      problems[name] = { rule: 'lessThan', params: { other: spec.lessThan } };
    }
  }
  return problems;
}

/** The patient's details (registration and the demographics form). */
export const PATIENT_FIELD_RULES = {
  FirstName: { required: true, maxLength: 100 },
  MiddleName: { maxLength: 100 },
  LastName: { required: true, maxLength: 100 },
  DOB: { required: true, date: true, notFuture: true, earliest: '1900-01-01', label: 'Date of birth' },
  Gender: { options: PATIENT_GENDERS },
  State: { format: 'state' },
  ZipCode: { format: 'zip' },
  CellPhone: { format: 'phone' },
  HomePhone: { format: 'phone' },
  FirstDate: { date: true },
  LastDate: { date: true, notBefore: 'FirstDate' },
  // a reason is required once the patient is no longer Active
  ReasonLeft: { requiredWhen: [{ field: 'Status', oneOf: PATIENT_STATUSES.filter((s) => s !== 'Active') }] },
  Status: { options: PATIENT_STATUSES },
} as const satisfies FieldSpecs;

/** A staff member's User record (adding one, the person's own name, and the credentials an admin keeps). */
export const USER_FIELD_RULES = {
  FullName: { required: true, maxLength: 200 },
  Email: { required: true, format: 'email' },
  Role: { required: true, options: ROLES },
  Status: { options: USER_STATUSES },
  Credential: { options: CREDENTIALS },
  NPI: { format: 'npi', checkDigit: 'npi', label: 'NPI' },
  TaxonomyCode: { format: 'taxonomy' },
} as const satisfies FieldSpecs;

/** The prior-authorisation statuses once one is required. */
export const PA_STATUSES = APPROVAL_STATUSES.filter((s) => s !== 'NotRequired');
const PA_REQUIRED = [{ field: 'PriorAuthorizationRequired', oneOf: [true] }] as const;

export const MEDICATION_FIELD_RULES = {
  Medication: { required: true },
  Dosage: { required: true },
  Frequency: { required: true },
  StartDate: { required: true, date: true },
  EndDate: { date: true, notBefore: 'StartDate' },
  DaysToRefill: { number: { min: 1, max: 365, decimals: 0 } },
  Status: { options: ['Active', 'Stopped', 'Completed'] },
  PriorAuthorizationStatus: { options: PA_STATUSES, requiredWhen: PA_REQUIRED },
  ApprovalStatus: { options: APPROVAL_STATUSES, requiredWhen: PA_REQUIRED },
  // who approved it, once the authorisation or the approval says Approved
  ApprovedBy: {
    requiredWhen: [
      { field: 'PriorAuthorizationStatus', oneOf: ['Approved'] },
      { field: 'ApprovalStatus', oneOf: ['Approved'] },
    ],
  },
} as const satisfies FieldSpecs;

/** The order in which a plan pays; a patient has at most one of each. */
export const INSURANCE_CLASSES = ['Primary', 'Secondary'] as const;

export const INSURANCE_FIELD_RULES = {
  InsuranceName: { required: true },
  InsuranceClass: { required: true, options: INSURANCE_CLASSES },
  PhoneNumber: { format: 'phone' },
} as const satisfies FieldSpecs;

export const PHARMACY_FIELD_RULES = { Pharmacy: { required: true }, ContactNumber: { format: 'phone' } } as const satisfies FieldSpecs;

/** The measurements of a Vitals row (keys of its `Vitals` JSON, as the seed writes them). */
export const VITAL_KEYS = ['systolic', 'diastolic', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

/** Each measurement's physiological range; a blood pressure has both numbers, the diastolic below the systolic. */
export const VITAL_FIELD_RULES = {
  systolic: { number: { min: 50, max: 300, decimals: 0 }, requiredWith: 'diastolic' },
  diastolic: { number: { min: 20, max: 200, decimals: 0 }, requiredWith: 'systolic', lessThan: 'systolic' },
  heartRate: { number: { min: 20, max: 250, decimals: 0 } },
  temperatureF: { number: { min: 90, max: 110, decimals: 1 } },
  respiratoryRate: { number: { min: 4, max: 60, decimals: 0 } },
  spo2: { number: { min: 50, max: 100, decimals: 0 } },
  weightLb: { number: { min: 1, max: 1000, decimals: 1 } },
  heightIn: { number: { min: 10, max: 100, decimals: 1 } },
} as const satisfies Record<VitalKey, FieldSpec>;

/** A Vitals row itself: the day the measurements were taken (it happened, so not in the future). */
export const VITALS_ROW_FIELD_RULES = { DateConducted: { required: true, date: true, notFuture: true, label: 'Date' } } as const satisfies FieldSpecs;

/** A lab result row; a panel's row holds its results in LabResults (LAB_RESULT_FIELD_RULES each). */
export const LAB_FIELD_RULES = {
  LabType: { required: true },
  DateConducted: { required: true, date: true },
  Component: { requiredWhen: [{ field: 'IsPanel', oneOf: [false, null] }] },
  Result: { requiredWhen: [{ field: 'IsPanel', oneOf: [false, null] }] },
} as const satisfies FieldSpecs;

/** Each result of a panel. */
export const LAB_RESULT_FIELD_RULES = { Component: { required: true }, Result: { required: true } } as const satisfies FieldSpecs;

/** A panel has at least this many results (fewer is a single result). */
export const LAB_PANEL_MIN_RESULTS = 2;
