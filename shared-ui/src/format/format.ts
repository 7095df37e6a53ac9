/**
 * Dates, times, money and names as a person reads them, in the interface language: the one
 * formatting module of the shell and every remote.
 *
 * Times are shown in the clinic's time zone (`currentClinicTimeZone`), not the workstation's: a
 * UTC workstation shows the 8 am visit of a Chicago clinic at 8 am. A date-only value (a date of
 * birth, a date of service: `1980-05-01`, or stored as `1980-05-01T00:00:00.000Z`) is a calendar
 * day, not an instant: `formatDay` shows its written day, never moved through a zone
 * (`new Date('1980-05-01')` is UTC midnight, the evening before in Chicago). ADR 0056.
 */
import { type CalendarDay, calendarDayOf, storedDayOf } from '@emr/domain';
import { directionOf } from '../i18n/bidi.ts';
import { clinicToday, currentClinicTimeZone } from '../session/clinicTime.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function instant(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const unreadable = (value: unknown) => (typeof value === 'string' ? value : '');

/** A calendar day as a day ('Apr 12, 1968'), drawn in UTC so it never moves. */
const dayText = (day: CalendarDay, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * A DATE-ONLY value (a date of birth, a date of service, an onset, a due day) as its calendar
 * day, whether stored as '1968-04-12' or '1968-04-12T00:00:00.000Z' (a date-time at another hour,
 * as older rows hold, is the clinic's day of that instant: `storedDayOf`); '' when empty, the
 * text itself when unreadable.
 */
export function formatDay(value: unknown, language: string, timeZone: string = currentClinicTimeZone()): string {
  const day = storedDayOf(value, timeZone);
  return day ? dayText(day, language) : unreadable(value);
}

/** The day of an instant in the clinic's time zone; a day-only value ('1968-04-12') shows as its day. */
export function formatDate(value: unknown, language: string, timeZone: string = currentClinicTimeZone()): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return dayText(value, language);
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** An instant's day and time in the clinic's time zone; a day-only value shows as its day. */
export function formatDateTime(value: unknown, language: string, timeZone: string = currentClinicTimeZone()): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return dayText(value, language);
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The time of an instant in the clinic's time zone, or a wall-clock time as stored (`14:30`). */
export function formatTime(value: unknown, language: string, timeZone: string = currentClinicTimeZone()): string {
  const clock = typeof value === 'string' ? TIME_ONLY.exec(value) : null;
  if (clock) {
    const wall = new Date(Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])));
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(wall);
  }
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(date);
}

/**
 * A time zone as a person picks it: its generic name in the interface language and its city
 * ("Central Time (Chicago)", "heure du Centre (Chicago)"); the IANA name when the runtime has no name for it.
 */
export function formatTimeZone(timeZone: string, language: string): string {
  const city = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  try {
    const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
    return name ? `${name} (${city})` : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * An amount in integer cents (the domain's money, `@emr/domain` toCents) as currency. Right to
 * left, the currency's code: Arabic writes "11,584.40 US$", and in a right-to-left line the bidi
 * algorithm sends that "$" to the far side of the "US" ("$US 11,584.40"); "USD" keeps together.
 */
export function formatMoney(cents: number, language: string, currency = 'USD'): string {
  const display = directionOf(language) === 'rtl' ? 'code' : 'symbol';
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: display }).format(cents / 100);
}

export interface PersonName {
  first?: string | null;
  middle?: string | null;
  last?: string | null;
}

/** "Maria Ann Lopez" (`given` first), or "Lopez, Maria Ann" (`family` first, as lists sort). */
export function formatName({ first, middle, last }: PersonName, order: 'given' | 'family' = 'given'): string {
  const given = [first, middle].filter(Boolean).join(' ');
  return order === 'family' ? [last, given].filter(Boolean).join(', ') : [given, last].filter(Boolean).join(' ');
}

/** "NW" for "Nora Whitaker": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Whole years from a date of birth (a date-only value) to `today` (default: the clinic's today); null when unreadable. */
export function ageInYears(dob: string | null | undefined, today: CalendarDay = clinicToday()): number | null {
  const born = calendarDayOf(dob);
  if (!born) return null;
  let age = Number(today.slice(0, 4)) - Number(born.slice(0, 4));
  if (today.slice(5, 10) < born.slice(5, 10)) age -= 1;
  return age >= 0 ? age : null;
}
