/**
 * The care programs' field specs (fieldSpecs.ts): what a program enrolment accepts, checked by
 * the server (`@emr/domain/schemas`) and by the programs' forms with the same rule: the obesity
 * program's goal weight (`CustomFloat`, lb: a number from 50 to 1000 with at most one decimal)
 * and a CCM or RPM time entry (its date of service, not in the future; whole minutes from 1 to
 * 1440; what was done), an RPM reading's values (the vitals' ranges, and glucose; the CSV import
 * reads with the same ranges), and what a NEW enrolment or program dose must hold (CCM's care plan,
 * the billing practitioner, RPM's device; a dose, its expiry, lot and site): those bind a row
 * stored before them only when an update edits the field (NEW_RECORD_FIELD_RULES in schemas.ts),
 * so older enrolments still update (the month close locks them). Rules between rows stay server rules (care/carePrograms.ts: a closed
 * month, minutes beyond the clocked span, a date before consent, a second enrolment). Part of
 * the `@emr/domain/fieldRules` entry.
 */
import { type FieldSpecs, type NumberLimits, type RequiredWhen, VITAL_FIELD_RULES } from '../fieldSpecs.ts';

export const GOAL_WEIGHT_LIMITS: NumberLimits = { min: 50, max: 1000, decimals: 1 };

/**
 * Every enrolment, on every write: the obesity program's goal weight, and the prior
 * authorisation of a GLP-1 or Prolia enrolment (`StartDate`–`DateExpired`), which cannot end
 * before it starts (the injection enrolment form puts it on its "Authorised until" field).
 */
export const PROGRAM_ENROLLMENT_FIELD_RULES = {
  CustomFloat: { number: GOAL_WEIGHT_LIMITS, label: 'Goal weight' },
  DateExpired: { date: true, notBefore: 'StartDate', label: 'Authorised until' },
} as const satisfies FieldSpecs;

/** The minutes one time entry may hold (a day). */
export const TIME_ENTRY_MINUTES: NumberLimits = { min: 1, max: 24 * 60, decimals: 0 };

export const TIME_ENTRY_FIELD_RULES = {
  ServiceDate: { required: true, date: true, notFuture: true, label: 'Date of service' },
  Time: { required: true, number: TIME_ENTRY_MINUTES, label: 'Minutes' },
  Description: { maxLength: 4000, label: 'What was done' },
} as const satisfies FieldSpecs;

/** An RPM glucose reading (mg/dL), one of a Vitals row's measurements (the other vitals have VITAL_FIELD_RULES). */
export const GLUCOSE_FIELD_RULES = { glucose: { number: { min: 10, max: 1000, decimals: 0 }, label: 'Glucose' } } as const satisfies FieldSpecs;

/** What an RPM reading may hold (its `Vitals` values): blood pressure, weight and SpO2 as the chart's vitals, and glucose. */
export const READING_FIELD_RULES = {
  systolic: VITAL_FIELD_RULES.systolic,
  diastolic: VITAL_FIELD_RULES.diastolic,
  weightLb: VITAL_FIELD_RULES.weightLb,
  spo2: VITAL_FIELD_RULES.spo2,
  ...GLUCOSE_FIELD_RULES,
} as const satisfies FieldSpecs;

/** An enrolment as the specs read it: its numeric goal weight as the text a form would type. */
export const enrolmentSpecRecord = (record: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  typeof record['CustomFloat'] === 'number' ? { ...record, CustomFloat: String(record['CustomFloat']) } : { ...record };

/** The devices an RPM enrolment assigns (an enrolment's `Name`). */
export const RPM_DEVICE_TYPES = ['bloodPressureCuff', 'glucometer', 'scale', 'pulseOximeter'] as const;

const inProgram = (...programs: readonly string[]): readonly RequiredWhen[] => [{ field: 'Program', oneOf: programs }];

/**
 * What a new enrolment holds, as its form sends it: its consent (or start) date, CCM's care plan (`Note`), the
 * billing practitioner of either (`AssignedTo`), RPM's device (type `Name`, serial `CustomID`,
 * start `StartDate`). A rule a new record must meet (NEW_RECORD_FIELD_RULES).
 */
export const ENROLMENT_FIELD_RULES = {
  EnrollmentDate: { required: true, date: true, label: 'Consent date' },
  Note: { requiredWhen: inProgram('ccm'), maxLength: 4000, label: 'Care plan' },
  AssignedTo: { requiredWhen: inProgram('ccm', 'rpm'), label: 'Billing practitioner' },
  Name: { requiredWhen: inProgram('rpm'), options: RPM_DEVICE_TYPES, label: 'Device type' },
  CustomID: { requiredWhen: inProgram('rpm'), maxLength: 100, label: 'Device serial' },
  StartDate: { requiredWhen: inProgram('rpm'), date: true, label: 'Start date' },
} as const satisfies FieldSpecs;

/** The injection programs (care's INJECTION_PROGRAMS, kept here so this entry does not bundle care). */
export const DOSE_PROGRAMS = ['b12', 'flu', 'glp1', 'prolia'] as const;

/** The routes a program dose is given by (the chart's injections also know Intravenous). */
export const DOSE_ROUTES = ['Intramuscular', 'Subcutaneous', 'Intradermal'] as const;

/**
 * A dose given in an injection program (an `Injection` row with its `Program`), as the
 * administration form sends it (the product is the chart's required `MedicationName`): the dose, the lot (`CustomString`, "Lot …"), the expiry (`DateExpired`, not
 * before the day it is given: an expired product is not given), the site (`Comment`) and the
 * route. A rule a new record must meet (NEW_RECORD_FIELD_RULES).
 */
export const DOSE_FIELD_RULES = {
  Dosage: { requiredWhen: inProgram(...DOSE_PROGRAMS), maxLength: 100, label: 'Dose' },
  CustomString: { maxLength: 100, label: 'Lot' },
  DateExpired: { date: true, notBefore: 'DateAdministered', label: 'Expiry' },
  Comment: { maxLength: 100, label: 'Site' },
} as const satisfies FieldSpecs;
