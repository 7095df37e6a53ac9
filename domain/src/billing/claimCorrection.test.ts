import assert from 'node:assert/strict';
import { test } from 'node:test';
import { correctionRefusal, lastRefusal, priorValues, resubmissions } from './claimCorrection.ts';

test('paid and closed claims refuse corrections; the others accept them', () => {
  assert.match(correctionRefusal('Paid')!, /paid claim cannot be corrected/);
  assert.match(correctionRefusal('Closed')!, /closed claim cannot change/);
  for (const status of ['Submitted', 'Accepted', 'Rejected', 'Denied', 'PartiallyPaid']) assert.equal(correctionRefusal(status), null);
});

test('the values before a correction, null for a field that had none', () => {
  assert.deepEqual(priorValues({ MemberID: 'W1', Diagnoses: ['E11.9'] }, ['MemberID', 'PlaceOfService']), { MemberID: 'W1', PlaceOfService: null });
});

test('resubmissions count submissions after the first; the latest rejection or denial with its reason', () => {
  const history = [
    { event: 'created', status: 'Draft' },
    { event: 'status', from: 'Draft', status: 'Submitted' },
    { event: 'status', from: 'Submitted', status: 'Rejected', reason: 'Invalid member ID' },
    { event: 'status', from: 'Rejected', status: 'Submitted' },
    { event: 'posting', from: 'Submitted', status: 'Denied' },
  ];
  assert.equal(resubmissions(history), 1);
  assert.deepEqual(lastRefusal(history), { event: 'posting', from: 'Submitted', status: 'Denied' });
  assert.equal(lastRefusal(history.slice(0, 3))?.reason, 'Invalid member ID');
  assert.equal(lastRefusal([]), null);
  assert.equal(resubmissions([]), 0);
});
