/**
 * /apps/tasks/list: my open or done tasks (index 4), every open or every done one (index 3), by due
 * date, one server page at a time, narrowed by priority, due date, type (the text it contains) and
 * patient (the server's filter);
 * marking one done stamps `TimeCompleted` (the server keeps the assignment history).
 */
import { type IndexQuery, addDays, endOfLocalDay, queries, startOfLocalDay } from '@emr/domain';
import { type EmrRecord, type PageSource, bool, records, selection, str, useClinicId, useClinicTimeZone, useClinicToday, useCurrentUserId, useRecord, useRecordMutation, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';

export const TASK_FIELDS = selection('Task', 'TaskType', 'Priority', 'AssignedTo', 'DueDate', 'Done', 'PatientID', 'TimeCompleted');
export const TASK_VIEWS = ['mine', 'mineDone', 'open', 'done'] as const;
export const TASK_DUE = ['any', 'overdue', 'today', 'week'] as const;
export type TaskDue = (typeof TASK_DUE)[number];
export const ANY_PRIORITY = 'any';
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

type Filter = Record<string, unknown>;

/** What the list is narrowed by (each empty or `any` when it is not). */
export interface TaskFilters {
  priority: string;
  due: TaskDue;
  /** Text the task's type contains (as typed: the server compares exactly). */
  type: string;
  patientId: string;
}

/** The server filter of the list's filters (`today`: the clinic's day, YYYY-MM-DD, in `timeZone`). */
export function taskFilter({ priority, due, type, patientId }: TaskFilters, today: string, timeZone: string): Filter | undefined {
  const parts: Filter[] = [];
  if (priority !== ANY_PRIORITY) parts.push({ Priority: { eq: priority } });
  if (type.trim()) parts.push({ TaskType: { contains: type.trim() } });
  if (patientId) parts.push({ PatientID: { eq: patientId } });
  const start = startOfLocalDay(today, timeZone);
  if (due === 'overdue') parts.push({ DueDate: { lt: start } });
  if (due === 'today') parts.push({ DueDate: { between: [start, endOfLocalDay(today, timeZone)] } });
  if (due === 'week') parts.push({ DueDate: { between: [start, startOfLocalDay(addDays(today, 7), timeZone)] } });
  return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts };
}

function viewQuery(clinicId: string, me: string | null, view: TaskView): IndexQuery | null {
  if (view === 'open' || view === 'done') return queries.tasksByState(clinicId, view === 'open' ? 'Open' : 'Done');
  if (!me) return null;
  return view === 'mine' ? queries.openTasksForUser(clinicId, me) : queries.doneTasksForUser(clinicId, me);
}

const filtered = (filter: Filter | undefined): PageSource<EmrRecord> => ({
  id: JSON.stringify(filter ?? null),
  read: (query, page) => records.query(query, { ...page, selectionSet: TASK_FIELDS, ...(filter ? { filter } : {}) }),
});

export function useTasks(view: TaskView, filters: TaskFilters) {
  const clinicId = useClinicId();
  const me = useCurrentUserId();
  const query = clinicId ? viewQuery(clinicId, me, view) : null;
  const filter = taskFilter(filters, useClinicToday(), useClinicTimeZone());
  const source = useMemo(() => filtered(filter), [JSON.stringify(filter ?? null)]);
  const pages = useServerPages(query, { pageSize: 25, source });
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
