import type { CalendarItem } from './calendarEvents.ts';
import { zonedInstant } from '@emr/domain';
import { daysOf as daysOfIn, entryOrder, monthEntries as entriesIn, moreItem } from './monthEntries.ts';

const ZONE = 'America/Chicago';
/** A time of the clinic's wall clock in May 2026 (Chicago, not this Los Angeles workstation) as the stored ISO instant. */
const at = (day: number, hour: number, minute = 0) => zonedInstant(`2026-05-${String(day).padStart(2, '0')}`, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, ZONE);
const daysOf = (item: CalendarItem) => daysOfIn(item, ZONE);
const monthEntries = (items: CalendarItem[]) => entriesIn(items, ZONE);

const entry = (id: string, start: string, end?: string, allDay = false, title = id): CalendarItem => ({
  id, title, start, ...(end ? { end } : {}), allDay, color: '#000000', contrastColor: '#ffffff', startEditable: true, durationEditable: false,
  extendedProps: { kind: 'Visit', version: 1 },
});

test('an entry covers the clinic’s days from its start to its end, the end excluded', () => {
  expect(daysOf(entry('v', at(4, 9), at(4, 9, 30)))).toEqual(['2026-05-04']);
  expect(daysOf(entry('late', at(4, 23, 30), at(5, 0, 30)))).toEqual(['2026-05-04', '2026-05-05']);
  expect(daysOf(entry('e', '2026-05-04', '2026-05-07', true))).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
  expect(daysOf(entry('open', at(4, 9)))).toEqual(['2026-05-04']);
});

test('a busy day gives the library its first four entries in the library’s order, and counts the rest', () => {
  const day = [10, 9, 11, 8, 12, 13, 8].map((hour, i) => entry(`v${i}`, at(4, hour), at(4, hour, 30)));
  const quiet = entry('q', at(5, 9), at(5, 9, 30));
  const { shown, more } = monthEntries([...day, quiet]);
  expect(shown.map((item) => item.id).sort()).toEqual(['q', 'v0', 'v1', 'v3', 'v6']);
  expect(more).toEqual([{ day: '2026-05-04', count: 3 }]);
});

test('the order: start, the longer first, timed before all-day at the same instant, then the title', () => {
  const order = (a: CalendarItem, b: CalendarItem) => {
    const fields = (item: CalendarItem) => ({ start: Date.parse(item.start), duration: item.end ? Date.parse(item.end) - Date.parse(item.start) : 0, allDay: Number(item.allDay), title: item.title });
    return entryOrder(fields(a), fields(b));
  };
  const [short, long] = [entry('short', at(4, 9), at(4, 9, 15)), entry('long', at(4, 9), at(4, 10))];
  expect([short, long].sort(order)).toEqual([long, short]);
  expect([entry('b', at(4, 9), at(4, 9, 30), false, 'B'), entry('a', at(4, 9), at(4, 9, 30), false, 'A')].sort(order).map((item) => item.title)).toEqual(['A', 'B']);
  const more = { kind: 'More' as const, start: 0, duration: 0, allDay: 1, title: '+3 more' };
  expect(entryOrder(more, { start: 1, duration: 0, allDay: 0, title: 'x' })).toBeGreaterThan(0);
});

test('an event over several days is given when it is among the first entries of any of them', () => {
  const meeting = entry('meeting', '2026-05-04', '2026-05-06', true);
  const busyFifth = [8, 9, 10, 11, 12].map((hour) => entry(`v${hour}`, at(5, hour), at(5, hour, 30)));
  const { shown, more } = monthEntries([meeting, ...busyFifth]);
  expect(shown.map((item) => item.id)).toEqual(['meeting', 'v8', 'v9', 'v10']);
  expect(more).toEqual([{ day: '2026-05-05', count: 2 }]);
});

test('"+N more" is an all-day entry of its day that never moves and carries its count', () => {
  expect(moreItem({ day: '2026-05-04', count: 12 }, '+12 more')).toMatchObject({
    id: 'more-2026-05-04', title: '+12 more', start: '2026-05-04', allDay: true, startEditable: false, extendedProps: { kind: 'More', count: 12 },
  });
});
