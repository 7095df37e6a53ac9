/**
 * The scheduling form's fields and rules: the visit record's are the domain's (VISIT_FIELD_RULES,
 * which the server validates with: same sentences), run over the record the form would send; the
 * recurrence's are the domain's too (recurrenceProblem, as scheduleVisitSeries checks it); the
 * form's own (choose the patient, type, provider) give keys of `visits`.
 */
import { isCalendarDay, zonedInstant } from '@emr/domain';
import { MAX_SERIES_VISITS, type Recurrence, type RecurrenceUnit, VISIT_DURATIONS, recurrenceProblem } from '@emr/domain/visits';
import { VISIT_FIELD_RULES } from '@emr/domain/fieldRules';
import { currentClinicTimeZone } from '@emr/shared-ui';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

const visitShape = z
  .object({
    patient: z.object({ id: z.string(), name: z.string() }).nullable().refine((p) => p !== null, 'add.errors.patient'),
    type: z.string().min(1, 'add.errors.type'),
    providerId: z.string().min(1, 'add.errors.provider'),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'add.errors.day'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'add.errors.time'),
    minutes: z.number().refine((m) => (VISIT_DURATIONS as readonly number[]).includes(m), 'add.errors.minutes'),
    reason: z.string(),
    // recurring follow-ups: the domain's rule (recurrenceProblem), as the server checks it
    repeat: z.boolean(),
    every: z.number(),
    unit: z.enum(['week', 'month']),
    ends: z.enum(['count', 'until']),
    count: z.number(),
    until: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.repeat) return;
    const problem = recurrenceProblem(recurrenceOf(values), values.day);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field === 'recurrence' ? 'every' : problem.field], message: `add.repeat.errors.${problem.field}` });
  });

export type VisitFormValues = z.input<typeof visitShape>;

/** The visit record the form sends (without the series); its time is the clinic's. */
export function visitRecord(values: VisitFormValues): Record<string, unknown> {
  const slot = values.day && values.time ? slotOf(values.day, values.time, values.minutes, currentClinicTimeZone()) : null;
  return { PatientID: values.patient?.id ?? '', VisitType: values.type, VisitDate: slot?.start ?? '', End: slot?.end ?? null, Reason: values.reason.trim() };
}

export function visitFormSchema(t: TFunction) {
  const labels: Record<string, string> = { patient: t('add.patient'), type: t('board.type'), time: t('add.time'), minutes: t('add.minutes'), reason: t('add.reason') };
  return visitShape.superRefine(
    domainRules(t, VISIT_FIELD_RULES, {
      toRecord: visitRecord,
      // the day and time are checked by the form's own rules first: a missing VisitDate is said there
      fields: { VisitType: 'type', End: 'minutes', Reason: 'reason' },
      label: (field) => labels[field] ?? field,
    }),
  );
}

export const REPEAT_DEFAULTS = { repeat: false, every: 1, unit: 'week' as RecurrenceUnit, ends: 'count' as const, count: 4, until: '' };
export { MAX_SERIES_VISITS };

/** The series rule the form describes (null when the visit is not repeated). */
export function recurrenceOf(values: Pick<VisitFormValues, 'repeat' | 'every' | 'unit' | 'ends' | 'count' | 'until'>): Recurrence | null {
  if (!values.repeat) return null;
  return values.ends === 'count' ? { every: values.every, unit: values.unit, count: values.count } : { every: values.every, unit: values.unit, until: values.until };
}

/** The visit's start and planned end, as instants: `time` on `day` in the clinic's zone. */
export function slotOf(day: string, time: string, minutes: number, timeZone: string): { start: string; end: string } | null {
  if (!isCalendarDay(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const start = zonedInstant(day, time, timeZone);
  return { start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() };
}
