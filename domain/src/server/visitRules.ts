/**
 * The visits' rule modules (recordRules.ts): a visit's status moves (one step at a time, the
 * check-in and check-out stamped, a check-out only with a complete wrap-up: visits/visitStatus.ts),
 * its provider (`AssignedTo`, when set or changed) a staff member of the caller's clinic, and the
 * visit note locked once signed (visits/notes.ts).
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { applyNoteRules, assertNoteDeletable } from '../visits/notes.ts';
import { applyVisitStatusRules } from '../visits/visitStatus.ts';
import type { Reads, RecordRules } from './ruleTypes.ts';

const providerOf = (input: Readonly<Record<string, unknown>>) => (typeof input['AssignedTo'] === 'string' && input['AssignedTo'] ? input['AssignedTo'] : null);

export const visitRules: RecordRules = {
  reads: ({ input, before }): Reads => {
    const provider = providerOf(input);
    return provider && provider !== before?.['AssignedTo'] ? { provider: { get: provider } } : {};
  },
  apply: ({ before, now }, row, got) => {
    if (got.has('provider') && got.row('provider')?.EntityType !== 'User') {
      throw new AppError(ERROR_TYPES.validation, `AssignedTo: no staff member ${String(row['AssignedTo'])} in your clinic`, { AssignedTo: 'Not a staff member of this clinic' });
    }
    return applyVisitStatusRules(before, row, now);
  },
};

export const noteRules: RecordRules = {
  apply: ({ before }, row) => applyNoteRules(before, row),
  checkDelete: ({ before }) => {
    if (before) assertNoteDeletable(before);
  },
};
