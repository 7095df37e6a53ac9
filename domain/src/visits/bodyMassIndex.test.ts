import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bodyMassIndex } from './bodyMassIndex.ts';

test('BMI is 703 × lb / in², one decimal', () => {
  assert.equal(bodyMassIndex(180, 70), 25.8);
  assert.equal(bodyMassIndex(120, 64), 20.6);
});

test('no BMI without a weight and a height', () => {
  assert.equal(bodyMassIndex(180, undefined), null);
  assert.equal(bodyMassIndex(null, 70), null);
  assert.equal(bodyMassIndex(0, 70), null);
});
