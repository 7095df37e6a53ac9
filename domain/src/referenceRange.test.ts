import assert from 'node:assert/strict';
import { test } from 'node:test';
import { abnormality, numericResult, parseReferenceRange, trendScale, withLabFlags } from './referenceRange.ts';

const cases: [string | null, string | null, string | null][] = [
  ['105', '70-99', 'high'],
  ['69', '70-99', 'low'],
  ['70', '70-99', 'normal'],
  ['99', '70-99', 'normal'],
  ['99.1', '70-99', 'high'],
  ['5.2', '3.5 - 5.1', 'high'],
  ['3.5', '3.5 - 5.1', 'normal'],
  ['3.4', '3.5–5.1', 'low'],
  ['199', '<200', 'normal'],
  ['200', '<200', 'high'],
  ['99', '<100', 'normal'],
  ['100', '<100', 'high'],
  ['41', '>40', 'normal'],
  ['40', '>40', 'low'],
  ['5.6', '≤ 5.6', 'normal'],
  ['5.7', '≤ 5.6', 'high'],
  ['5.6', '<=5.6', 'normal'],
  ['60', '>=60', 'normal'],
  ['59', '≥ 60', 'low'],
  ['-2', '-3 - 3', 'normal'],
  ['7,2', '4.0-5.6', 'high'],
  [' 88 ', ' 70-99 ', 'normal'],
  ['Negative', 'Negative', 'normal'],
  ['negative ', 'Negative', 'normal'],
  ['Positive', 'Negative', 'abnormal'],
  ['Reactive', 'Non-reactive', 'abnormal'],
  // cannot tell
  ['Positive', '70-99', null],
  ['', '70-99', null],
  ['<0.1', '<0.5', null],
  ['5', '', null],
  ['5', 'Negative', null],
  ['5', '99-70', null],
  ['5', null, null],
  [null, '70-99', null],
  ['12abc', '10-20', null],
];

for (const [result, range, expected] of cases) {
  test(`result ${JSON.stringify(result)} against ${JSON.stringify(range)} is ${expected}`, () => {
    assert.equal(abnormality(result, range), expected);
  });
}

test('parses every form labs print, and words as a qualitative range', () => {
  assert.deepEqual(parseReferenceRange('0.6-1.3'), { kind: 'numeric', low: 0.6, high: 1.3, lowInclusive: true, highInclusive: true });
  assert.deepEqual(parseReferenceRange('<100'), { kind: 'numeric', high: 100, lowInclusive: true, highInclusive: false });
  assert.deepEqual(parseReferenceRange('<=100'), { kind: 'numeric', high: 100, lowInclusive: true, highInclusive: true });
  assert.deepEqual(parseReferenceRange('> 40'), { kind: 'numeric', low: 40, lowInclusive: false, highInclusive: true });
  assert.deepEqual(parseReferenceRange('>=60'), { kind: 'numeric', low: 60, lowInclusive: true, highInclusive: true });
  assert.deepEqual(parseReferenceRange('≥60'), { kind: 'numeric', low: 60, lowInclusive: true, highInclusive: true });
  assert.deepEqual(parseReferenceRange('10 to 20'), { kind: 'numeric', low: 10, high: 20, lowInclusive: true, highInclusive: true });
  assert.deepEqual(parseReferenceRange('Negative'), { kind: 'text', expected: 'Negative' });
  assert.equal(parseReferenceRange('see report 2'), null);
  assert.equal(parseReferenceRange('< x'), null);
});

test('only plain numbers are numeric results', () => {
  assert.equal(numericResult('4.2'), 4.2);
  assert.equal(numericResult('+3'), 3);
  assert.equal(numericResult('>90'), null);
  assert.equal(numericResult('1e3'), null);
});

test('a one-sided range shades from the bound to the chart edge, never the other side', () => {
  const ldl = trendScale([88, 132, 150], '<100');
  assert.deepEqual(ldl.band, { y1: ldl.domain[0], y2: 100 }, 'LDL <100: from the bottom up to 100');
  assert.ok(ldl.domain[0] < 88 && ldl.domain[1] >= 150);
  const hdl = trendScale([38, 55], '>40');
  assert.deepEqual(hdl.band, { y1: 40, y2: hdl.domain[1] }, 'HDL >40: from 40 to the top');
  assert.ok(hdl.domain[1] > 55 && hdl.domain[0] <= 38);
  const potassium = trendScale([4.2, 6.3], '3.5-5.1');
  assert.deepEqual(potassium.band, { y1: 3.5, y2: 5.1 });
  assert.ok(potassium.domain[0] <= 3.5 && potassium.domain[1] >= 6.3);
  assert.equal(trendScale([1, 2], 'Negative').band, null);
  assert.equal(trendScale([1, 2], null).band, null);
});

test('the server derives IsAbnormal from the range; a claim counts only where the range cannot decide', () => {
  assert.equal(withLabFlags({ Result: '132', ReferenceRange: '<100', IsAbnormal: false })['IsAbnormal'], true);
  assert.equal(withLabFlags({ Result: '55', ReferenceRange: '>40', IsAbnormal: true })['IsAbnormal'], false);
  assert.equal(withLabFlags({ Result: 'see note', ReferenceRange: '<100', IsAbnormal: true })['IsAbnormal'], true);
  const panel = withLabFlags({
    IsPanel: true,
    IsAbnormal: false,
    LabResults: JSON.stringify([{ Result: '38', ReferenceRange: '>40', IsAbnormal: false }, { Result: '88', ReferenceRange: '<100' }]),
  });
  assert.equal(panel['IsAbnormal'], true);
  assert.deepEqual(JSON.parse(String(panel['LabResults'])).map((r: { IsAbnormal: boolean }) => r.IsAbnormal), [true, false]);
});
