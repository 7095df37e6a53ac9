import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latestWrapUp, wrapUpMissing } from './wrapUp.ts';

const complete = { diagnoses: ['E11.9', 'I10'], charges: [{ cpt: '99214', units: 1, pointers: ['A', 'B'] }], followUp: 'booked', instructions: 'Walk daily' };

test('the latest entry of WrapUps (stored as JSON text or a list) is the wrap-up', () => {
  const visit = { WrapUps: JSON.stringify([{ diagnoses: ['J06.9'] }, complete]) };
  assert.deepEqual(latestWrapUp(visit), { ...complete, followUp: 'booked' });
  assert.deepEqual(latestWrapUp({}), { diagnoses: [], charges: [], followUp: '', instructions: '' });
});

test('the checklist names each missing item in order; a complete one lacks nothing', () => {
  assert.deepEqual(wrapUpMissing(latestWrapUp({ WrapUps: [complete] }), true), []);
  assert.deepEqual(wrapUpMissing(latestWrapUp({}), false), ['noteSigned', 'diagnosis', 'charges', 'pointers', 'followUp', 'instructions']);
});

test('a charge needs a CPT code and pointers to diagnoses the wrap-up has', () => {
  const entry = (charges: unknown[]) => latestWrapUp({ WrapUps: [{ ...complete, charges }] });
  assert.deepEqual(wrapUpMissing(entry([{ cpt: '9921', pointers: ['A'] }])), ['charges']);
  assert.deepEqual(wrapUpMissing(entry([{ cpt: '99214', pointers: ['C'] }])), ['pointers']);
  assert.deepEqual(wrapUpMissing(entry([{ cpt: 'G0439', pointers: [] }])), ['pointers']);
});
