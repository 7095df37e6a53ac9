/** Dates and values as a person reads them, in the interface language. */

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (DOB, StartDate…) or the day of a timestamp. Day-only values are shown as
 * written, whatever the browser's time zone (new Date('1980-05-01') is UTC midnight).
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(DAY_ONLY.test(value) ? { timeZone: 'UTC' } : {}) }).format(date);
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  if (DAY_ONLY.test(value)) return formatDate(value, language);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Whole years between a date of birth (YYYY-MM-DD…) and `today`; null when unreadable. */
export function ageInYears(dob: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age >= 0 ? age : null;
}

/** Today's date as YYYY-MM-DD in the browser's time zone (for date inputs and "not in the future"). */
export function todayIso(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
