/**
 * A visit's status moves (spec §2, /apps/visits/list): one step at a time along the day,
 * Scheduled → CheckedIn → InProgress → WrapUp → CheckedOut, or from Scheduled to Cancelled or
 * NoShow with a `CancellationReason`. The server applies `applyVisitStatusRules` to every
 * Visit write: a move not in `VISIT_MOVES` is refused with an AppError naming `VisitStatus`,
 * and the server's clock stamps `CheckInTime` and `CheckOutTime` on the moves that record them;
 * they are the server's fields (a client never writes them). A new visit is Scheduled.
 * Beside the moves, `assertVisitState` holds on every visit as stored, whatever path wrote it:
 * a checked-out visit has its times, a complete wrap-up (wrapUp.ts) and a signed note, which
 * the server reads. The board offers only the moves this table allows.
 */
import { VISIT_STATUSES } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { type WrapUpNote, assertWrapUpComplete } from './wrapUp.ts';

export type VisitStatus = (typeof VISIT_STATUSES)[number];
type Fields = Record<string, unknown>;

/** The statuses each status may move to. */
export const VISIT_MOVES: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  Scheduled: ['CheckedIn', 'Cancelled', 'NoShow'],
  CheckedIn: ['InProgress'],
  InProgress: ['WrapUp'],
  WrapUp: ['CheckedOut'],
  CheckedOut: [],
  Cancelled: [],
  NoShow: [],
};

/** The statuses that end a visit without it taking place: they need a `CancellationReason`. */
export const VISIT_CANCELLED_STATUSES: readonly VisitStatus[] = ['Cancelled', 'NoShow'];

export const isVisitStatus = (value: unknown): value is VisitStatus => typeof value === 'string' && (VISIT_STATUSES as readonly string[]).includes(value);

/** A visit without a status is Scheduled (as every screen shows it). */
export const visitStatusOf = (row: Fields | undefined): VisitStatus => (isVisitStatus(row?.['VisitStatus']) ? row['VisitStatus'] : 'Scheduled');

/** The status every visit starts at: the others are reached by `VISIT_MOVES`, one step at a time. */
export const VISIT_FIRST_STATUS: VisitStatus = 'Scheduled';

/** The statuses a visit at `status` may move to next. */
export const nextVisitStatuses = (status: VisitStatus): readonly VisitStatus[] => VISIT_MOVES[status];

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The visit as it will be stored after a write's status move (`before`: the stored row on an
 * update, undefined on a create; `row`: the row as the write would store it), or an AppError
 * refusing the move: a new visit is Scheduled; a move is one of `VISIT_MOVES`; the server's
 * clock stamps the check-in and the check-out, and keeps them otherwise; the row's state is
 * then checked (`assertVisitState`, with the visit's note when it was read).
 */
export function applyVisitStatusRules(before: Fields | undefined, row: Fields, now: string, note?: WrapUpNote): Fields {
  const to = visitStatusOf(row);
  if (!before) {
    if (to !== VISIT_FIRST_STATUS) {
      throw new AppError(ERROR_TYPES.validation, `A new visit is ${VISIT_FIRST_STATUS}: it moves to ${to} one step at a time (${VISIT_MOVES[VISIT_FIRST_STATUS].join(', ')} first)`, {
        VisitStatus: `A new visit is ${VISIT_FIRST_STATUS}`,
      });
    }
    const booked = { ...row, CheckInTime: null, CheckOutTime: null };
    assertVisitState(booked, note);
    return booked;
  }
  const from = visitStatusOf(before);
  const kept = { ...row, CheckInTime: before['CheckInTime'] ?? null, CheckOutTime: before['CheckOutTime'] ?? null };
  if (from !== to && !VISIT_MOVES[from].includes(to)) {
    const allowed = VISIT_MOVES[from];
    throw new AppError(
      ERROR_TYPES.validation,
      `VisitStatus cannot move from ${from} to ${to}: ${allowed.length ? `from ${from} a visit moves to ${allowed.join(', ')}` : `${from} is final`}`,
      { VisitStatus: `Cannot move from ${from} to ${to}` },
    );
  }
  const moved = from === to ? kept : to === 'CheckedIn' ? { ...kept, CheckInTime: now } : to === 'CheckedOut' ? { ...kept, CheckOutTime: now } : kept;
  assertVisitState(moved, note);
  return moved;
}

/** The statuses at which the patient has arrived (the visit has its check-in time). */
const ARRIVED: readonly VisitStatus[] = ['CheckedIn', 'InProgress', 'WrapUp', 'CheckedOut'];

/**
 * A visit's state rules, on the row as stored, however it got there (every write that leaves a
 * visit in a state is checked, the server's own included): a cancelled or missed visit has its
 * `CancellationReason`; a visit the patient arrived at has its `CheckInTime`; a checked-out visit
 * has its `CheckOutTime` and, checked with `note` (its note as the server reads it for this: none
 * is an unsigned one), a complete latest wrap-up and a signed note whose diagnoses are on it.
 */
export function assertVisitState(row: Fields, note?: WrapUpNote): void {
  const status = visitStatusOf(row);
  if (VISIT_CANCELLED_STATUSES.includes(status) && !hasText(row['CancellationReason'])) {
    throw new AppError(ERROR_TYPES.validation, `A visit moved to VisitStatus ${status} needs a CancellationReason`, { CancellationReason: 'Required' });
  }
  if (ARRIVED.includes(status) && !hasText(row['CheckInTime'])) {
    throw new AppError(ERROR_TYPES.validation, `A visit at VisitStatus ${status} has its CheckInTime, which the server stamps at the check-in`, { VisitStatus: 'Not checked in' });
  }
  if (status !== 'CheckedOut') return;
  if (!hasText(row['CheckOutTime'])) throw new AppError(ERROR_TYPES.validation, 'A checked-out visit has its CheckOutTime, which the server stamps at the check-out', { VisitStatus: 'Not checked out' });
  if (note) assertWrapUpComplete(row, note);
}
