import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deviceDays, monthsBetween, outOfRange, periodDeviceDays, rpmMonthSummary, rpmPeriod, readingKindOf, rpmPeriodOfMonth } from './rpmReadings.ts';

test('out-of-range readings are flagged by value', () => {
  assert.deepEqual(outOfRange({ systolic: 128, diastolic: 82 }), []);
  assert.deepEqual(outOfRange({ systolic: 182, diastolic: 82 }), ['systolic']);
  assert.deepEqual(outOfRange({ glucose: 64 }), ['glucose']);
  assert.deepEqual(outOfRange({ spo2: 88 }), ['spo2']);
  assert.deepEqual(outOfRange({ weightLb: 400 }), [], 'weight has no alert limit');
});

test('device days: distinct days with a reading, at most 30', () => {
  assert.equal(deviceDays(['2026-11-02T08:00:00Z', '2026-11-02T20:00:00Z', '2026-11-03T08:00:00Z']), 2);
  assert.equal(deviceDays(Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}T08:00:00Z`)), 30);
});

test('the RPM month: 16 reading days bill 99454, interactive management minutes bill 99457', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T08:00:00Z`);
  assert.deepEqual(rpmMonthSummary('2026-11', days(15), [], { today: '2026-11-30' }).codes, [{ code: '99445', units: 1 }]);
  const month = rpmMonthSummary('2026-11', [...days(16), '2026-10-31T08:00:00Z'], [{ minutes: 12, interactive: true }, { minutes: 10, interactive: false }], { today: '2026-11-30' });
  assert.equal(month.deviceDays, 16, 'a reading of another month does not count');
  assert.equal(month.managementMinutes, 22);
  assert.deepEqual(month.codes.map((c) => c.code), ['99454', '99457']);
  assert.deepEqual(rpmMonthSummary('2026-11', days(2), [{ minutes: 25, interactive: false }], { today: '2026-11-30' }).codes.map((c) => c.code), ['99445'], 'no management code without interactive communication');
});

test('the rolling 30-day period starts on the device start date and rolls every 30 days', () => {
  assert.deepEqual(rpmPeriod('2026-01-10', '2026-01-10'), { start: '2026-01-10', end: '2026-02-08' }, 'the start day opens the first period');
  assert.deepEqual(rpmPeriod('2026-01-10', '2026-02-08'), { start: '2026-01-10', end: '2026-02-08' }, 'day 30 is its last day');
  assert.deepEqual(rpmPeriod('2026-01-10', '2026-02-09'), { start: '2026-02-09', end: '2026-03-10' }, 'day 31 opens the second');
  assert.deepEqual(rpmPeriod('2024-02-01', '2024-03-02'), { start: '2024-03-02', end: '2024-03-31' }, 'a leap February counts 29 days');
  assert.deepEqual(rpmPeriod('2026-12-20', '2027-01-18'), { start: '2026-12-20', end: '2027-01-18' }, 'across a year end');
  assert.equal(rpmPeriod('2026-01-10', '2026-01-09'), null, 'nothing before the device starts');
  assert.equal(rpmPeriod('', '2026-01-09'), null, 'nor without a start date');
});

test('device days of a period count distinct reading days inside it only, both ends included', () => {
  const period = rpmPeriod('2026-01-10', '2026-01-20');
  const readings = ['2026-01-09T23:59:00Z', '2026-01-10T00:00:00Z', '2026-01-10T18:00:00Z', '2026-01-25T08:00:00Z', '2026-02-08T23:59:59Z', '2026-02-09T00:00:00Z'];
  assert.equal(periodDeviceDays(readings, period), 3, 'Jan 10 (twice), Jan 25, Feb 8; not Jan 9 nor Feb 9');
  assert.equal(periodDeviceDays(readings, null), 0);
  // 16 days in the period but spread over two calendar months: the period counts them all
  const spread = Array.from({ length: 16 }, (_, i) => new Date(Date.UTC(2026, 0, 20 + i)).toISOString());
  assert.equal(periodDeviceDays(spread, period), 16);
  assert.equal(deviceDays(spread.filter((at) => at.startsWith('2026-01'))), 12, 'the calendar month alone would see 12');
});

test("a month's close bills the period that ends within it, once", () => {
  assert.deepEqual(rpmPeriodOfMonth('2026-01-10', '2026-02'), { start: '2026-01-10', end: '2026-02-08' });
  assert.equal(rpmPeriodOfMonth('2026-01-10', '2026-01'), null, 'the first period is not over in January');
  assert.deepEqual(rpmPeriodOfMonth('2026-01-02', '2026-01'), { start: '2026-01-02', end: '2026-01-31' }, 'a period ending on the last day');
  assert.deepEqual(rpmPeriodOfMonth('2025-12-03', '2026-01'), { start: '2026-01-02', end: '2026-01-31' }, 'two end in January (1st, 31st): the later');
  assert.equal(rpmPeriodOfMonth('2026-01-31', '2026-02'), null, 'a period spanning February ends in March');
  assert.deepEqual(rpmPeriodOfMonth('2026-01-31', '2026-03'), { start: '2026-03-02', end: '2026-03-31' }, 'Jan 31–Mar 1 and Mar 2–31 both end in March: the later');
  assert.equal(rpmPeriodOfMonth('2026-03-05', '2026-02'), null, 'before the device started');
});

test('the months a span of days reaches, across a year end', () => {
  assert.deepEqual(monthsBetween('2026-11', '2027-01'), ['2026-11', '2026-12', '2027-01']);
  assert.deepEqual(monthsBetween('2026-10', '2026-10'), ['2026-10']);
});

test("an enrolment's device sends its kind of reading", () => {
  assert.deepEqual(['glucometer', 'scale', 'pulseOximeter', 'bloodPressureCuff', ''].map(readingKindOf), ['glucose', 'weight', 'spo2', 'bloodPressure', 'bloodPressure']);
});
