/**
 * Calendar days of the clinical forms. A day typed in a date input is stored as noon UTC of
 * that day (the server wants an ISO date-time), so it reads back as the same day in every
 * time zone from UTC-11 to UTC+11.
 */
export function dayToIso(day: string): string {
  return `${day}T12:00:00.000Z`;
}
