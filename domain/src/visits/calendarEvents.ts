/**
 * The clinic's calendar events (`CalendarEvent`: Title, Color, Start, End, AllDay): the small
 * palette an event's colour comes from — each with a name the screens show beside the swatch, so
 * the colour is never the only cue. An all-day event is stored as UTC midnights, its End the day
 * after its last (exclusive), as the calendar library reads it.
 */
export const CALENDAR_EVENT_COLORS = {
  blue: '#1E88E5',
  green: '#43A047',
  red: '#E53935',
  orange: '#FB8C00',
  purple: '#8E24AA',
  teal: '#00897B',
} as const;
export type CalendarEventColor = keyof typeof CALENDAR_EVENT_COLORS;

export const CALENDAR_EVENT_TITLE_MAX = 120;

/** The palette name of a stored colour (any case), or null. */
export function calendarColorName(color: unknown): CalendarEventColor | null {
  if (typeof color !== 'string') return null;
  const found = Object.entries(CALENDAR_EVENT_COLORS).find(([name, hex]) => hex.toLowerCase() === color.toLowerCase() || name === color);
  return found ? (found[0] as CalendarEventColor) : null;
}
