import assert from 'node:assert/strict';
import { test } from 'node:test';
import { vitalSignFlags } from './vitalSignFlags.ts';

const calm = { systolic: 118, diastolic: 76, heartRate: 72, temperatureF: 98.4, respiratoryRate: 16, spo2: 98, weightLb: 160, heightIn: 68 };

test('a calm adult reading has no flag', () => {
  assert.deepEqual(vitalSignFlags(calm, 45), []);
});

test('a fever is flagged at 100.4 °F, not at 100.3, at any age', () => {
  assert.deepEqual(vitalSignFlags({ ...calm, temperatureF: 101.9 }, 45), [{ key: 'temperatureF', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, temperatureF: 100.4 }, 6), [{ key: 'temperatureF', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, temperatureF: 100.3 }, 45), []);
  assert.deepEqual(vitalSignFlags({ ...calm, temperatureF: 94.8 }, 45), [{ key: 'temperatureF', direction: 'low' }]);
});

test('adult limits: stage 2 blood pressure, tachycardia and bradycardia, breathing rate, SpO2 under 95, BMI', () => {
  assert.deepEqual(vitalSignFlags({ ...calm, systolic: 140, diastolic: 90 }, 60), [{ key: 'systolic', direction: 'high' }, { key: 'diastolic', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, systolic: 139, diastolic: 89 }, 60), []);
  assert.deepEqual(vitalSignFlags({ ...calm, systolic: 88, diastolic: 58 }, 60), [{ key: 'systolic', direction: 'low' }, { key: 'diastolic', direction: 'low' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, heartRate: 101 }, 60), [{ key: 'heartRate', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, heartRate: 100 }, 60), []);
  assert.deepEqual(vitalSignFlags({ ...calm, heartRate: 52 }, 60), [{ key: 'heartRate', direction: 'low' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, respiratoryRate: 24 }, 60), [{ key: 'respiratoryRate', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, spo2: 94 }, 60), [{ key: 'spo2', direction: 'low' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, spo2: 95 }, 60), []);
  assert.deepEqual(vitalSignFlags({ ...calm, weightLb: 210 }, 60), [{ key: 'bmi', direction: 'high' }]);
  assert.deepEqual(vitalSignFlags({ ...calm, weightLb: 120 }, 60), [{ key: 'bmi', direction: 'low' }]);
});

test('a child: only temperature and SpO2 are flagged (the rest depend on age and size)', () => {
  const child = { systolic: 98, diastolic: 58, heartRate: 118, temperatureF: 98.6, respiratoryRate: 24, spo2: 93, weightLb: 45, heightIn: 44 };
  assert.deepEqual(vitalSignFlags(child, 6), [{ key: 'spo2', direction: 'low' }]);
  // the same numbers in an adult, or a patient of unknown age
  assert.deepEqual(vitalSignFlags(child, null).map((f) => f.key), ['diastolic', 'heartRate', 'respiratoryRate', 'spo2', 'bmi']);
});

test('a measurement not taken is not flagged', () => {
  assert.deepEqual(vitalSignFlags({ temperatureF: 98.6 }, 40), []);
});
