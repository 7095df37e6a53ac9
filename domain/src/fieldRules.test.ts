import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIELD_RULE_MESSAGES, numberRule } from './fieldRules.ts';

const weight = { min: 1, max: 1000, decimals: 1 };
const pulse = { min: 20, max: 250, decimals: 0 };

test('a number out of range is a range problem whatever its form (a weight of -5)', () => {
  assert.equal(numberRule('-5', weight), 'range');
  assert.equal(numberRule('1200.55', weight), 'range');
  assert.equal(numberRule('0', pulse), 'range');
});

test('then decimals, whole numbers and what is not a number', () => {
  assert.equal(numberRule('70.25', weight), 'decimals');
  assert.equal(numberRule('70.5', pulse), 'wholeNumber');
  assert.equal(numberRule('abc', weight), 'number');
  assert.equal(numberRule('7O', pulse), 'wholeNumber');
  assert.equal(numberRule('70.5', weight), null);
  assert.equal(numberRule(' 72 ', pulse), null);
  assert.equal(numberRule('', pulse), null);
});

test('every rule names its field', () => {
  for (const message of Object.values(FIELD_RULE_MESSAGES)) assert.match(message, /\{\{field\}\}/);
});
