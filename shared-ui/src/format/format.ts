/**
 * Dates, times, money and names as a person reads them, in the interface language: the one
 * formatting module of the shell and every remote.
 *
 * A day-only value (a date of birth, a start date: `1980-05-01`) is a calendar day, not an
 * instant: it is formatted in UTC, so it never moves a day in a time zone west of UTC
 * (`new Date('1980-05-01')` is UTC midnight, the evening before in New York).
 */
import { directionOf } from '../i18n/bidi.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function instant(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const unreadable = (value: unknown) => (typeof value === 'string' ? value : '');

/** A calendar day, or the day of a timestamp in the browser's time zone ('' when empty, the text itself when unreadable). */
export function formatDate(value: unknown, language: string): string {
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(DAY_ONLY.test(value as string) ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** A timestamp's day and time in the browser's time zone; a day-only value shows as its day. */
export function formatDateTime(value: unknown, language: string): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return formatDate(value, language);
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The time of a timestamp (browser's time zone), or a wall-clock time as stored (`14:30`). */
export function formatTime(value: unknown, language: string): string {
  const clock = typeof value === 'string' ? TIME_ONLY.exec(value) : null;
  if (clock) {
    const wall = new Date(Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])));
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(wall);
  }
  const date = instant(value);
  if (!date) return unreadable(value);
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
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

/** Whole years between a date of birth (YYYY-MM-DD…) and `today`; null when unreadable. */
export function ageInYears(dob: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < dayOfMonth)) age -= 1;
  return age >= 0 ? age : null;
}

/** Today's date as YYYY-MM-DD in the browser's time zone (for date inputs and "not in the future"). */
export function todayIso(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
