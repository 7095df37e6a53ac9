/** The task rule module (recordRules.ts): tasks/taskRules.ts, with the assignee read in the caller's clinic. */
import { applyTaskRules } from '../tasks/taskRules.ts';
import type { Reads, RecordRules } from './ruleTypes.ts';

const assigneeOf = (input: Readonly<Record<string, unknown>>) => (typeof input['AssignedTo'] === 'string' && input['AssignedTo'] ? input['AssignedTo'] : null);

export const taskRules: RecordRules = {
  reads: ({ input, before }): Reads => {
    const assignee = assigneeOf(input);
    return assignee && assignee !== before?.['AssignedTo'] ? { assignee: { get: assignee } } : {};
  },
  apply: ({ before, now }, row, got) => applyTaskRules(before, row, now, got.has('assignee') ? got.row('assignee') : undefined),
};
