/**
 * /apps/tasks/list: my open tasks (index 4), every open task or every done one (index 3), by due
 * date, one server page at a time; marking one done stamps `TimeCompleted` (the server keeps
 * the assignment history).
 */
import { queries } from '@emr/domain';
import { type EmrRecord, bool, records, selection, str, useClinicId, useCurrentUserId, useRecord, useRecordMutation, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';

export const TASK_FIELDS = selection('Task', 'TaskType', 'Priority', 'AssignedTo', 'DueDate', 'Done', 'PatientID', 'TimeCompleted');
export const TASK_VIEWS = ['mine', 'open', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export interface TaskRow {
  id: string;
  version: number;
  task: string;
  type: string;
  priority: string;
  assignedTo: string;
  due: string;
  done: boolean;
  patientId: string;
}

const toTask = (row: EmrRecord): TaskRow => ({
  id: row.id,
  version: row.Version,
  task: str(row['Task']),
  type: str(row['TaskType']),
  priority: str(row['Priority']),
  assignedTo: str(row['AssignedTo']),
  due: str(row['DueDate']),
  done: bool(row['Done']),
  patientId: str(row['PatientID']),
});

export function useTasks(view: TaskView) {
  const clinicId = useClinicId();
  const me = useCurrentUserId();
  const query = !clinicId ? null : view === 'mine' ? (me ? queries.openTasksForUser(clinicId, me) : null) : queries.tasksByState(clinicId, view === 'open' ? 'Open' : 'Done');
  const pages = useServerPages(query, { pageSize: 25, selectionSet: TASK_FIELDS });
  const tasks = useMemo(() => pages.rows.map(toTask), [pages.rows]);
  return { ...pages, tasks };
}

export function useCompleteTask() {
  return useRecordMutation((task: TaskRow) => records.update({ id: task.id, Version: task.version }, { Done: true, TimeCompleted: new Date().toISOString() }));
}

export const TASK_PAGE_FIELDS = [...TASK_FIELDS, 'Start', 'Supervised', 'Time', 'ProviderTime', 'AssignmentHistory'];

/** One task with everything its page shows. */
export function useTask(taskId: string | null) {
  return useRecord(taskId, { selectionSet: TASK_PAGE_FIELDS });
}

/** Creates a task (open) or changes one on the Version it was read at; the server checks the assignee and stamps the times. */
export function useSaveTask() {
  return useRecordMutation(({ task, fields }: { task: Pick<EmrRecord, 'id' | 'Version'> | null; fields: Record<string, unknown> }) =>
    task ? records.update(task, fields) : records.create('Task', { ...fields, Done: false }),
  );
}
