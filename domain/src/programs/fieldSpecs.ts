/**
 * The care programs' field specs (fieldSpecs.ts): what a program enrolment accepts, checked by
 * the server (`@emr/domain/schemas`) and by the programs' forms with the same rule: the obesity
 * program's goal weight (`CustomFloat`, lb: a number from 50 to 1000 with at most one decimal)
 * and a CCM or RPM time entry (its date of service, not in the future; whole minutes from 1 to
 * 1440; what was done), and an RPM reading's values (the vitals' ranges, and glucose). Rules between rows stay server rules (care/carePrograms.ts: a closed
 * month, minutes beyond the clocked span, a date before consent, a second enrolment). Part of
 * the `@emr/domain/fieldRules` entry.
 */
import { type FieldSpecs, type NumberLimits, VITAL_FIELD_RULES } from '../fieldSpecs.ts';

export const GOAL_WEIGHT_LIMITS: NumberLimits = { min: 50, max: 1000, decimals: 1 };

export const PROGRAM_ENROLLMENT_FIELD_RULES = {
  CustomFloat: { number: GOAL_WEIGHT_LIMITS, label: 'Goal weight' },
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
