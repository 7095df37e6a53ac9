import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLES, grantableRoles, mayGrant } from '../index.ts';
import { AppError } from '../errors.ts';
import { refuseFields, serverOwned, immutableFields } from './fieldPolicy.ts';
import { canonicalDateTime, normaliseInput } from './normalise.ts';
import { measureJson } from './queryLimits.ts';
import { combinedFacts } from './sending.ts';

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    return error;
  }
  assert.fail('not refused');
};

test('a role gives only roles whose rights it holds: an admin any, dark only dark', () => {
  assert.deepEqual(grantableRoles('admin'), [...ROLES]);
  assert.deepEqual(grantableRoles('dark'), ['dark']);
  assert.equal(mayGrant('dark', 'user'), false);
  assert.equal(mayGrant('billing', 'user'), false);
  assert.equal(mayGrant('user', 'billing'), false);
});

test('server-owned fields: a client value that differs from the row is refused; sent back unchanged it is not; a planner writes them', () => {
  assert.ok(serverOwned('Visit').includes('PaymentStatus') && serverOwned('Visit').includes('StatusHistory'));
  assert.match(refusal(() => refuseFields('Visit', { PaymentStatus: 'Paid' }, undefined, 'client')).message, /^PaymentStatus: Is kept by the server/);
  assert.match(refusal(() => refuseFields('Visit', { LinkedToClaim: null }, { LinkedToClaim: 'c1' }, 'client')).message, /^LinkedToClaim/);
  assert.doesNotThrow(() => refuseFields('Visit', { PaymentStatus: 'Billed' }, { PaymentStatus: 'Billed' }, 'client'));
  assert.doesNotThrow(() => refuseFields('Claim', { ClaimHistory: '[{"a":1}]' }, { ClaimHistory: [{ a: 1 }] }, 'client'), 'JSON as text or value is the same');
  assert.doesNotThrow(() => refuseFields('Visit', { PaymentStatus: 'Unbilled' }, undefined, 'server'));
});

test('immutable fields never change after the create, whoever writes; locked fields once the row is in its state', () => {
  for (const kind of ['Visit', 'Claim', 'Payment', 'TimeEntry', 'Note'] as const) assert.ok(immutableFields(kind).includes('PatientID'), kind);
  assert.ok(!immutableFields('Task').includes('PatientID'), 'a to-do is re-pointed');
  assert.match(refusal(() => refuseFields('TimeEntry', { LinkedToProgram: null }, { LinkedToProgram: 'e1' }, 'effect')).message, /LinkedToProgram of a record cannot change/);
  assert.match(refusal(() => refuseFields('Visit', { WrapUps: [] }, { VisitStatus: 'CheckedOut', WrapUps: [{ x: 1 }] }, 'client')).message, /final/);
  assert.doesNotThrow(() => refuseFields('Visit', { WrapUps: [] }, { VisitStatus: 'WrapUp', WrapUps: [{ x: 1 }] }, 'client'));
  assert.match(refusal(() => refuseFields('PaymentPlan', { TermMonths: '1' }, { TermMonths: '12', AmountPaid: 100 }, 'client')).message, /keeps its terms/);
});

test('the input in one form: model types, UTC date-times, codes; lengths for a client', () => {
  const types = { CPTCode: 'String', ServiceDate: 'AWSDateTime', Units: 'Int', Amount: 'Float', Done: 'Boolean', Comment: 'String', Vitals: 'AWSJSON', PatientID: 'String' } as const;
  assert.deepEqual(normaliseInput({ CPTCode: ' j3420 ', ServiceDate: '2026-10-01T05:00:00+14:00', PatientID: ' P1 ' }, types, true), { CPTCode: 'J3420', ServiceDate: '2026-09-30T15:00:00.000Z', PatientID: 'P1' });
  for (const [input, field] of [[{ Units: 1.5 }, 'Units'], [{ Amount: '10' }, 'Amount'], [{ Done: 'yes' }, 'Done'], [{ ServiceDate: '2026-10-01' }, 'ServiceDate'], [{ Comment: 'x'.repeat(20_001) }, 'Comment'], [{ Nope: 1 }, 'Nope']] as const) {
    assert.ok(refusal(() => normaliseInput(input, types, true)).fields?.[field], field);
  }
  assert.equal(normaliseInput({ Comment: 'x'.repeat(20_001) }, types, false)['Comment'], 'x'.repeat(20_001), "a planner's own values are not capped");
  assert.equal(canonicalDateTime('2026-02-30T00:00:00Z'), null);
  assert.deepEqual(measureJson(JSON.parse(`${'['.repeat(30)}1${']'.repeat(30)}`), 10, 24).depth > 24, true);
});

test('stated facts add to what the rows record, never contradict it', () => {
  const recorded = { apcm: false, complex: true, setupBilled: true, interactiveCommunication: false };
  assert.match(refusal(() => combinedFacts({ setupBilled: false }, recorded)).message, /facts.setupBilled/);
  assert.match(refusal(() => combinedFacts({ complex: false }, recorded)).message, /facts.complex/);
  assert.deepEqual(combinedFacts({ interactiveCommunication: true, g0506Billed: true }, recorded), { ...recorded, interactiveCommunication: true, g0506Billed: true });
});
