/**
 * A provider's time: a visit takes from its `VisitDate` to its `End` (the planned end, set
 * when it is scheduled; 30 minutes when a visit has none), and a new visit overlaps those of
 * the same provider whose time it shares — cancelled and missed visits hold no time.
 */
import { VISIT_CANCELLED_STATUSES, visitStatusOf } from './visitStatus.ts';

type Fields = Record<string, unknown>;

export const DEFAULT_VISIT_MINUTES = 30;
export const VISIT_DURATIONS = [10, 15, 20, 30, 45, 60, 90] as const;

/** When a visit ends (ms): its End, else its start plus the default length. */
export function visitEndMs(row: Fields): number {
  const start = Date.parse(String(row['VisitDate'] ?? ''));
  const end = Date.parse(String(row['End'] ?? ''));
  return Number.isNaN(end) || end <= start ? start + DEFAULT_VISIT_MINUTES * 60_000 : end;
}

/** The visits among `booked` (one provider's) whose time the slot [start, end) shares; `ignoreId`: the visit being moved. */
export function overlappingVisits<T extends Fields>(slot: { start: string; end: string }, booked: readonly T[], ignoreId?: string): T[] {
  const [start, end] = [Date.parse(slot.start), Date.parse(slot.end)];
  return booked.filter((row) => {
    if (row['id'] === ignoreId || VISIT_CANCELLED_STATUSES.includes(visitStatusOf(row))) return false;
    const from = Date.parse(String(row['VisitDate'] ?? ''));
    return from < end && visitEndMs(row) > start;
  });
}
