import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planCancelledOn, planStatusRefusal } from './planCancellation.ts';

test('an active plan is cancelled with a reason; a completed or cancelled one is not; a cancelled plan stays cancelled', () => {
  assert.equal(planStatusRefusal('Active', 'Cancelled', 'Patient moved away'), null);
  assert.deepEqual(planStatusRefusal('Active', 'Cancelled', '  '), { field: 'Reason', message: 'Required: why the plan is cancelled' });
  assert.equal(planStatusRefusal('Completed', 'Cancelled', 'x')?.field, 'Status');
  assert.equal(planStatusRefusal('Cancelled', 'Active', 'x')?.field, 'Status');
  assert.equal(planStatusRefusal('Cancelled', 'Cancelled', ''), null);
  assert.equal(planStatusRefusal('Active', 'Completed', ''), null);
});

test('the day of the latest cancellation in the status history', () => {
  assert.equal(planCancelledOn([{ from: 'Active', to: 'Cancelled', at: '2026-09-15T14:03:00.000Z' }]), '2026-09-15');
  assert.equal(planCancelledOn([]), null);
});
