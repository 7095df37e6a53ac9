import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { assertGlp1Dose, assertInjectionEnrolment, doseMilligrams, givenMilligrams, glp1Plan, glp1ProtocolOf, protocolOf } from './injectionProtocols.ts';

const refused = (fn: () => void, field: string, message?: RegExp) =>
  assert.throws(fn, (e: unknown) => e instanceof AppError && Object.hasOwn(e.fields ?? {}, field) && (!message || message.test(e.message)));

test('an injection enrolment: a protocol of its program (its authorisation dates are field specs)', () => {
  assertInjectionEnrolment('b12', { Variation: 'loading' });
  assertInjectionEnrolment('glp1', { Variation: 'tirzepatide', StartDate: '2026-01-05T00:00:00.000Z', DateExpired: '2026-01-05T00:00:00.000Z' });
  assertInjectionEnrolment('prolia', {});
  refused(() => assertInjectionEnrolment('b12', { Variation: 'wegovy' }), 'Variation');
  assert.equal(protocolOf('glp1', {}), 'wegovy');
  assert.equal(glp1ProtocolOf(undefined, { Injection: 'Semaglutide (Ozempic) 2 mg' }), 'ozempic');
  assert.equal(glp1ProtocolOf({ Variation: 'tirzepatide' }, { Injection: 'Semaglutide 1 mg' }), 'tirzepatide');
  assert.equal(glp1ProtocolOf({}, { Injection: 'Liraglutide 1.2 mg' }), null);
  assert.deepEqual([givenMilligrams({ Injection: 'Semaglutide (Ozempic) 0.5 mg' }), givenMilligrams({ Dosage: '1.7 mg', Injection: 'x 1 mg' })], [0.5, 1.7]);
  assert.equal(protocolOf('glp1', { Variation: 'tirzepatide' }), 'tirzepatide');
});

test('doses are read in milligrams as written', () => {
  assert.deepEqual(['1 mg', '0.25', '2,5 mg', ' 15MG ', '1 mcg', ''].map(doseMilligrams), [1, 0.25, 2.5, 15, Number.NaN, Number.NaN]);
});

test('GLP-1 escalation: first step first, one step up after 4 weekly doses, down always', () => {
  assert.deepEqual(glp1Plan('wegovy', []), { allowed: [0.25], current: null, dosesAtCurrent: 0, next: { dose: 0.25, after: 0 } });
  assert.deepEqual(glp1Plan('wegovy', [0.25, 0.25, 0.25]).allowed, [0.25]);
  assert.deepEqual(glp1Plan('wegovy', [0.25, 0.25, 0.25]).next, { dose: 0.5, after: 1 });
  assert.deepEqual(glp1Plan('wegovy', [0.25, 0.25, 0.25, 0.25]).allowed, [0.25, 0.5]);
  assert.deepEqual(glp1Plan('wegovy', [0.25, 0.25, 0.25, 0.25, 0.5]).allowed, [0.25, 0.5], 'the count restarts at the new step');
  assert.deepEqual(glp1Plan('tirzepatide', [15, 15, 15, 15]), { allowed: [2.5, 5, 7.5, 10, 12.5, 15], current: 15, dosesAtCurrent: 4, next: null });
  assertGlp1Dose('wegovy', '0.25 mg', []);
  assertGlp1Dose('wegovy', '0.5 mg', [0.25, 0.25, 0.25, 0.25]);
  assertGlp1Dose('wegovy', '0.25 mg', [0.25, 0.25, 0.25, 0.25, 0.5]);
  refused(() => assertGlp1Dose('wegovy', '0.5 mg', []), 'Dosage', /the first dose is 0.25 mg/);
  refused(() => assertGlp1Dose('wegovy', '0.5 mg', [0.25, 0.25, 0.25]), 'Dosage', /after 3 weekly doses of 0.25 mg/);
  refused(() => assertGlp1Dose('wegovy', '1 mg', [0.25, 0.25, 0.25, 0.25]), 'Dosage', /highest dose allowed is 0.5 mg/);
  refused(() => assertGlp1Dose('wegovy', '2.5 mg', []), 'Dosage', /one of 0.25, 0.5, 1, 1.7, 2.4 mg/);
});
