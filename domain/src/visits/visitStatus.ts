/**
 * A visit's status moves (spec §2, /apps/visits/list): one step at a time along the day,
 * Scheduled → CheckedIn → InProgress → WrapUp → CheckedOut, or from Scheduled to Cancelled or
 * NoShow with a `CancellationReason`. The server applies `applyVisitStatusRules` to every
 * Visit write: a move not in `VISIT_MOVES` is refused with an AppError naming `VisitStatus`,
 * and the server's clock stamps `CheckInTime` and `CheckOutTime` on the moves that record them;
 * an update never sets them otherwise (whatever the client sent, the stored times stay).
 * A check-out needs a complete wrap-up (wrapUp.ts), checked with the visit's note the server reads. The board offers only the moves this table allows. A new visit may be stored at any status
 * (a past visit recorded from the chart), but a cancelled or missed one needs its reason.
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

/** The statuses a visit at `status` may move to next. */
export const nextVisitStatuses = (status: VisitStatus): readonly VisitStatus[] => VISIT_MOVES[status];

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The visit as it will be stored after a write (`before`: the stored row on an update,
 * undefined on a create; `row`: the row as the write would store it; `note`: the visit's note,
 * read for a check-out), or an AppError refusing it.
 */
export function applyVisitStatusRules(before: Fields | undefined, row: Fields, now: string, note?: WrapUpNote): Fields {
  const to = visitStatusOf(row);
  if (VISIT_CANCELLED_STATUSES.includes(to) && !hasText(row['CancellationReason'])) {
    throw new AppError(ERROR_TYPES.validation, `A visit moved to VisitStatus ${to} needs a CancellationReason`, {
      CancellationReason: 'Required',
    });
  }
  if (!before) return row;
  const from = visitStatusOf(before);
  const kept = { ...row, CheckInTime: before['CheckInTime'] ?? null, CheckOutTime: before['CheckOutTime'] ?? null };
  if (from === to) return kept;
  if (!VISIT_MOVES[from].includes(to)) {
    const allowed = VISIT_MOVES[from];
    throw new AppError(
      ERROR_TYPES.validation,
      `VisitStatus cannot move from ${from} to ${to}: ${allowed.length ? `from ${from} a visit moves to ${allowed.join(', ')}` : `${from} is final`}`,
      { VisitStatus: `Cannot move from ${from} to ${to}` },
    );
  }
  if (to === 'CheckedIn') return { ...kept, CheckInTime: now };
  if (to === 'CheckedOut') {
    assertWrapUpComplete(row, note);
    return { ...kept, CheckOutTime: now };
  }
  return kept;
}
