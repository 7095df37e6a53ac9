import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_IMPORT_READINGS, parseReadingsCsv } from './rpmCsv.ts';

const NOW = '2026-11-20T12:00:00.000Z';

test('a device export becomes readings, out-of-range ones marked', () => {
  const csv = 'taken_at,systolic,diastolic,glucose\r\n2026-11-02 07:30,128,82,\r\n2026-11-03T08:00:00Z,,,310\r\n\r\n2026-11-04,185,95,110\r\n';
  const { readings, problems } = parseReadingsCsv(csv, NOW);
  assert.deepEqual(problems, []);
  assert.deepEqual(readings, [
    { line: 2, at: '2026-11-02T07:30:00.000Z', values: { systolic: 128, diastolic: 82 }, outOfRange: false },
    { line: 3, at: '2026-11-03T08:00:00.000Z', values: { glucose: 310 }, outOfRange: true },
    { line: 5, at: '2026-11-04T12:00:00.000Z', values: { systolic: 185, diastolic: 95, glucose: 110 }, outOfRange: true },
  ]);
});

test('every bad line is named, and a bad header stops the import', () => {
  const csv = ['taken_at,systolic,diastolic,spo2', '2026-13-01,120,80,', '2026-11-30 08:00,120,80,', '2026-11-05,120,,', '2026-11-06,abc,80,', '2026-11-07,,,', '"2026-11-08",120,80,', '2026-11-09,120,80'].join('\n');
  const { readings, problems } = parseReadingsCsv(csv, NOW);
  assert.deepEqual(readings, []);
  assert.deepEqual(
    problems.map((p) => p.line),
    [2, 3, 4, 5, 6, 7, 8],
  );
  assert.match(problems[1]!.message, /in the future/);
  assert.match(problems[2]!.message, /both systolic and diastolic/);
  assert.match(problems[3]!.message, /systolic "abc" is not a value from 40 to 300/);
  assert.match(parseReadingsCsv('when,systolic\n2026-11-01,120', NOW).problems[0]!.message, /header must name taken_at/);
  assert.match(parseReadingsCsv('taken_at,systolic,pulse\n', NOW).problems[0]!.message, /unknown: pulse/);
});

test('at most one transaction of readings a file', () => {
  const rows = Array.from({ length: MAX_IMPORT_READINGS + 1 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')},98`);
  const { problems } = parseReadingsCsv(['taken_at,spo2', ...rows].join('\n'), NOW);
  assert.match(problems.at(-1)!.message, /At most 24 readings a file \(this one has 25\)/);
});
