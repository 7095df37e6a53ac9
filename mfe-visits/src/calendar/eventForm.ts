/**
 * The calendar event form's values and the record they make. Its rules are the domain's
 * (CALENDAR_EVENT_FIELD_RULES: a title, a palette colour, a start, an end not before it), run
 * over the record the form would send — the server refuses the same record with the same rule.
 * An all-day event is stored as UTC midnights, its End the day after its last day (exclusive).
 */
import { CALENDAR_EVENT_COLORS, type CalendarEventColor, calendarColorName } from '@emr/domain/visits';
import { CALENDAR_EVENT_FIELD_RULES } from '@emr/domain/fieldRules';
import { type EmrRecord, bool, str } from '@emr/shared-ui';
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

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};
/** A local day and time as an instant; '' when either is missing or unreadable (the rules say so). */
const instant = (day: string, time: string) => {
  const date = new Date(`${day}T${time || '00:00'}:00`);
  return day && !Number.isNaN(date.getTime()) ? date.toISOString() : day;
};

/** The record the form sends. */
export function eventFields(values: EventFormValues): Record<string, unknown> {
  const allDay = values.allDay;
  return {
    Title: values.title.trim(),
    Color: CALENDAR_EVENT_COLORS[values.color],
    AllDay: allDay,
    Start: allDay ? (values.startDay ? `${values.startDay}T00:00:00.000Z` : '') : instant(values.startDay, values.startTime),
    End: allDay ? (values.endDay ? (values.endDay < values.startDay ? `${values.endDay}T00:00:00.000Z` : nextDay(values.endDay)) : null) : values.endDay ? instant(values.endDay, values.endTime) : null,
  };
}

/** A new event at a slot (`time` null: all day), an hour long. */
export function newEventValues(day: string, time: string | null): EventFormValues {
  if (!time) return { title: '', color: 'blue', allDay: true, startDay: day, startTime: '', endDay: day, endTime: '' };
  const end = new Date(new Date(`${day}T${time}:00`).getTime() + 60 * 60_000);
  return { title: '', color: 'blue', allDay: false, startDay: day, startTime: time, endDay: localDay(end), endTime: localTime(end) };
}

/** The form's values of a stored event. */
export function eventValues(row: EmrRecord): EventFormValues {
  const allDay = bool(row['AllDay']);
  const [start, end] = [str(row['Start']), str(row['End'])];
  const color = calendarColorName(row['Color']) ?? 'blue';
  if (allDay) {
    const last = end ? new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10) : start.slice(0, 10);
    return { title: str(row['Title']), color, allDay, startDay: start.slice(0, 10), startTime: '', endDay: last, endTime: '' };
  }
  const [from, to] = [new Date(start), end ? new Date(end) : new Date(start)];
  return { title: str(row['Title']), color, allDay, startDay: localDay(from), startTime: localTime(from), endDay: localDay(to), endTime: localTime(to) };
}
