/**
 * The calendar module: days in the clinic's zone, whatever zone the machine running it is in
 * (these run under the machine's own TZ and again under TZ=UTC and TZ=Asia/Tokyo: see the last test).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import {
  addDays, addMonths, calendarDayOf, daysBetween, endOfLocalDay, isCalendarDay, isTimeZone, localDay, localDayOf, localMonth, localTime, monthEnd, storedDayOf,
  startOfLocalDay, today, weekday, zonedInstant,
} from './calendarDays.ts';
import { DEFAULT_CLINIC_TIME_ZONE, US_TIME_ZONES, clinicTimeZone } from './clinicTimeZone.ts';

const CHICAGO = 'America/Chicago';

test('9 pm in Chicago is still today there, though the UTC day is tomorrow', () => {
  const ninePm = '2026-11-30T03:00:00.000Z'; // Nov 29, 21:00 CST
  assert.equal(today(CHICAGO, ninePm), '2026-11-29');
  assert.equal(today('UTC', ninePm), '2026-11-30');
  assert.equal(localDay(ninePm, CHICAGO), '2026-11-29');
  assert.equal(localTime(ninePm, CHICAGO), '21:00');
  assert.equal(localMonth('2026-12-01T05:59:00.000Z', CHICAGO), '2026-11', 'the last minutes of November in Chicago');
  assert.equal(localMonth('2026-12-01T06:00:00.000Z', CHICAGO), '2026-12');
  assert.equal(today(CHICAGO, new Date('2026-11-29T14:00:00.000Z')), '2026-11-29', 'a Date and epoch ms are instants too');
  assert.equal(today(CHICAGO, Date.parse('2026-11-29T14:00:00.000Z')), '2026-11-29');
});

test('a day spans 23, 24 or 25 hours across the daylight-saving changes', () => {
  // US clocks go forward on 2026-03-08 and back on 2026-11-01
  const hours = (day: string) => (Date.parse(endOfLocalDay(day, CHICAGO)) + 1 - Date.parse(startOfLocalDay(day, CHICAGO))) / 3_600_000;
  assert.equal(startOfLocalDay('2026-03-08', CHICAGO), '2026-03-08T06:00:00.000Z');
  assert.equal(endOfLocalDay('2026-03-08', CHICAGO), '2026-03-09T04:59:59.999Z');
  assert.equal(hours('2026-03-08'), 23);
  assert.equal(hours('2026-11-01'), 25);
  assert.equal(hours('2026-11-02'), 24);
  assert.equal(startOfLocalDay('2026-07-01', 'Pacific/Honolulu'), '2026-07-01T10:00:00.000Z', 'Hawaii keeps no daylight time');
  assert.equal(startOfLocalDay('2026-07-01', 'America/Phoenix'), '2026-07-01T07:00:00.000Z', 'nor does Arizona');
});

test('a local time is its instant across DST; a skipped time moves forward by the gap', () => {
  assert.equal(zonedInstant('2026-03-06', '08:00', CHICAGO), '2026-03-06T14:00:00.000Z');
  assert.equal(zonedInstant('2026-03-09', '08:00', CHICAGO), '2026-03-09T13:00:00.000Z');
  assert.equal(zonedInstant('2026-03-08', '02:30', 'America/New_York'), '2026-03-08T07:30:00.000Z');
  assert.equal(localDay(zonedInstant('2026-11-01', '23:30', CHICAGO), CHICAGO), '2026-11-01');
});

test('day arithmetic: month and year ends, leap days, months clamped to their end', () => {
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  assert.equal(addDays('2028-03-01', -1), '2028-02-29');
  assert.equal(addDays('2026-03-07', 2), '2026-03-09', 'a DST weekend is two days');
  assert.equal(addMonths('2026-01-31', 1), '2026-02-28');
  assert.equal(addMonths('2028-01-31', 1), '2028-02-29');
  assert.equal(addMonths('2028-02-29', 12), '2029-02-28');
  assert.equal(addMonths('2026-03-31', -1), '2026-02-28');
  assert.equal(addMonths('2026-11-15', 2), '2027-01-15');
  assert.equal(addMonths('2026-01', -1), '2025-12', 'a month plus months is a month');
  assert.equal(addMonths('2026-12', 1), '2027-01');
  assert.equal(monthEnd('2026-02'), '2026-02-28');
  assert.equal(monthEnd('2028-02'), '2028-02-29');
  assert.equal(monthEnd('2026-12-05'), '2026-12-31');
  assert.equal(weekday('2026-11-29'), 0, 'a Sunday');
  assert.equal(weekday('2026-11-28'), 6);
  assert.equal(daysBetween('2026-02-27', '2026-03-01'), 2);
  assert.equal(daysBetween('2026-03-01', '2026-02-27'), -2);
  assert.equal(daysBetween('2026-03-01', '2026-04-01'), 31, 'whole days over a DST change');
});

test('a date-only value is its first ten characters, never moved through a zone', () => {
  assert.equal(calendarDayOf('1968-04-12'), '1968-04-12');
  assert.equal(calendarDayOf('1968-04-12T00:00:00.000Z'), '1968-04-12', 'UTC midnight is the evening before in Chicago: not this day');
  assert.equal(calendarDayOf('1968-04-12T12:00:00.000Z'), '1968-04-12');
  assert.equal(calendarDayOf('2026-02-30'), null);
  assert.equal(calendarDayOf(''), null);
  assert.equal(calendarDayOf(null), null);
  assert.equal(storedDayOf('2026-11-29T00:00:00.000Z', CHICAGO), '2026-11-29', 'a day stored at UTC midnight is that day');
  assert.equal(storedDayOf('2026-11-29T12:00:00.000Z', CHICAGO), '2026-11-29', 'and at noon UTC');
  assert.equal(storedDayOf('2026-11-30T02:30:00.000Z', CHICAGO), '2026-11-29', 'an instant in a date-only field: the clinic’s day it happened on, not the UTC day');
  assert.equal(storedDayOf('2026-11-29', CHICAGO), '2026-11-29');
  assert.equal(storedDayOf('', CHICAGO), null);
  assert.equal(localDayOf('2026-11-29', CHICAGO), '2026-11-29', 'a field holding a day: that day');
  assert.equal(localDayOf('2026-11-30T03:00:00.000Z', CHICAGO), '2026-11-29', 'a field holding an instant: its local day');
  assert.equal(localDayOf('soon', CHICAGO), null);
  assert.ok(isCalendarDay('2028-02-29'));
  assert.ok(!isCalendarDay('2026-02-29'));
  assert.ok(!isCalendarDay('2026-1-05'));
});

test('time zones: IANA names known, a clinic row without a valid one reads as the default', () => {
  assert.ok(isTimeZone(CHICAGO));
  assert.ok(!isTimeZone('Central Time'));
  assert.ok(!isTimeZone(''));
  assert.ok(US_TIME_ZONES.every(isTimeZone));
  assert.equal(clinicTimeZone({ TimeZone: CHICAGO }), CHICAGO);
  assert.equal(clinicTimeZone({ TimeZone: 'Mars/Olympus' }), DEFAULT_CLINIC_TIME_ZONE);
  assert.equal(clinicTimeZone({}), DEFAULT_CLINIC_TIME_ZONE);
  assert.equal(clinicTimeZone(null), DEFAULT_CLINIC_TIME_ZONE);
});

test('the same answers on a UTC workstation and one east of UTC', () => {
  const script = `import('./src/calendarDays.ts').then((c) => console.log(JSON.stringify([
    c.today('America/Chicago', '2026-11-30T03:00:00.000Z'), c.startOfLocalDay('2026-03-08', 'America/Chicago'),
    c.addMonths('2026-01-31', 1), c.calendarDayOf('1968-04-12T00:00:00.000Z'), c.localTime('2026-11-29T14:00:00.000Z', 'America/Chicago'),
  ])))`;
  for (const TZ of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: new URL('..', import.meta.url), env: { ...process.env, TZ } });
    assert.deepEqual(JSON.parse(String(out)), ['2026-11-29', '2026-03-08T06:00:00.000Z', '2026-02-28', '1968-04-12', '08:00'], TZ);
  }
});
