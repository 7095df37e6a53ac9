import assert from 'node:assert/strict';
import { test } from 'node:test';
import { READING_FIELD_RULES, fieldMessage } from '../fieldRules.ts';
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
  assert.equal(problems[2]!.message, 'diastolic "": Diastolic is required.');
  assert.equal(problems[3]!.message, 'systolic "abc": Systolic must be a whole number.');
  assert.match(parseReadingsCsv('when,systolic\n2026-11-01,120', NOW).problems[0]!.message, /header must name taken_at/);
  assert.match(parseReadingsCsv('taken_at,systolic,pulse\n', NOW).problems[0]!.message, /unknown: pulse/);
});

test('at most one transaction of readings a file', () => {
  const rows = Array.from({ length: MAX_IMPORT_READINGS + 1 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')},98`);
  const { problems } = parseReadingsCsv(['taken_at,spo2', ...rows].join('\n'), NOW);
  assert.match(problems.at(-1)!.message, /At most 24 readings a file \(this one has 25\)/);
});

test('a line is read with the reading form’s and the server’s ranges (READING_FIELD_RULES), in their sentences', () => {
  const csv = ['taken_at,systolic,diastolic,glucose,weight_lb,spo2', '2026-11-02,45,30,,,', '2026-11-03,120,130,,,', '2026-11-04,,,5,,', '2026-11-05,,,,1200,', '2026-11-06,,,,180.25,', '2026-11-07,,,,,49', '2026-11-08,50,20,10,1000,100'].join('\n');
  const { readings, problems } = parseReadingsCsv(csv, NOW);
  const { systolic, glucose, weightLb, spo2 } = READING_FIELD_RULES;
  assert.deepEqual(problems, [
    { line: 2, message: `systolic "45": ${fieldMessage('range', 'systolic', { ...systolic.number })}` },
    { line: 3, message: 'diastolic "130": Diastolic must be less than systolic.' },
    { line: 4, message: `glucose "5": ${fieldMessage('range', glucose.label, { ...glucose.number })}` },
    { line: 5, message: `weight_lb "1200": ${fieldMessage('range', 'weightLb', { ...weightLb.number })}` },
    { line: 6, message: 'weight_lb "180.25": Weight lb has too many decimals: at most 1.' },
    { line: 7, message: `spo2 "49": ${fieldMessage('range', 'spo2', { ...spo2.number })}` },
  ]);
  assert.match(problems[0]!.message, /from 50 to 300/);
  assert.deepEqual(readings.map((r) => r.values), [{ systolic: 50, diastolic: 20, glucose: 10, weightLb: 1000, spo2: 100 }]);
});
