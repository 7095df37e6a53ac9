import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deviceDays, outOfRange, rpmMonthSummary } from './rpmReadings.ts';

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
  assert.deepEqual(rpmMonthSummary('2026-11', days(15), []).codes, [{ code: '99445', units: 1 }]);
  const month = rpmMonthSummary('2026-11', [...days(16), '2026-10-31T08:00:00Z'], [{ minutes: 12, interactive: true }, { minutes: 10, interactive: false }]);
  assert.equal(month.deviceDays, 16, 'a reading of another month does not count');
  assert.equal(month.managementMinutes, 22);
  assert.deepEqual(month.codes.map((c) => c.code), ['99454', '99457']);
  assert.deepEqual(rpmMonthSummary('2026-11', days(2), [{ minutes: 25, interactive: false }]).codes.map((c) => c.code), ['99445'], 'no management code without interactive communication');
});
