import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VISIT_STATUSES } from '../entities.ts';
import { AppError } from '../errors.ts';
import { VISIT_MOVES, applyVisitStatusRules, nextVisitStatuses, visitStatusOf } from './visitStatus.ts';

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
    assert.equal(applyVisitStatusRules(visit('InProgress'), visit('WrapUp'), NOW)['CheckOutTime'], null);
    assert.equal(applyVisitStatusRules(visit('WrapUp'), visit('CheckedOut', { WrapUps: [COMPLETE] }), NOW)['CheckOutTime'], NOW);
  });

  test('every move the table does not list is refused naming VisitStatus', () => {
    for (const from of VISIT_STATUSES) {
      for (const to of VISIT_STATUSES) {
        if (from === to || VISIT_MOVES[from].includes(to)) continue;
        const error = refusal(() => applyVisitStatusRules(visit(from), visit(to, { CancellationReason: 'x' }), NOW));
        assert.equal(error.errorType, 'ValidationException');
        assert.match(error.message, new RegExp(`VisitStatus cannot move from ${from} to ${to}`));
        assert.ok(error.fields?.['VisitStatus']);
      }
    }
  });

  test('a check-out needs a complete wrap-up: the refusal names what WrapUps lacks', () => {
    const error = refusal(() => applyVisitStatusRules(visit('WrapUp'), visit('CheckedOut', { WrapUps: [{ ...COMPLETE, followUp: '', charges: [{ cpt: '99213', pointers: ['B'] }] }] }), NOW));
    assert.match(error.message, /WrapUps lacks: pointers, followUp/);
    refusal(() => applyVisitStatusRules(visit('WrapUp'), visit('CheckedOut'), NOW));
  });

  test('a cancelled or missed visit needs a CancellationReason, on a move and on a create', () => {
    const error = refusal(() => applyVisitStatusRules(visit('Scheduled'), visit('Cancelled', { CancellationReason: '  ' }), NOW));
    assert.equal(error.fields?.['CancellationReason'], 'Required');
    refusal(() => applyVisitStatusRules(undefined, visit('NoShow'), NOW));
    assert.equal(applyVisitStatusRules(visit('Scheduled'), visit('NoShow', { CancellationReason: 'Did not arrive' }), NOW)['VisitStatus'], 'NoShow');
  });

  test('an edit that keeps the status keeps the stored times; a new visit at any status passes unchanged', () => {
    const row = visit('InProgress', { Reason: 'Cough', CheckInTime: '1999-01-01T00:00:00.000Z' });
    assert.deepEqual(applyVisitStatusRules(visit('InProgress', { CheckInTime: NOW }), row, NOW), { ...row, CheckInTime: NOW, CheckOutTime: null });
    assert.equal(applyVisitStatusRules(undefined, visit('CheckedOut'), NOW)['CheckOutTime'], undefined);
    assert.equal(visitStatusOf({}), 'Scheduled');
  });
});
