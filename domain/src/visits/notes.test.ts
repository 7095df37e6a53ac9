import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { applyNoteRules, assertNoteDeletable } from './notes.ts';

test('a draft changes and signs; a signed note neither changes nor goes away', () => {
  const draft = { EntityType: 'Note', Status: 'Draft', Note: 'S: cough' };
  assert.deepEqual(applyNoteRules(draft, { ...draft, Status: 'Signed' }), { ...draft, Status: 'Signed' });
  assert.throws(() => applyNoteRules({ ...draft, Status: 'Signed' }, { ...draft, Note: 'changed' }), (e: unknown) => e instanceof AppError && /add an addendum/.test(e.message));
  assert.throws(() => assertNoteDeletable({ ...draft, Status: 'Signed' }), AppError);
  assert.doesNotThrow(() => assertNoteDeletable(draft));
});
