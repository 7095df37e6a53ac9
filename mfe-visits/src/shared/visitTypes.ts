/** The visit types a clinic schedules (the demo's); the board's filter and the scheduling form offer them. */
export const VISIT_TYPES = [
  'New patient', 'Follow-up', 'Chronic care follow-up', 'Sick visit', 'Telehealth', 'Annual physical', 'Annual wellness visit', 'Well child',
  'Nurse visit (injection)', 'Flu clinic',
] as const;

/** Local calendar day ↔ instants: the board's days are the clinic's days, the index holds UTC instants. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
/** Today in the browser's time zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
