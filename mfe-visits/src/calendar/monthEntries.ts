/**
 * What the month view draws: a busy clinic's month is thousands of visits, of which a day cell
 * shows the first few and "+N more". The library is given only those first entries of each day
 * and, for a day with more, one "+N more" entry (its count, opening the day's own view, which
 * reads that day); it then draws about 150 entries instead of 3,400, and its first drawing is
 * that much shorter. A week or a day view is given everything.
 */
import { addDays, isCalendarDay, localDay, startOfLocalDay } from '@emr/domain';
import { tokens } from '@fluentui/react-components';
import type { CalendarItem, CalendarItemKind } from './calendarEvents.ts';

/** The entries a day cell of the month shows before "+N more". */
export const MONTH_ENTRIES_PER_DAY = 4;

/** An entry's instant (ms): a date alone (all-day) is its midnight in the clinic's zone, as the library reads it. */
const instant = (value: string, timeZone: string) => Date.parse(isCalendarDay(value) ? startOfLocalDay(value, timeZone) : value);

/** The clinic's days an entry covers (its end excluded; at least its first day). */
export function daysOf(item: Pick<CalendarItem, 'start' | 'end'>, timeZone: string): string[] {
  const first = localDay(instant(item.start, timeZone), timeZone);
  const end = item.end ? instant(item.end, timeZone) : 0;
  const days = [first];
  for (let day = addDays(first, 1); Date.parse(startOfLocalDay(day, timeZone)) < end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** What the library orders a day's entries by (its compare objects carry these). */
export interface OrderFields {
  kind?: CalendarItemKind;
  /** Milliseconds. */
  start: number;
  duration: number;
  allDay: number;
  title: string;
}

const isMore = (entry: OrderFields) => Number(entry.kind === 'More');

/** The library's default order (start, longer first, timed before all-day, title), a day's "+N more" last. */
export const entryOrder = (a: OrderFields, b: OrderFields) =>
  isMore(a) - isMore(b) || a.start - b.start || b.duration - a.duration || a.allDay - b.allDay || a.title.localeCompare(b.title);

function orderFields(item: CalendarItem, timeZone: string): OrderFields {
  const start = instant(item.start, timeZone);
  return { kind: item.extendedProps.kind, start, duration: item.end ? instant(item.end, timeZone) - start : 0, allDay: Number(item.allDay), title: item.title };
}

export interface MoreOnDay {
  /** YYYY-MM-DD. */
  day: string;
  /** The day's entries not given to the library. */
  count: number;
}

/** The first `perDay` entries of each day (an entry over several days is given if it is among the first of any), and the days with more. */
export function monthEntries(items: CalendarItem[], timeZone: string, perDay = MONTH_ENTRIES_PER_DAY): { shown: CalendarItem[]; more: MoreOnDay[] } {
  const byDay = new Map<string, { item: CalendarItem; order: OrderFields }[]>();
  for (const item of items) {
    const entry = { item, order: orderFields(item, timeZone) };
    for (const day of daysOf(item, timeZone)) {
      const entries = byDay.get(day);
      if (entries) entries.push(entry);
      else byDay.set(day, [entry]);
    }
  }
  const shown = new Set<CalendarItem>();
  const more: MoreOnDay[] = [];
  for (const [day, entries] of byDay) {
    for (const { item } of entries.sort((a, b) => entryOrder(a.order, b.order)).slice(0, perDay)) shown.add(item);
    if (entries.length > perDay) more.push({ day, count: entries.length - perDay });
  }
  return { shown: items.filter((item) => shown.has(item)), more };
}

/** The "+N more" entry of a day: drawn last in its cell, never moved; it opens the day (`extendedProps.kind` 'More'). */
export function moreItem({ day, count }: MoreOnDay, title: string): CalendarItem {
  return {
    id: `more-${day}`,
    title,
    start: day,
    allDay: true,
    color: 'transparent',
    contrastColor: tokens.colorNeutralForeground1,
    startEditable: false,
    durationEditable: false,
    extendedProps: { kind: 'More', version: 0, count },
  };
}
