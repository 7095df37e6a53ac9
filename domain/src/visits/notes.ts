/**
 * A visit note (kind Note, `LinkedToVisit`): a draft (`Status` Draft) saved as it is typed, then
 * signed (`Status` Signed). No one edits or deletes a signed note — a correction is an addendum,
 * a new signed Note whose `CustomID` names the note it adds to. The server applies
 * `applyNoteRules` to every Note update and `assertNoteDeletable` to every delete.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';

type Fields = Record<string, unknown>;

export const NOTE_STATUSES = ['Draft', 'Signed'] as const;
const signed = (row: Fields | undefined) => row?.['Status'] === 'Signed';
const lockedError = () => new AppError(ERROR_TYPES.validation, 'A signed note cannot change: add an addendum instead', { Status: 'Signed' });

/** The note as stored after an update, or the refusal of a change to a signed note. */
export function applyNoteRules(before: Fields | undefined, row: Fields): Fields {
  if (signed(before)) throw lockedError();
  return row;
}

export function assertNoteDeletable(row: Fields): void {
  if (signed(row)) throw lockedError();
}
