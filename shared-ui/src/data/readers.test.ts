import { bool, day, json, num, str } from './readers.ts';

test('str reads strings and numbers, anything else is empty (or the fallback)', () => {
  expect(str('Ana')).toBe('Ana');
  expect(str(42)).toBe('42');
  expect(str(null)).toBe('');
  expect(str(undefined)).toBe('');
  expect(str({ a: 1 })).toBe('');
  expect(str(Number.NaN)).toBe('');
  expect(str('', null)).toBeNull();
  expect(str(undefined, 'Active')).toBe('Active');
  expect(str('x', null)).toBe('x');
});

test('num, bool and day', () => {
  expect(num(3.5)).toBe(3.5);
  expect(num('120')).toBe(120);
  expect(num(' ')).toBeNull();
  expect(num('12a')).toBeNull();
  expect(num(Number.POSITIVE_INFINITY)).toBeNull();
  expect(bool(true)).toBe(true);
  expect(bool('true')).toBe(false);
  expect(bool(null)).toBe(false);
  expect(day('1968-04-12T00:00:00.000Z')).toBe('1968-04-12');
  expect(day('1968-04-12')).toBe('1968-04-12');
  expect(day('April')).toBe('');
  expect(day(null)).toBe('');
});

test('json reads AWSJSON as a string or a value', () => {
  expect(json('[1,2]', [])).toEqual([1, 2]);
  expect(json([3], [])).toEqual([3]);
  expect(json('{bad', 'fallback')).toBe('fallback');
  expect(json(null, 0)).toBe(0);
});
