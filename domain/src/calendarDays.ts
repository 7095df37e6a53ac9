/**
 * Calendar days in the clinic's time zone: the one module that says which day it is, which day
 * an instant falls on, and which instants a day spans (ADR 0056). Browsers and servers use it.
 *
 * Two rules, never mixed:
 * - A DATE-ONLY value (a date of birth, a date of service, a problem's onset, a due date typed
 *   as a day) is a calendar day, 'YYYY-MM-DD'. Stored as 'YYYY-MM-DD' or as a date-time of that
 *   day ('YYYY-MM-DDT00:00:00.000Z', or noon UTC), it is its first ten characters
 *   (`calendarDayOf`), never converted through a time zone.
 * - An INSTANT (a visit's start, a check-in, a signature) falls on the day its wall clock shows
 *   in the clinic's time zone (`localDay`), and "today" is the clinic's day (`today`), not the
 *   workstation's nor the UTC day: 9 pm in Chicago is already tomorrow in UTC.
 * Day arithmetic (`addDays`, `addMonths`, `monthEnd`, `weekday`) works on the written day alone.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;
/** A calendar month, 'YYYY-MM'. */
export type CalendarMonth = string;
/** An instant: an ISO date-time, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTH = /^(\d{4})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})/;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOfParts = (year: number, month: number, day: number): CalendarDay => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** The day of a UTC date (Date.UTC arithmetic rolls the month and year over). */
const utcDay = (ms: number): CalendarDay => {
  const date = new Date(ms);
  return dayOfParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

function dayParts(day: CalendarDay): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days in a month (1–12) of a year. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no time). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const match = DAY.exec(value);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[3]) >= 1 && Number(match[3]) <= daysInMonth(Number(match[1]), Number(match[2]));
}

/**
 * The calendar day of a DATE-ONLY stored value ('1968-04-12', '1968-04-12T00:00:00.000Z',
 * '1968-04-12T12:00:00.000Z'): its first ten characters when they are a real day, else null.
 * Never use it on an instant (a visit's time): that one's day is `localDay`.
 */
export function calendarDayOf(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return isCalendarDay(day) ? day : null;
}

/**
 * The day of a DATE-ONLY field as stored by any writer: a day written as a day ('YYYY-MM-DD', or a
 * date-time at UTC midnight or noon, as the forms store days) is its first ten characters; a
 * date-time at another time is the instant something happened (older rows, a problem added at a
 * visit), whose day is the clinic's day in `timeZone` (never its UTC day: 8 pm in Chicago is
 * tomorrow in UTC). Null when unreadable.
 */
export function storedDayOf(value: unknown, timeZone: string): CalendarDay | null {
  const day = calendarDayOf(value);
  if (!day || typeof value !== 'string' || value.length === 10 || /^.{10}T(00|12):00(:00(\.0+)?)?(Z|[+-]00:?00)$/.test(value)) return day;
  return Number.isNaN(Date.parse(value)) ? day : localDay(value, timeZone);
}

