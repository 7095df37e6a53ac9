import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reviewState } from './reviews.ts';
import { reviewEndedBy, withReviewStamps } from './vocabularies/reviewRules.ts';

const ctx = { by: 'u-nurse', at: '2026-03-01T10:00:00.000Z' };

test('recording "no known allergies" is stamped by the server; a client\'s stamp is ignored', () => {
  const stored = withReviewStamps(undefined, { FirstName: 'Ana', NoKnownAllergies: true, AllergiesReviewedBy: 'forged', AllergiesReviewedAt: '2000-01-01T00:00:00.000Z' }, ctx);
  assert.deepEqual([stored['NoKnownAllergies'], stored['AllergiesReviewedBy'], stored['AllergiesReviewedAt']], [true, 'u-nurse', ctx.at]);
  const later = withReviewStamps(stored, { ...stored, City: 'Peoria', AllergiesReviewedBy: 'forged' }, { by: 'u-other', at: '2026-04-01T10:00:00.000Z' });
  assert.deepEqual([later['AllergiesReviewedBy'], later['AllergiesReviewedAt']], ['u-nurse', ctx.at], 'an unrelated edit keeps who and when');
  const cleared = withReviewStamps(stored, { ...stored, NoKnownAllergies: false }, ctx);
  assert.equal('AllergiesReviewedBy' in cleared || 'NoKnownAllergies' in cleared, false);
  const unstated = withReviewStamps(undefined, { MedicationsReviewedBy: 'forged' }, ctx);
  assert.equal('MedicationsReviewedBy' in unstated, false, 'no statement, no stamp');
});

test('an active allergy or medication ends the statement of its list; an inactive one does not', () => {
  const patient = { NoKnownAllergies: true, AllergiesReviewedBy: 'u', AllergiesReviewedAt: ctx.at, NoCurrentMedications: true };
  assert.deepEqual(reviewEndedBy('Allergy', { Allergy: 'Penicillin', Status: 'Active' }, patient), { NoKnownAllergies: null, AllergiesReviewedAt: null, AllergiesReviewedBy: null });
  assert.equal(reviewEndedBy('Allergy', { Allergy: 'Penicillin', Status: 'Inactive' }, patient), null);
  assert.deepEqual(Object.keys(reviewEndedBy('Medication', { Medication: 'Lisinopril' }, patient) ?? {}), ['NoCurrentMedications', 'MedicationsReviewedAt', 'MedicationsReviewedBy']);
  assert.equal(reviewEndedBy('Lab', { Status: 'Active' }, patient), null);
  assert.equal(reviewEndedBy('Allergy', { Status: 'Active' }, { NoKnownAllergies: false }), null);
});

test('three states: not yet reviewed, reviewed with none (who and when), the list', () => {
  assert.deepEqual(reviewState('Allergy', {}, 0), { state: 'unreviewed' });
  assert.deepEqual(reviewState('Allergy', { NoKnownAllergies: true, AllergiesReviewedBy: 'u', AllergiesReviewedAt: ctx.at }, 0), { state: 'none', by: 'u', at: ctx.at });
  assert.deepEqual(reviewState('Allergy', { NoKnownAllergies: true }, 2), { state: 'list' });
  assert.deepEqual(reviewState('Medication', { NoKnownAllergies: true }, 0), { state: 'unreviewed' });
});
