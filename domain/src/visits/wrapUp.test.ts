import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertWrapUpComplete, latestWrapUp, wrapUpDiagnoses, wrapUpMissing, wrapUpNote } from './wrapUp.ts';

const complete = { diagnoses: ['E11.9', 'I10'], charges: [{ cpt: '99214', units: 1, pointers: ['A', 'B'] }], followUp: 'booked', instructions: 'Walk daily' };

test('the latest entry of WrapUps (stored as JSON text or a list) is the wrap-up', () => {
  const visit = { WrapUps: JSON.stringify([{ diagnoses: ['J06.9'] }, complete]) };
  assert.deepEqual(latestWrapUp(visit), { ...complete, followUp: 'booked' });
  assert.deepEqual(latestWrapUp({}), { diagnoses: [], charges: [], followUp: '', instructions: '' });
});

test('the checklist names each missing item in order; a complete one lacks nothing', () => {
  assert.deepEqual(wrapUpMissing(latestWrapUp({ WrapUps: [complete] }), { signed: true, diagnoses: [] }), []);
  assert.deepEqual(wrapUpMissing(latestWrapUp({}), { signed: false, diagnoses: [] }), ['noteSigned', 'diagnosis', 'charges', 'pointers', 'followUp', 'instructions']);
});

test('a charge needs a CPT code and pointers to diagnoses the wrap-up has', () => {
  const entry = (charges: unknown[]) => latestWrapUp({ WrapUps: [{ ...complete, charges }] });
  assert.deepEqual(wrapUpMissing(entry([{ cpt: '9921', pointers: ['A'] }])), ['charges']);
  assert.deepEqual(wrapUpMissing(entry([{ cpt: '99214', pointers: ['C'] }])), ['pointers']);
  assert.deepEqual(wrapUpMissing(entry([{ cpt: 'G0439', pointers: [] }])), ['pointers']);
});

const signedNote = (diagnoses: string[], extra: Record<string, unknown> = {}) => ({
  Status: 'Signed',
  Notes: JSON.stringify({ diagnoses: diagnoses.map((code) => ({ code, description: `words for ${code}` })) }),
  ...extra,
});

test('the wrap-up reads the visit’s own signed note, not an addendum or a draft', () => {
  assert.deepEqual(wrapUpNote([]), { signed: false, diagnoses: [] });
  assert.deepEqual(wrapUpNote([signedNote(['I10'], { CustomID: 'n-1' })]), { signed: false, diagnoses: [] });
  assert.deepEqual(wrapUpNote([{ ...signedNote(['I10']), Status: 'Draft' }]), { signed: false, diagnoses: [] });
  assert.deepEqual(wrapUpNote([signedNote(['I10'], { CustomID: 'n-1' }), signedNote(['E11.9'])]), { signed: true, diagnoses: [{ code: 'E11.9', description: 'words for E11.9' }] });
});

test('the note’s diagnoses follow the stored ones, so a stored slot letter keeps its diagnosis', () => {
  const note = wrapUpNote([signedNote(['E11.9', 'I10'])]);
  assert.deepEqual(wrapUpDiagnoses([], note), ['E11.9', 'I10']);
  assert.deepEqual(wrapUpDiagnoses(['J06.9', 'I10'], note), ['J06.9', 'I10', 'E11.9']);
  assert.deepEqual(wrapUpDiagnoses(['J06.9'], undefined), ['J06.9']);
});

test('a check-out needs the note signed and each of its diagnoses on the wrap-up: the server’s refusal names them', () => {
  const visit = { WrapUps: [{ ...complete, diagnoses: ['I10'], charges: [{ cpt: '99214', units: 1, pointers: ['A'] }] }] };
  assert.throws(() => assertWrapUpComplete(visit, wrapUpNote([])), /WrapUps lacks: noteSigned$/);
  assert.throws(() => assertWrapUpComplete(visit, wrapUpNote([signedNote(['E11.9', 'I10'])])), /WrapUps lacks: diagnosis$/);
  assert.doesNotThrow(() => assertWrapUpComplete(visit, wrapUpNote([signedNote(['I10'])])));
  assert.throws(() => assertWrapUpComplete({ WrapUps: [{ ...complete, diagnoses: [] }] }, wrapUpNote([signedNote([])])), /WrapUps lacks: diagnosis, pointers$/);
});
