import { startOfLocalDay } from '@emr/domain';
import { readSettings, viewOf, viewRange as rangeOf, weekdayNames, writeSettings } from './calendarSettings.ts';

test('the defaults: month, everyone, the weeks of the month only, weeks from Sunday', () => {
  expect(readSettings(new URLSearchParams())).toEqual({ view: 'month', date: '', providerId: '', sixWeeks: false, firstDay: 0 });
  expect(writeSettings(readSettings(new URLSearchParams()))).toEqual({});
});

test('settings survive the round trip through the address; nonsense falls back to the defaults', () => {
  const settings = { view: 'week', date: '2026-05-04', providerId: 'u-doc', sixWeeks: true, firstDay: 1 } as const;
  expect(readSettings(new URLSearchParams(writeSettings(settings)))).toEqual(settings);
  expect(readSettings(new URLSearchParams('view=year&firstDay=9&date=tomorrow'))).toMatchObject({ view: 'month', firstDay: 0, date: '' });
});

test('the library’s view names map back to ours', () => {
  expect(viewOf('timeGridDay')).toBe('day');
  expect(viewOf('dayGridMonth')).toBe('month');
});

test('weekday names in the page’s language, Sunday first', () => {
  expect(weekdayNames('en')[0]).toBe('Sunday');
  expect(weekdayNames('fr')[1]).toBe('lundi');
});

test('the range a view shows is known before the library draws: whole weeks of the month (six on request), the week, the day', () => {
  // midnights in the clinic's zone (Chicago), not the workstation's; 2026-03-08 is the spring change
  const local = (day: string) => startOfLocalDay(day, 'America/Chicago');
  const viewRange = (settings: Parameters<typeof rangeOf>[0], day: string) => rangeOf(settings, day, 'America/Chicago');
  const month = { view: 'month', sixWeeks: false, firstDay: 0 } as const;
  // November 2026 starts on a Sunday and ends on a Monday: five weeks, Sunday first
  expect(viewRange(month, '2026-11-24')).toEqual({ from: local('2026-11-01'), to: local('2026-12-06') });
  expect(viewRange({ ...month, firstDay: 1 }, '2026-11-24')).toEqual({ from: local('2026-10-26'), to: local('2026-12-07') });
  expect(viewRange({ ...month, sixWeeks: true }, '2026-11-24')).toEqual({ from: local('2026-11-01'), to: local('2026-12-13') });
  // February 2026: Sunday the 1st to Saturday the 28th, four weeks
  expect(viewRange(month, '2026-02-10')).toEqual({ from: local('2026-02-01'), to: local('2026-03-01') });
  expect(viewRange({ ...month, view: 'week', firstDay: 1 }, '2026-11-24')).toEqual({ from: local('2026-11-23'), to: local('2026-11-30') });
  expect(viewRange({ ...month, view: 'day' }, '2026-03-08')).toEqual({ from: local('2026-03-08'), to: local('2026-03-09') });
  expect(viewRange({ ...month, view: 'day' }, '2026-03-08')).toEqual({ from: '2026-03-08T06:00:00.000Z', to: '2026-03-09T05:00:00.000Z' });
});
