/**
 * The visits' rule modules (recordRules.ts): a visit's status moves (one step at a time, the
 * check-in and check-out stamped, a check-out only with a complete wrap-up: visits/visitStatus.ts)
 * and the visit note locked once signed (visits/notes.ts). Neither reads other rows.
 */
import { applyNoteRules, assertNoteDeletable } from '../visits/notes.ts';
import { applyVisitStatusRules } from '../visits/visitStatus.ts';
import type { RecordRules } from './ruleTypes.ts';

export const visitRules: RecordRules = {
  apply: ({ before, now }, row) => applyVisitStatusRules(before, row, now),
};

export const noteRules: RecordRules = {
  apply: ({ before }, row) => applyNoteRules(before, row),
  checkDelete: ({ before }) => {
    if (before) assertNoteDeletable(before);
  },
};
