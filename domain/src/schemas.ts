/**
 * Validation rules per record kind (zod). The server checks the whole record as it will be
 * stored (a create, or the stored row merged with an update); the forms use the same
 * schemas. Types of single fields are already checked by GraphQL; these add what a kind
 * requires and which values it accepts. They are their own entry, `@emr/domain/schemas`, not
 * part of the root: the root is a Module Federation singleton the shell loads on every
 * sign-in, and these schemas (with zod, ~25 KB gzip) are only needed by pages with forms.
 */
import { z } from 'zod';
import {
  CLAIM_STATUSES,
  type EntityType,
  MODULES,
  PAYMENT_STATUSES,
  VISIT_STATUSES,
  PROGRAMS,
} from './entities.ts';
import { AppError, ERROR_TYPES } from './errors.ts';
import { IDLE_LOGOFF } from './session.ts';
import { addDays, isTimeZone, today } from './calendarDays.ts';
import { CHART_FIELD_RULES } from './chartFields.ts';
import { fieldMessage } from './fieldRules.ts';
import {
  type FieldSpecs,
  INSURANCE_FIELD_RULES,
  PHARMACY_FIELD_RULES,
  LAB_FIELD_RULES,
  LAB_PANEL_MIN_RESULTS,
  LAB_RESULT_FIELD_RULES,
  MEDICATION_FIELD_RULES,
  PATIENT_FIELD_RULES,
  USER_FIELD_RULES,
  VITAL_FIELD_RULES,
  VITALS_ROW_FIELD_RULES,
  recordProblems,
} from './fieldSpecs.ts';
import { CARE_RULES_FIRST_MONTH } from './care/careMonthCodes.ts';
import { FEE_SCHEDULE_FIELD_RULES, PAYMENT_PLAN_FIELD_RULES, planSpecRecord } from './billing/fieldSpecs.ts';
import { priceText } from './billing/feeSchedule.ts';
import { CHARGE_LINE_FIELD_RULES, CLAIM_FIELD_RULES, POSTING_FIELD_RULES, chargeSpecRecord, postingSpecRecord } from './billing/ledgerFieldSpecs.ts';
import { DOSE_FIELD_RULES, ENROLMENT_FIELD_RULES, GLUCOSE_FIELD_RULES, PROGRAM_ENROLLMENT_FIELD_RULES, TIME_ENTRY_FIELD_RULES, enrolmentSpecRecord } from './programs/fieldSpecs.ts';
import { MAX_CLINIC_REASONS, clinicReasonMessage, clinicReasonRule } from './visits/cancellationReasons.ts';
import { CALENDAR_EVENT_FIELD_RULES, TASK_FIELD_RULES, VISIT_FIELD_RULES } from './visits/fieldSpecs.ts';

const text = z.string().trim().min(1, 'Required');
const dateTime = z.iso.datetime({ offset: true, message: 'Must be a date-time (ISO 8601)' });
const money = z.number().finite().min(0, 'Must not be negative');

const base = z.object({ PatientID: text });

/** The Clinic row's `CancellationReasons`: at most 30 distinct reasons, none a standard one. */
export const cancellationReasonsSchema = z
  .array(z.string())
  .max(MAX_CLINIC_REASONS, `A clinic adds at most ${MAX_CLINIC_REASONS} reasons`)
  .superRefine((reasons, context) => {
    reasons.forEach((reason, i) => {
      const rule = clinicReasonRule(reason, reasons.slice(0, i));
      if (rule) context.addIssue({ code: 'custom', message: clinicReasonMessage(rule, reason), path: [i] });
    });
  });
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last day a date that happened may be: tomorrow in UTC (the time zones ahead of the server). */
const latestDay = () => addDays(today('UTC'), 1);

/** Adds each field's problem (fieldSpecs.ts) as the field's English sentence, the server's answer. */
export function refineBySpecs(specs: FieldSpecs, record: Readonly<Record<string, unknown>>, context: z.RefinementCtx, path: readonly (string | number)[] = []): void {
  for (const [name, { rule, params }] of Object.entries(recordProblems(specs, record, latestDay()))) {
    context.addIssue({ code: 'custom', path: [...path, name], message: fieldMessage(rule, specs[name]?.label ?? name, params) });
  }
}

/** A kind's schema from its field specs, over the whole record (other fields pass as they are). */
const specSchema = (specs: FieldSpecs, shape: z.ZodRawShape = {}): z.ZodType<Record<string, unknown>> =>
  z.looseObject(shape).superRefine((record, context) => refineBySpecs(specs, record, context));

/** The month a patient's APCM starts ('YYYY-MM'), from the first month the care rules bill. */
export const apcmSinceSchema = z.string().regex(MONTH, 'Must be a month written YYYY-MM').refine((m) => m >= CARE_RULES_FIRST_MONTH, `APCM is recorded from ${CARE_RULES_FIRST_MONTH}`);

export const patientSchema = specSchema(PATIENT_FIELD_RULES, { PatientID: text, ApcmSince: apcmSinceSchema.nullish() });

