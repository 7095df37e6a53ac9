/**
 * The formatting module on a workstation in another zone than the clinic (the Jest preset runs
 * every React test in America/Los_Angeles; the clinic here is in Chicago): instants show the
 * clinic's wall clock, and a day-only value (`new Date('1968-04-12')` is the evening of the 11th
 * west of UTC) still shows its own day.
 */
import { sessionStore } from '@emr/shared-ui/core';
import { ageInYears, formatDate, formatDateTime, formatDay, formatMoney, formatName, formatTime, formatTimeZone, initialsOf } from './format.ts';

beforeEach(() => sessionStore.getState().setClinicTimeZone('America/Chicago'));
afterEach(() => sessionStore.getState().setClinicTimeZone(null));

test('a date of birth is the day written, whatever the time zone and however it is stored', () => {
  expect(new Date('1968-04-12').getDate()).toBe(11); // the trap: local time is the day before
  expect(formatDate('1968-04-12', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDateTime('1968-04-12', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDate('1968-04-12', 'fr')).toBe('12 avr. 1968');
  expect(formatDay('1968-04-12T00:00:00.000Z', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDay('1968-04-12T12:00:00.000Z', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDay('1968-04-12', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDay('', 'en-US')).toBe('');
  expect(formatDay('someday', 'en-US')).toBe('someday');
});

test("an instant shows the clinic's day and time, not the workstation's", () => {
  // 8 am in Chicago (CST) is 6 am on this workstation and 2 pm in UTC
  expect(formatTime('2026-11-30T14:00:00.000Z', 'en-US')).toBe('8:00 AM');
  expect(formatDateTime('2026-11-30T14:00:00.000Z', 'en-US')).toBe('Nov 30, 2026, 8:00 AM');
  // 9 pm in Chicago: the UTC day is already tomorrow, the workstation's is today at 7 pm
  expect(formatDate('2026-11-30T03:00:00.000Z', 'en-US')).toBe('Nov 29, 2026');
  expect(formatTime('2026-11-30T03:00:00.000Z', 'en-US', 'UTC')).toBe('3:00 AM');
  sessionStore.getState().setClinicTimeZone('America/New_York');
  expect(formatTime('2026-11-30T14:00:00.000Z', 'en-US')).toBe('9:00 AM');
});

test('a clinic without a known zone shows the default zone; empty and unreadable values stay readable', () => {
  sessionStore.getState().setClinicTimeZone('Mars/Olympus');
  expect(formatTime('2026-11-30T14:00:00.000Z', 'en-US')).toBe('9:00 AM'); // America/New_York
  expect(formatDate(null, 'en')).toBe('');
  expect(formatDate(undefined, 'en')).toBe('');
  expect(formatDate('someday', 'en')).toBe('someday');
});

test('a time zone reads as its name and city in the interface language', () => {
  expect(formatTimeZone('America/Chicago', 'en-US')).toBe('Central Time (Chicago)');
  expect(formatTimeZone('America/Los_Angeles', 'en-US')).toBe('Pacific Time (Los Angeles)');
  expect(formatTimeZone('America/Chicago', 'fr')).toBe('heure du centre nord-américain (Chicago)');
  expect(formatTimeZone('Mars/Olympus', 'en-US')).toBe('Mars/Olympus');
});

test('a wall-clock time shows as stored', () => {
  expect(formatTime('14:05', 'en-US')).toBe('2:05 PM');
  expect(formatTime('14:05', 'fr')).toBe('14:05');
});

test('money in integer cents, by the language', () => {
  expect(formatMoney(12050, 'en-US')).toBe('$120.50');
  expect(formatMoney(-5, 'en-US')).toBe('-$0.05');
  expect(formatMoney(12050, 'fr').replace(/\s/g, ' ')).toBe('120,50 $US');
  // right to left, the code: no "$" for the bidi algorithm to move away from its "US"
  expect(formatMoney(12050, 'ar').replace(/\s/g, ' ')).toBe('\u200f120.50 USD');
});

test('names, initials and ages on a calendar day', () => {
  expect(formatName({ first: 'Maria', middle: 'Ann', last: 'Lopez' })).toBe('Maria Ann Lopez');
  expect(formatName({ first: 'Maria', middle: null, last: 'Lopez' }, 'family')).toBe('Lopez, Maria');
  expect(formatName({ last: 'Lopez' }, 'family')).toBe('Lopez');
  expect(initialsOf(' nora  whitaker ')).toBe('NW');
  expect(ageInYears('2000-06-15', '2025-06-14')).toBe(24);
  expect(ageInYears('2000-06-15T00:00:00.000Z', '2025-06-15')).toBe(25);
  expect(ageInYears('2004-02-29', '2025-02-28')).toBe(20);
  expect(ageInYears('', '2025-06-15')).toBeNull();
});
