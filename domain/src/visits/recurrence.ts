/**
 * Recurring follow-ups (`NextVisits`): a first visit repeated every N weeks or months, K times
 * in all or until a day. The series keeps the first visit's local time of day in the clinic's
 * time zone (09:00 stays 09:00 across a daylight-saving change) and its day of the month (a
 * series from Jan 31 falls on Feb 28, then Mar 31). The scheduling form previews the dates with
 * `seriesSlots`; the server (`scheduleVisitSeries`) computes them with the same function and
 * refuses a rule with `recurrenceProblem`'s sentence.
 */
import { addDays, addMonths, wallClock, zonedInstant } from '../calendarDays.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';

// the calendar module's, re-exported where the series rules were first written
export { isTimeZone, zonedInstant } from '../calendarDays.ts';

export const RECURRENCE_UNITS = ['week', 'month'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];
/** The most visits one series books (the first included). */
export const MAX_SERIES_VISITS = 12;
/** The longest step between two visits of a series, per unit. */
export const MAX_RECURRENCE_EVERY: Record<RecurrenceUnit, number> = { week: 26, month: 12 };

/** Every `every` `unit`s, `count` visits in all (the first included) or up to `until` (a day, YYYY-MM-DD). */
export interface Recurrence {
  every: number;
  unit: RecurrenceUnit;
  count?: number | null;
  until?: string | null;
}

export interface Slot {
  start: string;
  end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a rule (the field and the sentence), or null. `firstDay`: the first visit's day. */
export function recurrenceProblem(rule: unknown, firstDay?: string): { field: string; message: string } | null {
  if (typeof rule !== 'object' || rule === null) return { field: 'recurrence', message: 'A recurrence needs every, unit and count or until' };
  const { every, unit, count, until } = rule as Record<string, unknown>;
  if (!RECURRENCE_UNITS.includes(unit as RecurrenceUnit)) return { field: 'unit', message: 'The repeat unit is week or month' };
  const most = MAX_RECURRENCE_EVERY[unit as RecurrenceUnit];
  if (!Number.isInteger(every) || (every as number) < 1 || (every as number) > most) return { field: 'every', message: `Repeat every 1 to ${most} ${unit}s` };
  const hasCount = count !== undefined && count !== null;
  const hasUntil = typeof until === 'string' && until !== '';
  if (hasCount === hasUntil) return { field: 'count', message: 'Give either how many visits or the last day, not both' };
  if (hasCount && (!Number.isInteger(count) || (count as number) < 2 || (count as number) > MAX_SERIES_VISITS)) {
    return { field: 'count', message: `A series has 2 to ${MAX_SERIES_VISITS} visits` };
  }
  if (hasUntil) {
    if (!DAY.test(until as string) || Number.isNaN(Date.parse(until as string))) return { field: 'until', message: 'The last day is a date' };
    if (firstDay && (until as string) <= firstDay) return { field: 'until', message: 'The last day comes after the first visit' };
    if (firstDay && recurrenceDays(firstDay, { every: every as number, unit: unit as RecurrenceUnit, until: until as string }, MAX_SERIES_VISITS + 1).length > MAX_SERIES_VISITS) {
      return { field: 'until', message: `A series has 2 to ${MAX_SERIES_VISITS} visits` };
    }
  }
  return null;
}

/** The rule, or its refusal as a validation error naming the field. */
export function assertRecurrence(rule: unknown, firstDay?: string): Recurrence {
  const problem = recurrenceProblem(rule, firstDay);
  if (problem) throw new AppError(ERROR_TYPES.validation, `${problem.field}: ${problem.message}`, { [problem.field]: problem.message });
  return rule as Recurrence;
}

/**
 * The days of a series (YYYY-MM-DD), the first included: weeks add 7·N days; months keep the
 * first day's day of the month, or the month's last day when it is shorter. Stops at `count`,
 * after `until`, or at `limit`.
 */
export function recurrenceDays(firstDay: string, rule: Recurrence, limit = MAX_SERIES_VISITS): string[] {
  const total = Math.min(rule.count ?? limit, limit);
  const days: string[] = [];
  for (let i = 0; days.length < total; i++) {
    const day = rule.unit === 'week' ? addDays(firstDay, i * 7 * rule.every) : addMonths(firstDay, i * rule.every);
    if (rule.until && day > rule.until) break;
    days.push(day);
  }
  return days;
}

/** The visits of a series: each at the first visit's local time on its day, as long as the first. */
export function seriesSlots(first: Slot, rule: Recurrence, timeZone: string): Slot[] {
  const start = Date.parse(first.start);
  const length = Date.parse(first.end) - start;
  const { day, time } = wallClock(start, timeZone);
  return recurrenceDays(day, rule).map((d) => {
    const at = zonedInstant(d, time, timeZone);
    return { start: at, end: new Date(Date.parse(at) + length).toISOString() };
  });
}
