/**
 * A task's server rules (spec §2 /apps/tasks): it is assigned to a staff member of the caller's
 * clinic (an id of another clinic, or of anything but a user, is refused naming `AssignedTo`);
 * the server's clock stamps `Start` when the task is first started and `TimeCompleted` when it is
 * marked done (a reopened task loses it); neither is moved by a client afterwards. Who assigned
 * it to whom and when is its `AssignmentHistory` (histories.ts).
 */
import { AppError, ERROR_TYPES } from '../errors.ts';

type Fields = Record<string, unknown>;

export const TASK_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The task as it will be stored (`before`: the stored row on an update, undefined on a create;
 * `assignee`: the row `AssignedTo` names, read in the caller's clinic), or an AppError refusing it.
 */
export function applyTaskRules(before: Fields | undefined, row: Fields, now: string, assignee: Fields | undefined): Fields {
  const assignedTo = row['AssignedTo'];
  if (present(assignedTo) && assignedTo !== before?.['AssignedTo'] && assignee?.['EntityType'] !== 'User') {
    throw new AppError(ERROR_TYPES.validation, `AssignedTo: no staff member ${String(assignedTo)} in your clinic`, { AssignedTo: 'Not a staff member of this clinic' });
  }
  const started = present(before?.['Start']) ? before!['Start'] : present(row['Start']) ? now : null;
  const done = row['Done'] === true;
  const completed = !done ? null : before?.['Done'] === true && present(before['TimeCompleted']) ? before['TimeCompleted'] : now;
  return { ...row, Start: started, TimeCompleted: completed };
}
