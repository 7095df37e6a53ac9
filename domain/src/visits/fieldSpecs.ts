/**
 * The visits area's field specs (fieldSpecs.ts explains the mechanism): what the server
 * validates each record of these kinds with (`recordProblems`, in schemas.ts) and what the
 * visits remote's forms check through `domainRules` — one rule, one sentence.
 */
import { CALENDAR_EVENT_COLORS, CALENDAR_EVENT_TITLE_MAX, TASK_PRIORITIES } from '@emr/domain/visits';
import type { FieldSpecs } from '../fieldSpecs.ts';

/** A calendar event: a title, a colour of the palette, a start, and an end not before it. */
export const CALENDAR_EVENT_FIELD_RULES = {
  Title: { required: true, maxLength: CALENDAR_EVENT_TITLE_MAX },
  Color: { options: Object.values(CALENDAR_EVENT_COLORS) },
  Start: { required: true, date: true },
  End: { date: true, notBefore: 'Start' },
} as const satisfies FieldSpecs;

/**
 * A visit: its patient and start, a planned end not before the start, a type and a reason of
 * bounded length. (The scheduling form also asks for the type and the provider; the server keeps
 * accepting a visit without them — older and imported visits have none — and checks the provider
 * is a staff member of the clinic when one is named: server/visitRules.ts.)
 */
export const VISIT_FIELD_RULES = {
  PatientID: { required: true, label: 'Patient' },
  VisitDate: { required: true, date: true, label: 'Visit date' },
  End: { date: true, notBefore: 'VisitDate', label: 'End' },
  VisitType: { maxLength: 100, label: 'Visit type' },
  Reason: { maxLength: 500 },
} as const satisfies FieldSpecs;

/** Whole minutes a task took (`Time`, `ProviderTime`), typed as text. */
const TASK_MINUTES = { number: { min: 0, max: 999, decimals: 0 } } as const;

/** A task: what to do, a type and priority of the list, a due date, minutes spent. */
export const TASK_FIELD_RULES = {
  Task: { required: true, maxLength: 500 },
  TaskType: { maxLength: 100, label: 'Type' },
  Priority: { options: TASK_PRIORITIES },
  DueDate: { date: true, label: 'Due date' },
  Time: { ...TASK_MINUTES, label: 'Time spent' },
  ProviderTime: TASK_MINUTES,
} as const satisfies FieldSpecs;
