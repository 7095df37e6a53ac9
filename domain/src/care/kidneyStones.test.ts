import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isStoneEvent, isUrinePanel, nextUrinePanelDue } from './kidneyStones.ts';

test('stone events are problems coded N20–N23', () => {
  assert.equal(isStoneEvent('N20.0 Calculus of kidney'), true);
  assert.equal(isStoneEvent('N23 Unspecified renal colic'), true);
  assert.equal(isStoneEvent('n21.1 Calculus in urethra'), true);
  assert.equal(isStoneEvent('N18.3 Chronic kidney disease, stage 3'), false);
  assert.equal(isStoneEvent('N200 not a code'), false);
});

test('24-hour urine panels are found by type or name', () => {
  assert.equal(isUrinePanel('24-hour urine stone risk panel'), true);
  assert.equal(isUrinePanel('Urine, 24 hr collection'), true);
  assert.equal(isUrinePanel('Urinalysis'), false);
  assert.equal(isUrinePanel('24-hour Holter'), false);
});

test('the next panel: at enrolment without one, six months after the first, then yearly (month ends clamp)', () => {
  assert.equal(nextUrinePanelDue([], '2026-02-10T12:00:00.000Z'), '2026-02-10');
  assert.equal(nextUrinePanelDue(['2026-03-15T09:00:00.000Z'], '2026-02-10'), '2026-09-15');
  assert.equal(nextUrinePanelDue(['2026-09-20T09:00:00.000Z', '2026-03-15T09:00:00.000Z'], '2026-02-10'), '2027-09-20');
  assert.equal(nextUrinePanelDue(['2025-08-31'], '2025-08-01'), '2026-02-28');
});
