import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { MAX_SERIES_VISITS, assertRecurrence, recurrenceDays, recurrenceProblem, seriesSlots, zonedInstant } from './recurrence.ts';

test('weekly series step 7·N days across month and year ends', () => {
  assert.deepEqual(recurrenceDays('2026-12-22', { every: 2, unit: 'week', count: 3 }), ['2026-12-22', '2027-01-05', '2027-01-19']);
});

test('monthly series keep the day of the month, or the last day of a shorter month', () => {
  assert.deepEqual(recurrenceDays('2026-01-31', { every: 1, unit: 'month', count: 4 }), ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  assert.deepEqual(recurrenceDays('2028-01-31', { every: 1, unit: 'month', count: 2 }), ['2028-01-31', '2028-02-29']);
  assert.deepEqual(recurrenceDays('2026-08-31', { every: 6, unit: 'month', count: 3 }), ['2026-08-31', '2027-02-28', '2027-08-31']);
});

test('a series until a day ends on or before that day', () => {
  assert.deepEqual(recurrenceDays('2026-03-02', { every: 1, unit: 'week', until: '2026-03-23' }), ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
  assert.deepEqual(recurrenceDays('2026-03-02', { every: 1, unit: 'week', until: '2026-03-22' }).at(-1), '2026-03-16');
});

test('the series keeps the local time across a daylight-saving change', () => {
  const first = { start: zonedInstant('2026-03-02', '09:00', 'America/New_York'), end: zonedInstant('2026-03-02', '09:30', 'America/New_York') };
  assert.equal(first.start, '2026-03-02T14:00:00.000Z');
  const slots = seriesSlots(first, { every: 1, unit: 'week', count: 3 }, 'America/New_York');
  // US clocks go forward on 2026-03-08: 09:00 EDT is 13:00 UTC
  assert.deepEqual(slots.map((s) => s.start), ['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z']);
  assert.ok(slots.every((s) => Date.parse(s.end) - Date.parse(s.start) === 30 * 60_000));
  const autumn = seriesSlots({ start: '2026-10-27T08:00:00.000Z', end: '2026-10-27T08:15:00.000Z' }, { every: 1, unit: 'week', count: 2 }, 'Europe/Paris');
  assert.deepEqual(autumn.map((s) => s.start), ['2026-10-27T08:00:00.000Z', '2026-11-03T08:00:00.000Z']);
  assert.equal(seriesSlots({ start: '2026-10-20T07:00:00.000Z', end: '2026-10-20T07:15:00.000Z' }, { every: 1, unit: 'week', count: 2 }, 'Europe/Paris')[1]!.start, '2026-10-27T08:00:00.000Z');
});

test('a time skipped by the spring change moves forward by the gap', () => {
  assert.equal(zonedInstant('2026-03-08', '02:30', 'America/New_York'), '2026-03-08T07:30:00.000Z');
});

test('a rule is refused with the field and the sentence', () => {
  assert.equal(recurrenceProblem({ every: 2, unit: 'week', count: 4 }), null);
  assert.equal(recurrenceProblem({ every: 0, unit: 'week', count: 4 })?.field, 'every');
  assert.equal(recurrenceProblem({ every: 13, unit: 'month', count: 4 })?.message, 'Repeat every 1 to 12 months');
  assert.equal(recurrenceProblem({ every: 1, unit: 'day', count: 4 })?.field, 'unit');
  assert.equal(recurrenceProblem({ every: 1, unit: 'week', count: 1 })?.message, `A series has 2 to ${MAX_SERIES_VISITS} visits`);
  assert.equal(recurrenceProblem({ every: 1, unit: 'week', count: 3, until: '2026-05-01' })?.field, 'count');
  assert.equal(recurrenceProblem({ every: 1, unit: 'week' })?.field, 'count');
  assert.equal(recurrenceProblem({ every: 1, unit: 'week', until: '2026-03-01' }, '2026-03-02')?.message, 'The last day comes after the first visit');
  assert.equal(recurrenceProblem({ every: 1, unit: 'week', until: '2027-03-01' }, '2026-03-02')?.field, 'until');
  assert.throws(() => assertRecurrence(null), (error: unknown) => error instanceof AppError && error.fields?.['recurrence'] !== undefined);
});
