import { readSettings, viewOf, weekdayNames, writeSettings } from './calendarSettings.ts';

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
