/**
 * The calendar event form's values and the record they make. Its rules are the domain's
 * (CALENDAR_EVENT_FIELD_RULES: a title, a palette colour, a start, an end not before it), run
 * over the record the form would send — the server refuses the same record with the same rule.
 * An all-day event is stored as UTC midnights, its End the day after its last day (exclusive).
 */
import { CALENDAR_EVENT_COLORS, type CalendarEventColor, calendarColorName } from '@emr/domain/visits';
import { CALENDAR_EVENT_FIELD_RULES } from '@emr/domain/fieldRules';
import { addDays, calendarDayOf, dayToStored, isCalendarDay, localDay, localTime, zonedInstant } from '@emr/domain';
import { type EmrRecord, bool, currentClinicTimeZone, str } from '@emr/shared-ui';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const EVENT_COLOR_NAMES = Object.keys(CALENDAR_EVENT_COLORS) as CalendarEventColor[];

const eventShape = z.object({
  title: z.string(),
  color: z.enum(EVENT_COLOR_NAMES as [CalendarEventColor, ...CalendarEventColor[]]),
  allDay: z.boolean(),
  startDay: z.string(),
  startTime: z.string(),
  endDay: z.string(),
  endTime: z.string(),
});

export type EventFormValues = z.input<typeof eventShape>;

export function eventFormSchema(t: TFunction) {
  return eventShape.superRefine(
    domainRules(t, CALENDAR_EVENT_FIELD_RULES, {
      toRecord: eventFields,
      fields: { Title: 'title', Color: 'color', Start: 'startDay', End: 'endDay' },
      label: (field) => t(`event.${field}`),
    }),
  );
}

/** A day and time of the clinic as an instant; the text as typed when either is unreadable (the rules say so). */
const instant = (day: string, time: string, timeZone: string) => (isCalendarDay(day) && /^\d{2}:\d{2}$/.test(time || '00:00') ? zonedInstant(day, time || '00:00', timeZone) : day);

/** The record the form sends: a timed event's day and time are the clinic's; an all-day one's days are stored as UTC midnights. */
export function eventFields(values: EventFormValues, timeZone: string = currentClinicTimeZone()): Record<string, unknown> {
  const allDay = values.allDay;
  return {
    Title: values.title.trim(),
    Color: CALENDAR_EVENT_COLORS[values.color],
    AllDay: allDay,
    Start: allDay ? (values.startDay ? dayToStored(values.startDay) : '') : instant(values.startDay, values.startTime, timeZone),
    End: allDay
      ? values.endDay ? dayToStored(values.endDay < values.startDay || !isCalendarDay(values.endDay) ? values.endDay : addDays(values.endDay, 1)) : null
      : values.endDay ? instant(values.endDay, values.endTime, timeZone) : null,
  };
}

/** A new event at a slot of the clinic's day (`time` null: all day), an hour long. */
export function newEventValues(day: string, time: string | null, timeZone: string = currentClinicTimeZone()): EventFormValues {
  if (!time) return { title: '', color: 'blue', allDay: true, startDay: day, startTime: '', endDay: day, endTime: '' };
  const end = Date.parse(zonedInstant(day, time, timeZone)) + 60 * 60_000;
  return { title: '', color: 'blue', allDay: false, startDay: day, startTime: time, endDay: localDay(end, timeZone), endTime: localTime(end, timeZone) };
}

/** The form's values of a stored event (a timed one's day and time as the clinic's wall clock shows them). */
export function eventValues(row: EmrRecord, timeZone: string = currentClinicTimeZone()): EventFormValues {
  const allDay = bool(row['AllDay']);
  const [start, end] = [str(row['Start']), str(row['End'])];
  const color = calendarColorName(row['Color']) ?? 'blue';
  if (allDay) {
    const [first, next] = [calendarDayOf(start) ?? '', calendarDayOf(end)];
    return { title: str(row['Title']), color, allDay, startDay: first, startTime: '', endDay: next ? addDays(next, -1) : first, endTime: '' };
  }
  const to = end || start;
  return { title: str(row['Title']), color, allDay, startDay: localDay(start, timeZone), startTime: localTime(start, timeZone), endDay: localDay(to, timeZone), endTime: localTime(to, timeZone) };
}
