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
  APPROVAL_STATUSES,
  CLAIM_STATUSES,
  type EntityType,
  MODULES,
  PATIENT_STATUSES,
  PAYMENT_STATUSES,
  ROLES,
  USER_STATUSES,
  US_STATES,
  VISIT_STATUSES,
  PROGRAMS,
} from './entities.ts';
import { AppError, ERROR_TYPES } from './errors.ts';
import { IDLE_LOGOFF } from './session.ts';
import { CHART_FIELD_RULES, type ChartFieldRule } from './chartFields.ts';
import { US_PHONE, ZIP_CODE, fieldMessage } from './fieldRules.ts';
import { CARE_RULES_FIRST_MONTH } from './care/careMonthCodes.ts';

const text = z.string().trim().min(1, 'Required');
const optionalText = z.string().nullish();
const dateTime = z.iso.datetime({ offset: true, message: 'Must be a date-time (ISO 8601)' });
const money = z.number().finite().min(0, 'Must not be negative');
const phone = z.string().regex(US_PHONE, 'Must be a US phone number, e.g. (555) 123-4567');

const notInFuture = (value: string | null | undefined) => !value || Date.parse(value) <= Date.now() + 24 * 3600 * 1000;

const base = z.object({ PatientID: text });
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const patientSchema = z.object({
  PatientID: text,
  FirstName: text,
  MiddleName: optionalText,
  LastName: text,
  DOB: dateTime.refine(notInFuture, 'Date of birth cannot be in the future'),
  Gender: optionalText,
  State: z.enum(US_STATES, { message: 'Must be a US state code' }).nullish(),
  ZipCode: z.string().regex(ZIP_CODE, 'Must be a ZIP code (12345 or 12345-6789)').nullish(),
  CellPhone: phone.nullish(),
  HomePhone: phone.nullish(),
  Status: z.enum(PATIENT_STATUSES).nullish(),
  ApcmSince: z.string().regex(MONTH, 'Must be a month written YYYY-MM').refine((m) => m >= CARE_RULES_FIRST_MONTH, `APCM is recorded from ${CARE_RULES_FIRST_MONTH}`).nullish(),
});

export const userSchema = z.object({
  FullName: text,
  Email: z.email('Must be an e-mail address'),
  Role: z.enum(ROLES),
  Status: z.enum(USER_STATUSES),
});

export const clinicSchema = z.object({
  Name: text,
  EnabledModules: z.array(z.enum(MODULES)).nullish(),
  IdleLogoffMinutes: z
    .number()
    .int('Must be a whole number of minutes')
    .min(IDLE_LOGOFF.minMinutes, `Must be at least ${IDLE_LOGOFF.minMinutes} minutes`)
    .max(IDLE_LOGOFF.maxMinutes, `Must be at most ${IDLE_LOGOFF.maxMinutes} minutes`)
    .nullish(),
});

export const visitSchema = base.extend({
  VisitDate: dateTime,
  VisitStatus: z.enum(VISIT_STATUSES).nullish(),
  PaymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
});

export const labSchema = base.extend({ LabType: text, DateConducted: dateTime });

export const medicationSchema = base
  .extend({
    Medication: text,
    StartDate: dateTime.nullish(),
    EndDate: dateTime.nullish(),
    Status: z.enum(['Active', 'Stopped', 'Completed']).nullish(),
    ApprovalStatus: z.enum(APPROVAL_STATUSES).nullish(),
    PriorAuthorizationStatus: z.enum(APPROVAL_STATUSES).nullish(),
  })
  .refine((m) => !m.StartDate || !m.EndDate || m.EndDate >= m.StartDate, {
    message: 'End date must not be before the start date',
    path: ['EndDate'],
  });

export const claimSchema = base.extend({
  ClaimDate: dateTime,
  Status: z.enum(CLAIM_STATUSES).nullish(),
  TotalCharges: money.nullish(),
  TotalPayments: money.nullish(),
});

export const paymentSchema = z.object({ PaymentDate: dateTime, Amount: z.number().finite() });

export const paymentPlanSchema = base.extend({
  TotalAmount: money,
  InstallmentAmount: money.refine((v) => v > 0, 'Must be more than zero'),
  TermMonths: z.string().regex(/^([1-9]|[1-9]\d)$/, 'Must be a number of months from 1 to 99').nullish(),
});

export const taskSchema = z.object({ Task: text, DueDate: dateTime.nullish(), Priority: z.enum(['Low', 'Normal', 'High', 'Urgent']).nullish() });

