import { abnormality, numericResult, parseReferenceRange } from './abnormal.ts';

test.each([
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
] as const)('result %s against %s is %s', (result, range, expected) => {
  expect(abnormality(result, range)).toBe(expected);
});

test.each([
  ['Positive', '70-99'],
  ['', '70-99'],
  ['<0.1', '<0.5'],
  ['5', ''],
  ['5', 'Negative'],
  ['5', '99-70'],
  ['5', null],
  [null, '70-99'],
  ['12abc', '10-20'],
])('cannot tell for result %p against %p', (result, range) => {
  expect(abnormality(result, range)).toBeNull();
});

test('parses the range forms labs print', () => {
  expect(parseReferenceRange('0.6-1.3')).toEqual({ low: 0.6, high: 1.3, lowInclusive: true, highInclusive: true });
  expect(parseReferenceRange('<100')).toEqual({ high: 100, lowInclusive: true, highInclusive: false });
  expect(parseReferenceRange('> 40')).toEqual({ low: 40, lowInclusive: false, highInclusive: true });
  expect(parseReferenceRange('10 to 20')).toEqual({ low: 10, high: 20, lowInclusive: true, highInclusive: true });
  expect(parseReferenceRange('see report')).toBeNull();
});

test('only plain numbers are numeric results', () => {
  expect(numericResult('4.2')).toBe(4.2);
  expect(numericResult('+3')).toBe(3);
  expect(numericResult('>90')).toBeNull();
  expect(numericResult('1e3')).toBeNull();
});
