/** The task form's fields and rules (the priorities are the server's, @emr/domain); messages are translation keys of `visits`. */
import { TASK_PRIORITIES } from '@emr/domain';
import { type EmrRecord, bool, str } from '@emr/shared-ui';
import { z } from 'zod';

const minutes = z.string().regex(/^(\d{1,3})?$/, 'taskForm.errors.minutes');

export const taskFormSchema = z.object({
  task: z.string().trim().min(1, 'taskForm.errors.task').max(500, 'taskForm.errors.task'),
  type: z.string().max(100),
  priority: z.enum(TASK_PRIORITIES),
  assignedTo: z.string().min(1, 'taskForm.errors.assignedTo'),
  due: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'taskForm.errors.due'),
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  supervised: z.boolean(),
  time: minutes,
  providerTime: minutes,
});

export type TaskFormValues = z.input<typeof taskFormSchema>;

/** A due day is due by the end of the clinic's afternoon (5 p.m. local), as the demo's tasks are. */
const dueInstant = (day: string) => (day ? new Date(`${day}T17:00:00`).toISOString() : null);
const dayOf = (instant: string) => {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

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
    Time: values.time || null,
    ProviderTime: values.providerTime || null,
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