export const programEnrollmentSchema = base.extend({ Program: z.enum(PROGRAMS), EnrollmentDate: dateTime });

export const timeEntrySchema = base.extend({
  Program: z.enum(PROGRAMS),
  ServiceDate: dateTime.refine(notInFuture, 'The date of service cannot be in the future'),
  Time: z
    .string()
    .regex(/^\d{1,4}$/, 'Must be a whole number of minutes')
    .refine((v) => Number(v) >= 1 && Number(v) <= 24 * 60, 'Minutes must be from 1 to 1440'),
});

export const calendarEventSchema = z.object({ Title: text, Start: dateTime, End: dateTime.nullish(), AllDay: z.boolean().nullish() });

export const chartRecordSchema = base;

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

function chartFieldSchema(name: string, rule: ChartFieldRule): z.ZodType {
  if (rule.options) {
    const schema = z.enum(rule.options as [string, ...string[]], { error: fieldMessage('choose', name) });
    return rule.required ? schema : schema.nullish();
  }
  if (rule.date) {
    const schema = z
      .string({ error: fieldMessage(rule.required ? 'required' : 'date', name) })
      .refine(isDate, fieldMessage('date', name))
      .refine((value) => !rule.notFuture || !isDate(value) || notInFuture(value), fieldMessage('future', name));
    return rule.required ? schema : schema.nullish();
  }
  const schema = z.string({ error: fieldMessage('required', name) }).trim().min(rule.required ? 1 : 0, fieldMessage('required', name));
  return rule.required ? schema : schema.nullish();
}

/** A chart kind's schema from its field rules (chartFields.ts), the forms' rules. */
function chartKindSchema(rules: Readonly<Record<string, ChartFieldRule>>): z.ZodType {
  const shape: Record<string, z.ZodType> = { PatientID: z.string({ error: fieldMessage('required', 'PatientID') }).trim().min(1, fieldMessage('required', 'PatientID')) };
  for (const [name, rule] of Object.entries(rules)) shape[name] = chartFieldSchema(name, rule);
  return z.object(shape).superRefine((record, context) => {
    for (const [name, rule] of Object.entries(rules)) {
      const value = record[name];
      const other = rule.notBefore ? record[rule.notBefore] : undefined;
      if (rule.notBefore && typeof value === 'string' && typeof other === 'string' && isDate(value) && isDate(other) && Date.parse(value) < Date.parse(other)) {
        context.addIssue({ code: 'custom', path: [name], message: fieldMessage('notBefore', name, { other: rule.notBefore }) });
      }
    }
  });
}

const chartSchemas = Object.fromEntries(Object.entries(CHART_FIELD_RULES).map(([kind, rules]) => [kind, chartKindSchema(rules)])) as Record<keyof typeof CHART_FIELD_RULES, z.ZodType>;

/** The schema each kind's records must satisfy; kinds not listed accept any well-typed fields. */
export const RECORD_SCHEMAS: Partial<Record<EntityType, z.ZodType>> = {
  Clinic: clinicSchema,
  User: userSchema,
  Patient: patientSchema,
  Visit: visitSchema,
  Lab: labSchema,
  Medication: medicationSchema,
  Claim: claimSchema,
  Payment: paymentSchema,
  PaymentPlan: paymentPlanSchema,
  Task: taskSchema,
  ProgramEnrollment: programEnrollmentSchema,
  TimeEntry: timeEntrySchema,
  CalendarEvent: calendarEventSchema,
  Insurance: chartRecordSchema,
  Pharmacy: chartRecordSchema,
  Vitals: chartRecordSchema,
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

/** Refuses a record that breaks its kind's rules, with every field's message (the server's answer). */
export function assertValidRecord(kind: EntityType, record: Record<string, unknown>): void {
  const problems = validateRecord(kind, record);
  if (problems) {
    const summary = Object.entries(problems).map(([field, message]) => `${field}: ${message}`).join('; ');
    throw new AppError(ERROR_TYPES.validation, `The ${kind} record is not valid: ${summary}`, problems);
  }
}

/** Validates a whole record of a kind; returns per-field messages, or null when valid. */
export function validateRecord(kind: EntityType, record: Record<string, unknown>): Record<string, string> | null {
  const schema = RECORD_SCHEMAS[kind];
  if (!schema) return null;
  const result = schema.safeParse(record);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
export * from './fieldRules.ts';
export * from './chartFields.ts';
