import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VISIT_STATUSES } from '../entities.ts';
import { AppError } from '../errors.ts';
import { VISIT_MOVES, applyVisitStatusRules, assertVisitState, nextVisitStatuses, visitStatusOf } from './visitStatus.ts';

const NOW = '2026-03-02T15:04:05.000Z';
const COMPLETE = { diagnoses: ['I10'], charges: [{ cpt: '99213', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' };
const visit = (VisitStatus: string, extra: Record<string, unknown> = {}) => ({ EntityType: 'Visit', VisitStatus, ...extra });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof AppError);
    return error;
  }
  assert.fail('the write was not refused');
};

describe('visit status moves', () => {
  test('the day goes one step at a time, Cancelled and NoShow only from Scheduled', () => {
    assert.deepEqual(nextVisitStatuses('Scheduled'), ['CheckedIn', 'Cancelled', 'NoShow']);
    assert.deepEqual(nextVisitStatuses('CheckedIn'), ['InProgress']);
    assert.deepEqual(nextVisitStatuses('InProgress'), ['WrapUp']);
    assert.deepEqual(nextVisitStatuses('WrapUp'), ['CheckedOut']);
    for (const final of ['CheckedOut', 'Cancelled', 'NoShow'] as const) assert.deepEqual(nextVisitStatuses(final), []);
    assert.deepEqual(Object.keys(VISIT_MOVES).sort(), [...VISIT_STATUSES].sort());
  });

  test('checking in stamps CheckInTime, checking out CheckOutTime, with the server time whatever was sent', () => {
    const checkedIn = applyVisitStatusRules(visit('Scheduled'), visit('CheckedIn', { CheckInTime: '1999-01-01T00:00:00.000Z' }), NOW);
    assert.equal(checkedIn['CheckInTime'], NOW);
    const arrived = { CheckInTime: NOW };
    assert.equal(applyVisitStatusRules(visit('InProgress', arrived), visit('WrapUp'), NOW)['CheckOutTime'], null);
    assert.equal(applyVisitStatusRules(visit('WrapUp', arrived), visit('CheckedOut', { WrapUps: [COMPLETE] }), NOW)['CheckOutTime'], NOW);
  });

  test('every move the table does not list is refused naming VisitStatus', () => {
    for (const from of VISIT_STATUSES) {
      for (const to of VISIT_STATUSES) {
        if (from === to || VISIT_MOVES[from].includes(to)) continue;
        const error = refusal(() => applyVisitStatusRules(visit(from, { CheckInTime: NOW }), visit(to, { CancellationReason: 'x' }), NOW));
        assert.equal(error.errorType, 'ValidationException');
        assert.match(error.message, new RegExp(`VisitStatus cannot move from ${from} to ${to}`));
        assert.ok(error.fields?.['VisitStatus']);
      }
    }
  });

  test('a check-out needs a complete wrap-up: the refusal names what WrapUps lacks', () => {
    const arrived = { CheckInTime: NOW };
    const signed = { signed: true, diagnoses: [] };
    const error = refusal(() => applyVisitStatusRules(visit('WrapUp', arrived), visit('CheckedOut', { WrapUps: [{ ...COMPLETE, followUp: '', charges: [{ cpt: '99213', pointers: ['B'] }] }] }), NOW, signed));
    assert.match(error.message, /WrapUps lacks: pointers, followUp/);
    refusal(() => applyVisitStatusRules(visit('WrapUp', arrived), visit('CheckedOut'), NOW, signed));
    // an unsigned (or missing) note is missing too
    const note = { signed: false, diagnoses: [] };
    assert.match(refusal(() => applyVisitStatusRules(visit('WrapUp', arrived), visit('CheckedOut', { WrapUps: [COMPLETE] }), NOW, note)).message, /WrapUps lacks: noteSigned$/);
  });

  test('the state holds on the row as stored, however it got there: times, reason, wrap-up and signed note', () => {
    const signed = { signed: true, diagnoses: [] };
    const done = visit('CheckedOut', { CheckInTime: NOW, CheckOutTime: NOW, WrapUps: [COMPLETE] });
    assert.doesNotThrow(() => assertVisitState(done, signed));
    assert.match(refusal(() => assertVisitState(done, { signed: false, diagnoses: [] })).message, /noteSigned/);
    assert.match(refusal(() => assertVisitState({ ...done, CheckOutTime: null }, signed)).message, /CheckOutTime/);
    assert.match(refusal(() => assertVisitState({ ...done, WrapUps: [{ ...COMPLETE, instructions: '' }] }, signed)).message, /instructions/);
    for (const status of ['CheckedIn', 'InProgress', 'WrapUp']) assert.match(refusal(() => assertVisitState(visit(status))).message, /CheckInTime/);
    assert.doesNotThrow(() => assertVisitState(visit('Scheduled')));
  });

  test('a cancelled or missed visit needs a CancellationReason', () => {
    const error = refusal(() => applyVisitStatusRules(visit('Scheduled'), visit('Cancelled', { CancellationReason: '  ' }), NOW));
    assert.equal(error.fields?.['CancellationReason'], 'Required');
    refusal(() => assertVisitState(visit('NoShow')));
    assert.equal(applyVisitStatusRules(visit('Scheduled'), visit('NoShow', { CancellationReason: 'Did not arrive' }), NOW)['VisitStatus'], 'NoShow');
  });

  test('an edit that keeps the status keeps the stored times; a new visit is Scheduled, its times the server\'s', () => {
    const row = visit('InProgress', { Reason: 'Cough', CheckInTime: '1999-01-01T00:00:00.000Z' });
    assert.deepEqual(applyVisitStatusRules(visit('InProgress', { CheckInTime: NOW }), row, NOW), { ...row, CheckInTime: NOW, CheckOutTime: null });
    for (const status of VISIT_STATUSES.filter((s) => s !== 'Scheduled')) {
      assert.equal(refusal(() => applyVisitStatusRules(undefined, visit(status, { CancellationReason: 'x', CheckInTime: NOW, CheckOutTime: NOW, WrapUps: [COMPLETE] }), NOW)).fields?.['VisitStatus'], 'A new visit is Scheduled');
    }
    assert.deepEqual(applyVisitStatusRules(undefined, visit('Scheduled', { CheckInTime: '2020-01-01T00:00:00.000Z' }), NOW), visit('Scheduled', { CheckInTime: null, CheckOutTime: null }));
    assert.equal(visitStatusOf({}), 'Scheduled');
  });
});
