/**
 * Typed readers of the values a row brings over the wire (`row['FullName']` is `unknown`):
 * every mapper from an EmrRecord to a view type reads its fields through these, so a missing,
 * null or mistyped field becomes a known empty value instead of "undefined" on a screen.
 */

/** A string as is, a finite number as its digits; anything else (null, missing) is ''. */
export function str(value: unknown): string;
/** The same, with `fallback` in place of an empty string (e.g. `str(row['CellPhone'], null)`). */
export function str<F>(value: unknown, fallback: F): string | F;
export function str(value: unknown, ...fallback: unknown[]): unknown {
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text === '' && fallback.length > 0 ? fallback[0] : text;
}

/** A finite number, or a string holding one; otherwise null. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** True only for `true` (an AWSBoolean field left empty is false). */
export function bool(value: unknown): boolean {
  return value === true;
}

/** The calendar day (YYYY-MM-DD) of a date or date-time string; '' when there is none. */
export function day(value: unknown): string {
  const match = typeof value === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : '';
}

/** An AWSJSON field, whether it arrived as a JSON string or a value; `fallback` when missing or unreadable. */
export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