/** Whether `timeZone` is an IANA time zone this runtime knows ('America/Chicago'). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// one formatter per zone: building one costs far more than using it, and lists call this per row
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function toMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** What a wall clock in `timeZone` shows at an instant: its day, its time (HH:MM) and those read as if UTC. */
export function wallClock(instant: Instant, timeZone: string): { day: CalendarDay; time: string; asUtc: number } {
  const ms = toMs(instant);
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [y, mo, d, h, mi, s] = [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
  return { day: dayOfParts(y, mo, d), time: `${pad(h)}:${pad(mi)}`, asUtc: Date.UTC(y, mo - 1, d, h, mi, s) };
}

/** The day an instant falls on in `timeZone`. */
export const localDay = (instant: Instant, timeZone: string): CalendarDay => wallClock(instant, timeZone).day;

/**
 * The day of a field that holds either a calendar day ('2026-11-30': that day) or an instant
 * (its day in `timeZone`), as a task's due date may; null when it is neither.
 */
export function localDayOf(value: unknown, timeZone: string): CalendarDay | null {
  if (isCalendarDay(value)) return value;
  if (typeof value !== 'string' || value === '' || Number.isNaN(Date.parse(value))) return null;
  return localDay(value, timeZone);
}

/** The wall-clock time (HH:MM, 24 h) of an instant in `timeZone`. */
export const localTime = (instant: Instant, timeZone: string): string => wallClock(instant, timeZone).time;

/** The month an instant falls in, in `timeZone`. */
export const localMonth = (instant: Instant, timeZone: string): CalendarMonth => localDay(instant, timeZone).slice(0, 7);

/** Today in `timeZone` (the clinic's day), at `now` (default: this moment). */
export const today = (timeZone: string, now: Instant = Date.now()): CalendarDay => localDay(now, timeZone);

/** `day` plus `n` days (n may be negative). */
export function addDays(day: CalendarDay, n: number): CalendarDay {
  const [y, m, d] = dayParts(day);
  return utcDay(Date.UTC(y, m - 1, d + n));
}

/**
 * `n` months after a day ('YYYY-MM-DD': the same day of the month, or the month's last day when
 * it is shorter: Jan 31 + 1 month = Feb 28 or 29) or after a month ('YYYY-MM' gives 'YYYY-MM').
 */
export function addMonths(dayOrMonth: CalendarDay | CalendarMonth, n: number): string {
  const month = MONTH.exec(dayOrMonth);
  const [y, m, d] = month ? [Number(month[1]), Number(month[2]), 1] : dayParts(dayOrMonth);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const monthOfYear = index - year * 12 + 1;
  if (month) return `${String(year).padStart(4, '0')}-${pad(monthOfYear)}`;
  return dayOfParts(year, monthOfYear, Math.min(d, daysInMonth(year, monthOfYear)));
}

/** The last day of a month ('YYYY-MM', or any day of it). */
export function monthEnd(month: CalendarMonth | CalendarDay): CalendarDay {
  const [y, m] = dayParts(`${month.slice(0, 7)}-01`);
  return dayOfParts(y, m, daysInMonth(y, m));
}

/** The day of the week of a calendar day: 0 Sunday … 6 Saturday. */
export function weekday(day: CalendarDay): number {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const [y1, m1, d1] = dayParts(from);
  const [y2, m2, d2] = dayParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/**
 * The instant (ISO) at which the wall clock in `timeZone` shows `time` (HH:MM) on `day`. A time
 * skipped by a daylight-saving change (2:30 on a spring-forward night) moves forward by the gap.
 */
export function zonedInstant(day: CalendarDay, time: string, timeZone: string): string {
  const [y, m, d] = dayParts(day);
  const clock = TIME.exec(time);
  if (!clock) throw new RangeError(`Not a time (HH:MM): ${time}`);
  const wall = Date.UTC(y, m - 1, d, Number(clock[1]), Number(clock[2]));
  const offsetAt = (ms: number) => wallClock(ms, timeZone).asUtc - ms;
  const guess = wall - offsetAt(wall);
  const exact = wall - offsetAt(guess);
  // in a skipped hour no instant shows this time: the later reading lands after the gap
  const at = wallClock(exact, timeZone).asUtc === wall ? exact : Math.max(guess, exact);
  return new Date(at).toISOString();
}

/** The first instant of a day in `timeZone` (ISO): the start of a range query over that day. */
export const startOfLocalDay = (day: CalendarDay, timeZone: string): string => zonedInstant(day, '00:00', timeZone);

/** The last millisecond of a day in `timeZone` (ISO): the end of a range query over that day. */
export const endOfLocalDay = (day: CalendarDay, timeZone: string): string => new Date(Date.parse(startOfLocalDay(addDays(day, 1), timeZone)) - 1).toISOString();

/** A day stored in a date-time field (the GraphQL AWSDateTime of a date-only value): UTC midnight of that day. */
export const dayToStored = (day: CalendarDay): string => `${day}T00:00:00.000Z`;
