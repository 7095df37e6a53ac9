/**
 * Calendar days of the clinical forms. A day typed in a date input is stored as noon UTC of
 * that day (the server wants an ISO date-time), so it reads back as the same day in every
 * time zone from UTC-11 to UTC+11.
 */
export function dayToIso(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** `day` (YYYY-MM-DD) plus `days` whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
