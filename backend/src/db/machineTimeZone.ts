/**
 * The time zone of the machine the embedded server runs on: what a clinic created without one
 * gets (create-admin's default, and the migration that gave the clinics stored before the
 * `TimeZone` field one). Falls back to the domain's default when the runtime names none it knows.
 */
import { DEFAULT_CLINIC_TIME_ZONE, isTimeZone } from '@emr/domain';

export function machineTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_CLINIC_TIME_ZONE;
}