export const userSchema = specSchema(USER_FIELD_RULES);

export const clinicSchema = z.object({
  Name: text,
  EnabledModules: z.array(z.enum(MODULES)).nullish(),
  IdleLogoffMinutes: z
    .number()
    .int('Must be a whole number of minutes')
    .min(IDLE_LOGOFF.minMinutes, `Must be at least ${IDLE_LOGOFF.minMinutes} minutes`)
    .max(IDLE_LOGOFF.maxMinutes, `Must be at most ${IDLE_LOGOFF.maxMinutes} minutes`)
    .nullish(),
  CancellationReasons: cancellationReasonsSchema.nullish(),
  // an IANA zone this runtime knows (clinicTimeZone.ts); none stored reads as the default
  TimeZone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as America/Chicago').nullish(),
});

export const visitSchema = specSchema(VISIT_FIELD_RULES, {
  VisitDate: dateTime,
  VisitStatus: z.enum(VISIT_STATUSES).nullish(),
  PaymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
});

/** An AWSJSON field as stored (text) or as sent (a value); null when it is not JSON. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A panel's results: LabResults as stored or as sent. */
function labResults(value: unknown): unknown[] | null {
  const parsed = jsonValue(value);
  return Array.isArray(parsed) ? parsed : null;
}

export const labSchema = specSchema(LAB_FIELD_RULES, { PatientID: text }).superRefine((lab, context) => {
  if (lab['IsPanel'] !== true) return;
  const results = labResults(lab['LabResults']) ?? [];
  if (results.length < LAB_PANEL_MIN_RESULTS) {
    context.addIssue({ code: 'custom', path: ['LabResults'], message: fieldMessage('minItems', 'LabResults', { min: LAB_PANEL_MIN_RESULTS }) });
  }
  results.forEach((result, index) => refineBySpecs(LAB_RESULT_FIELD_RULES, (result ?? {}) as Record<string, unknown>, context, ['LabResults', index]));
});

/** A Vitals row's measurements (its `Vitals` JSON: stored numbers, checked as the form's text), at least one. */
export const vitalsSchema = z.looseObject({ PatientID: text }).superRefine((row, context) => {
  const stored = jsonValue(row['Vitals']);
  const values = Object.fromEntries(
    Object.entries(stored && typeof stored === 'object' ? stored : {}).filter(([, v]) => v !== null && v !== '').map(([key, v]) => [key, String(v)]),
  );
  // any measurement counts (an RPM reading may be a glucose alone)
  if (Object.keys(values).length === 0) context.addIssue({ code: 'custom', path: ['Vitals'], message: fieldMessage('required', 'Vitals') });
  refineBySpecs(VITAL_FIELD_RULES, values, context, ['Vitals']);
  refineBySpecs(GLUCOSE_FIELD_RULES, values, context, ['Vitals']);
  refineBySpecs(VITALS_ROW_FIELD_RULES, row, context);
});

export const medicationSchema = specSchema(MEDICATION_FIELD_RULES, { PatientID: text });

/** A claim; its header as the claim form checks it (CLAIM_FIELD_RULES). */
export const claimSchema = base
  .extend({
    ClaimDate: dateTime,
    Status: z.enum(CLAIM_STATUSES).nullish(),
    TotalCharges: money.nullish(),
    TotalPayments: money.nullish(),
  })
  .loose()
  .superRefine((claim, context) => refineBySpecs(CLAIM_FIELD_RULES, claim, context));

/** A charge line as the claim form checks it (the stored numbers as the form's text). */
export const chargeSchema = z.looseObject({}).superRefine((line, context) => refineBySpecs(CHARGE_LINE_FIELD_RULES, chargeSpecRecord(line), context));

/** A posting as the payment forms check it (a reversal's amounts are the server's). */
export const paymentSchema = z
  .looseObject({ PaymentDate: dateTime, Amount: z.number().finite() })
  .superRefine((posting, context) => refineBySpecs(POSTING_FIELD_RULES, postingSpecRecord(posting), context));

/** A plan's total, term and first due date as its form checks them (the stored numbers as the form's text). */
export const paymentPlanSchema = base
  .extend({ TotalAmount: money, InstallmentAmount: money.refine((v) => v > 0, 'Must be more than zero') })
  .loose()
  .superRefine((plan, context) => refineBySpecs(PAYMENT_PLAN_FIELD_RULES, planSpecRecord(plan), context));

/** A fee schedule entry, checked as its form shows it (the stored `PriceCents` as the form's `Price`). */
export const feeScheduleEntrySchema = z.looseObject({}).superRefine((row, context) => {
  const { PriceCents, ...rest } = row;
  refineBySpecs(FEE_SCHEDULE_FIELD_RULES, { ...rest, Price: priceText(PriceCents) }, context);
  if (PriceCents !== undefined && PriceCents !== null && !Number.isInteger(PriceCents)) {
    context.addIssue({ code: 'custom', path: ['PriceCents'], message: 'Price cents must be a whole number of cents.' });
  }
});

