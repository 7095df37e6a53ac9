/**
 * The task form's fields and rules: the record's are the domain's (TASK_FIELD_RULES — what, type,
 * priority, due date, minutes — which the server validates with, same sentences), run over the
 * record the form would send; who does it is the form's own (a key of `visits`).
 */
import { isCalendarDay, localDayOf, zonedInstant } from '@emr/domain';
import { TASK_PRIORITIES } from '@emr/domain/visits';
import { TASK_FIELD_RULES } from '@emr/domain/fieldRules';
import { type EmrRecord, bool, currentClinicTimeZone, str } from '@emr/shared-ui';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

const taskShape = z.object({
  task: z.string(),
  type: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  assignedTo: z.string().min(1, 'taskForm.errors.assignedTo'),
  due: z.string(),
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  supervised: z.boolean(),
  time: z.string(),
  providerTime: z.string(),
});

export type TaskFormValues = z.input<typeof taskShape>;

/** Record field → form field. */
const TASK_FORM_FIELDS = { Task: 'task', TaskType: 'type', Priority: 'priority', DueDate: 'due', Time: 'time', ProviderTime: 'providerTime' };

export function taskFormSchema(t: TFunction) {
  const labels: Record<string, string> = { task: t('tasks.columns.task'), type: t('tasks.columns.type'), priority: t('tasks.columns.priority'), due: t('tasks.columns.due'), time: t('taskForm.time'), providerTime: t('taskForm.providerTime') };
  return taskShape.superRefine(domainRules(t, TASK_FIELD_RULES, { toRecord: taskFields, fields: TASK_FORM_FIELDS, label: (field) => labels[field] ?? field }));
}

/** A due day is due by the end of the clinic's afternoon (5 p.m. in the clinic's zone), as the demo's tasks are. */
const dueInstant = (day: string) => {
  // an unreadable day is sent as typed: the domain's rule names it
  return !day ? null : isCalendarDay(day) ? zonedInstant(day, '17:00', currentClinicTimeZone()) : day;
};
const dayOf = (instant: string) => localDayOf(instant, currentClinicTimeZone()) ?? '';

/** The row's fields of the form's values. */
export function taskFields(values: TaskFormValues): Record<string, unknown> {
  return {
    Task: values.task.trim(),
    TaskType: values.type.trim() || null,
    Priority: values.priority,
    AssignedTo: values.assignedTo,
    DueDate: dueInstant(values.due),
    PatientID: values.patient?.id ?? null,
    Supervised: values.supervised,
    Time: values.time.trim() || null,
    ProviderTime: values.providerTime.trim() || null,
  };
}

/** The form's values of a stored task (`patientName` as the chart names the patient). */
export function taskValues(row: EmrRecord, patientName: string | undefined): TaskFormValues {
  const patientId = str(row['PatientID']);
  const priority = str(row['Priority']);
  return {
    task: str(row['Task']),
    type: str(row['TaskType']),
    priority: (TASK_PRIORITIES as readonly string[]).includes(priority) ? (priority as TaskFormValues['priority']) : 'Normal',
    assignedTo: str(row['AssignedTo']),
    due: dayOf(str(row['DueDate'])),
    patient: patientId ? { id: patientId, name: patientName ?? patientId } : null,
    supervised: bool(row['Supervised']),
    time: str(row['Time']),
    providerTime: str(row['ProviderTime']),
  };
}
