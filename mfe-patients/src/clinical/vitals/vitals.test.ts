import { bmi, readVitals, vitalProblem } from './vitals.ts';

test('BMI from pounds and inches, one decimal', () => {
  expect(bmi(180, 70)).toBe(25.8);
  expect(bmi(120.5, 64.2)).toBe(20.6);
  expect(bmi(180, null)).toBeNull();
  expect(bmi(0, 70)).toBeNull();
});

test('physiological ranges and number formats', () => {
  expect(vitalProblem('systolic', '120')).toBeNull();
  expect(vitalProblem('systolic', '49')).toBe('range');
  expect(vitalProblem('systolic', '301')).toBe('range');
  expect(vitalProblem('systolic', '120.5')).toBe('wholeNumber');
  expect(vitalProblem('spo2', '101')).toBe('range');
  expect(vitalProblem('spo2', '50')).toBeNull();
  expect(vitalProblem('temperatureF', '98.6')).toBeNull();
  expect(vitalProblem('temperatureF', '37')).toBe('range');
  expect(vitalProblem('temperatureF', '98.66')).toBe('decimals');
  expect(vitalProblem('heartRate', 'fast')).toBe('wholeNumber');
  // a negative weight is out of range, not a question of decimals
  expect(vitalProblem('weightLb', '-5')).toBe('range');
  expect(vitalProblem('weightLb', '')).toBeNull();
});

test('reads stored numbers and numeric strings, ignores the rest', () => {
  expect(readVitals({ systolic: 120, diastolic: '80', heartRate: 'x', bmi: 25 })).toEqual({ systolic: 120, diastolic: 80 });
  expect(readVitals(null)).toEqual({});
});
