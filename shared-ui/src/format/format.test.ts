/**
 * The formatting module in a time zone west of UTC (the Jest preset runs every React test in
 * America/Los_Angeles), where `new Date('1968-04-12')` is the evening of the 11th: a day-only
 * value must still show its own day.
 */
import { ageInYears, formatDate, formatDateTime, formatMoney, formatName, formatTime, initialsOf, todayIso } from './format.ts';

test('a date of birth is the day written, whatever the time zone', () => {
  expect(new Date('1968-04-12').getDate()).toBe(11); // the trap: local time is the day before
  expect(formatDate('1968-04-12', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDateTime('1968-04-12', 'en-US')).toBe('Apr 12, 1968');
  expect(formatDate('1968-04-12', 'fr')).toBe('12 avr. 1968');
});

test('a timestamp shows its local day and time; empty and unreadable values stay readable', () => {
  expect(formatDate('2025-03-02T05:00:00.000Z', 'en-US')).toBe('Mar 1, 2025');
  expect(formatDateTime('2025-03-02T18:30:00.000Z', 'en-US')).toBe('Mar 2, 2025, 10:30 AM');
  expect(formatDate(null, 'en')).toBe('');
  expect(formatDate(undefined, 'en')).toBe('');
  expect(formatDate('someday', 'en')).toBe('someday');
});

test('times: of a timestamp in local time, a wall-clock time as stored', () => {
  expect(formatTime('2025-03-02T18:30:00.000Z', 'en-US')).toBe('10:30 AM');
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

test('names, initials, ages and today', () => {
  expect(formatName({ first: 'Maria', middle: 'Ann', last: 'Lopez' })).toBe('Maria Ann Lopez');
  expect(formatName({ first: 'Maria', middle: null, last: 'Lopez' }, 'family')).toBe('Lopez, Maria');
  expect(formatName({ last: 'Lopez' }, 'family')).toBe('Lopez');
  expect(initialsOf(' nora  whitaker ')).toBe('NW');
  expect(ageInYears('2000-06-15', new Date(2025, 5, 14))).toBe(24);
  expect(ageInYears('2000-06-15', new Date(2025, 5, 15))).toBe(25);
  expect(ageInYears('', new Date())).toBeNull();
  expect(todayIso(new Date(2025, 0, 5))).toBe('2025-01-05');
});