export const taskSchema = specSchema(TASK_FIELD_RULES, { DueDate: dateTime.nullish() });

export const programEnrollmentSchema = base
  .extend({ Program: z.enum(PROGRAMS), EnrollmentDate: dateTime })
  .loose()
  .superRefine((enrolment, context) => refineBySpecs(PROGRAM_ENROLLMENT_FIELD_RULES, enrolmentSpecRecord(enrolment), context));

export const timeEntrySchema = base
  .extend({ Program: z.enum(PROGRAMS), ServiceDate: dateTime.nullish(), Time: z.string().nullish(), Description: z.string().nullish() })
  .loose()
  .superRefine((entry, context) => refineBySpecs(TIME_ENTRY_FIELD_RULES, entry, context));

export const calendarEventSchema = specSchema(CALENDAR_EVENT_FIELD_RULES, { AllDay: z.boolean().nullish() });

export const chartRecordSchema = base;

const chartSchemas = Object.fromEntries(Object.entries(CHART_FIELD_RULES).map(([kind, rules]) => [kind, specSchema(rules, { PatientID: base.shape.PatientID })])) as Record<keyof typeof CHART_FIELD_RULES, z.ZodType>;

/** The schema each kind's records must satisfy; kinds not listed accept any well-typed fields. */
export const RECORD_SCHEMAS: Partial<Record<EntityType, z.ZodType>> = {
  Clinic: clinicSchema,
  User: userSchema,
  Patient: patientSchema,
  Visit: visitSchema,
  Lab: labSchema,
  Medication: medicationSchema,
  Claim: claimSchema,
  Charge: chargeSchema,
  Payment: paymentSchema,
  PaymentPlan: paymentPlanSchema,
  FeeScheduleEntry: feeScheduleEntrySchema,
  Task: taskSchema,
  ProgramEnrollment: programEnrollmentSchema,
  TimeEntry: timeEntrySchema,
  CalendarEvent: calendarEventSchema,
  Insurance: specSchema(INSURANCE_FIELD_RULES, { PatientID: text }),
  Pharmacy: specSchema(PHARMACY_FIELD_RULES, { PatientID: text }),
  Vitals: vitalsSchema,
  Procedure: chartSchemas.Procedure,
  Imaging: chartSchemas.Imaging,
  Referral: chartSchemas.Referral,
  Hospitalization: chartSchemas.Hospitalization,
  Immunization: chartSchemas.Immunization,
  Injection: chartSchemas.Injection,
  Allergy: chartSchemas.Allergy,
  Diagnosis: chartSchemas.Diagnosis,
  FamilyHistory: chartSchemas.FamilyHistory,
  SocialHistory: chartSchemas.SocialHistory,
  Note: chartRecordSchema,
};

/**
 * Rules a NEW record of a kind must meet: checked on create, and on an update only for the
 * fields the update changes, so a row stored before a rule existed still updates (the month
 * close locks older enrolments) while no one can clear or break the field.
 */
export const NEW_RECORD_FIELD_RULES: Partial<Record<EntityType, FieldSpecs>> = {
  ProgramEnrollment: ENROLMENT_FIELD_RULES,
  Injection: DOSE_FIELD_RULES,
};

/** Refuses a record that breaks its kind's rules, with every field's message (the server's answer); `stored`: the row an update changes. */
export function assertValidRecord(kind: EntityType, record: Record<string, unknown>, stored?: Readonly<Record<string, unknown>>): void {
  refuse(kind, validateRecord(kind, record, stored));
}

/** Refuses a record whose fields break `specs`, worded as assertValidRecord words it (a rule that runs before the whole record is checked). */
export function assertFieldSpecs(kind: EntityType, specs: FieldSpecs, record: Readonly<Record<string, unknown>>): void {
  const problems = Object.entries(recordProblems(specs, record, latestDay())).map(([name, { rule, params }]) => [name, fieldMessage(rule, specs[name]?.label ?? name, params)]);
  refuse(kind, problems.length ? Object.fromEntries(problems) : null);
}

function refuse(kind: EntityType, problems: Record<string, string> | null): void {
  if (problems) {
    const summary = Object.entries(problems).map(([field, message]) => `${field}: ${message}`).join('; ');
    throw new AppError(ERROR_TYPES.validation, `The ${kind} record is not valid: ${summary}`, problems);
  }
}

/** Validates a whole record of a kind (with `stored`, an update of that row); returns per-field messages, or null when valid. */
export function validateRecord(kind: EntityType, record: Record<string, unknown>, stored?: Readonly<Record<string, unknown>>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const issue of RECORD_SCHEMAS[kind]?.safeParse(record).error?.issues ?? []) {
    fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  const specs = NEW_RECORD_FIELD_RULES[kind] ?? {};
  for (const [name, { rule, params }] of Object.entries(recordProblems(specs, record, latestDay(), stored))) {
    fields[name] ??= fieldMessage(rule, specs[name]?.label ?? name, params);
  }
  return Object.keys(fields).length ? fields : null;
}
export * from './fieldRules.ts';
export * from './chartFields.ts';
