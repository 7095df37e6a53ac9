/**
 * The visits' rule modules (recordRules.ts): a visit's status moves (a new visit Scheduled, one
 * step at a time, the check-in and check-out stamped: visits/visitStatus.ts), its state on every
 * write that leaves it so (a checked-out visit has its times, a complete wrap-up and a signed
 * note, the visit's notes read for it: `assertVisitState`), the wrap-up's diagnoses codes of the
 * bundled ICD-10-CM set, its provider (`AssignedTo`, when set or changed) a staff member of the
 * caller's clinic, and the visit note locked once signed (visits/notes.ts).
 */
import { codeSet } from '../codes/codeSets.ts';
import { UNKNOWN_ICD10_MESSAGE } from '../codes/diagnosisCodes.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { pk } from '../keys.ts';
import { applyNoteRules, assertNoteDeletable } from '../visits/notes.ts';
import { applyVisitStatusRules, assertVisitState, visitStatusOf } from '../visits/visitStatus.ts';
import { latestWrapUp, wrapUpNote } from '../visits/wrapUp.ts';
import type { Fields, Reads, RecordRules } from './ruleTypes.ts';

const providerOf = (input: Readonly<Record<string, unknown>>) => (typeof input['AssignedTo'] === 'string' && input['AssignedTo'] ? input['AssignedTo'] : null);

/** A wrap-up sent with a diagnosis the bundled ICD-10-CM set does not hold is refused. */
function assertWrapUpCodes(input: Readonly<Fields>): void {
  if (!('WrapUps' in input)) return;
  const unknown = latestWrapUp(input).diagnoses.find((code) => !codeSet('ICD10CM').get(code));
  if (unknown) throw new AppError(ERROR_TYPES.validation, `WrapUps: ${unknown}: ${UNKNOWN_ICD10_MESSAGE}`, { WrapUps: `${unknown}: ${UNKNOWN_ICD10_MESSAGE}` });
}

export const visitRules: RecordRules = {
  reads: ({ input, before }): Reads => {
    const provider = providerOf(input);
    return provider && provider !== before?.['AssignedTo'] ? { provider: { get: provider } } : {};
  },
  apply: ({ before, input, now }, row, got) => {
    if (got.has('provider') && got.row('provider')?.EntityType !== 'User') {
      throw new AppError(ERROR_TYPES.validation, `AssignedTo: no staff member ${String(row['AssignedTo'])} in your clinic`, { AssignedTo: 'Not a staff member of this clinic' });
    }
    assertWrapUpCodes(input);
    return applyVisitStatusRules(before, row, now);
  },
  // a checked-out visit's note, read for its checklist, however the visit got there
  invariantReads: ({ caller }, row): Reads => (visitStatusOf(row) === 'CheckedOut' ? { notes: { query: { index: 5, pk: pk.parent(caller.clinicId, 'Note', row.id) } } } : {}),
  invariant: (_w, row, got) => assertVisitState(row, got.has('notes') ? wrapUpNote(got.rows('notes')) : undefined),
};

export const noteRules: RecordRules = {
  apply: ({ before }, row) => applyNoteRules(before, row),
  checkDelete: ({ before }) => {
    if (before) assertNoteDeletable(before);
  },
};
