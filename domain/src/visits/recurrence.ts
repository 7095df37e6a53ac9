/**
 * Recurring follow-ups (`NextVisits`): a first visit repeated every N weeks or months, K times
 * in all or until a day. The series keeps the first visit's local time of day in the clinic's
 * time zone (09:00 stays 09:00 across a daylight-saving change) and its day of the month (a
 * series from Jan 31 falls on Feb 28, then Mar 31). The scheduling form previews the dates with
 * `seriesSlots`; the server (`scheduleVisitSeries`) computes them with the same function and
 * refuses a rule with `recurrenceProblem`'s sentence.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';

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
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

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
  const [y, m, d] = firstDay.split('-').map(Number) as [number, number, number];
  const total = Math.min(rule.count ?? limit, limit);
  const days: string[] = [];
  for (let i = 0; days.length < total; i++) {
    let day: string;
    if (rule.unit === 'week') {
      const at = new Date(Date.UTC(y, m - 1, d + i * 7 * rule.every));
      day = dayOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
    } else {
      const months = m - 1 + i * rule.every;
      const year = y + Math.floor(months / 12);
      const month = (months % 12) + 1;
      day = dayOf(year, month, Math.min(d, daysInMonth(year, month)));
    }
    if (rule.until && day > rule.until) break;
    days.push(day);
  }
  return days;
}

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(ms: number, timeZone: string): { day: string; time: string; asUtc: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [y, mo, d, h, mi, s] = [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
  return { day: dayOf(y, mo, d), time: `${pad(h)}:${pad(mi)}`, asUtc: Date.UTC(y, mo - 1, d, h, mi, s) };
}

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant (ISO) of a local day and time (HH:MM) in a time zone; a time skipped by a DST change moves forward by the gap. */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const offsetAt = (ms: number) => zonedParts(ms, timeZone).asUtc - ms;
  const guess = wall - offsetAt(wall);
  const exact = wall - offsetAt(guess);
  // in a skipped hour no instant shows this time: the later reading lands after the gap
  const at = zonedParts(exact, timeZone).asUtc === wall ? exact : Math.max(guess, exact);
  return new Date(at).toISOString();
}

/** The visits of a series: each at the first visit's local time on its day, as long as the first. */
export function seriesSlots(first: Slot, rule: Recurrence, timeZone: string): Slot[] {
  const start = Date.parse(first.start);
  const length = Date.parse(first.end) - start;
  const { day, time } = zonedParts(start, timeZone);
  return recurrenceDays(day, rule).map((d) => {
    const at = zonedInstant(d, time, timeZone);
    return { start: at, end: new Date(Date.parse(at) + length).toISOString() };
  });
}
