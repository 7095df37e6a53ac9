import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { applyTaskRules } from './taskRules.ts';

const NOW = '2026-05-04T15:00:00.000Z';
const STAFF = { id: 'u-2', EntityType: 'User' };

test('a task is assigned only to a staff member of the clinic', () => {
  assert.throws(
    () => applyTaskRules(undefined, { Task: 'Call back', AssignedTo: 'u-elsewhere' }, NOW, undefined),
    (error: unknown) => error instanceof AppError && /AssignedTo/.test(error.message),
  );
  assert.throws(() => applyTaskRules(undefined, { Task: 'Call back', AssignedTo: 'p-1' }, NOW, { id: 'p-1', EntityType: 'Patient' }), AppError);
  assert.equal(applyTaskRules(undefined, { Task: 'Call back', AssignedTo: 'u-2' }, NOW, STAFF)['AssignedTo'], 'u-2');
  // an unchanged assignee is not read again
  assert.equal(applyTaskRules({ AssignedTo: 'u-2' }, { AssignedTo: 'u-2', Priority: 'High' }, NOW, undefined)['Priority'], 'High');
});

test('the server’s clock stamps the start once, whatever the client sends', () => {
  assert.equal(applyTaskRules(undefined, { Task: 'x' }, NOW, undefined)['Start'], null);
  assert.equal(applyTaskRules({ Task: 'x' }, { Task: 'x', Start: '1999-01-01T00:00:00.000Z' }, NOW, undefined)['Start'], NOW);
  assert.equal(applyTaskRules({ Start: '2026-05-01T09:00:00.000Z' }, { Start: NOW }, NOW, undefined)['Start'], '2026-05-01T09:00:00.000Z');
});

test('done stamps the completion time; a reopened task loses it; a done task keeps its time', () => {
  assert.equal(applyTaskRules({ Done: false }, { Done: true, TimeCompleted: '1999-01-01T00:00:00.000Z' }, NOW, undefined)['TimeCompleted'], NOW);
  assert.equal(applyTaskRules({ Done: true, TimeCompleted: '2026-05-01T09:00:00.000Z' }, { Done: false }, NOW, undefined)['TimeCompleted'], null);
  assert.equal(
    applyTaskRules({ Done: true, TimeCompleted: '2026-05-01T09:00:00.000Z' }, { Done: true, Priority: 'Low' }, NOW, undefined)['TimeCompleted'],
    '2026-05-01T09:00:00.000Z',
  );
});
