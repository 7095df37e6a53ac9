/**
 * The clinic's time zone (`TimeZone` on the Clinic row, an IANA name): the zone of its "today",
 * of the day each visit falls on, and of every time its screens show (calendarDays.ts, ADR 0056).
 * An admin picks it from the US zones on the clinic settings page; the server refuses a name the
 * runtime does not know. A row without a valid zone reads as `DEFAULT_CLINIC_TIME_ZONE`.
 */
import { isTimeZone } from './calendarDays.ts';

/** The zone of a clinic row that has none (or one this runtime does not know): US Eastern. */
export const DEFAULT_CLINIC_TIME_ZONE = 'America/New_York';

/** The US zones an admin picks from, east to west (the settings page adds a stored zone not listed). */
export const US_TIME_ZONES = [
  'America/Puerto_Rico',
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Boise',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Adak',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'Pacific/Pago_Pago',
] as const;

/** A clinic's time zone: its stored `TimeZone` when the runtime knows it, else the default. */
export function clinicTimeZone(clinic: Readonly<Record<string, unknown>> | null | undefined): string {
  const stored = clinic?.['TimeZone'];
  return isTimeZone(stored) ? stored : DEFAULT_CLINIC_TIME_ZONE;
}
