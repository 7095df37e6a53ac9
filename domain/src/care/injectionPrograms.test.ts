import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { assertAuthorisedDose, nextInjectionDue, programAuthorisation } from './injectionPrograms.ts';

test('the next dose from each protocol', () => {
  assert.equal(nextInjectionDue('b12', '2026-10-15T09:00:00Z', '2026-11-24'), '2026-11-15');
  assert.equal(nextInjectionDue('glp1', '2026-11-20T09:00:00Z', '2026-11-24'), '2026-11-27');
  assert.equal(nextInjectionDue('prolia', '2026-05-02T09:00:00Z', '2026-11-24'), '2026-11-02');
  assert.equal(nextInjectionDue('flu', '2026-10-03T09:00:00Z', '2026-11-24'), '2027-08-01', 'once per season');
  assert.equal(nextInjectionDue('flu', '2026-03-03T09:00:00Z', '2026-11-24'), '2026-08-01', 'a March dose belongs to the season that began the August before');
  assert.equal(nextInjectionDue('b12', null, '2026-11-24T10:00:00Z'), '2026-11-24', 'never given: due now');
});

const med = (over: Record<string, unknown>) => ({ Medication: 'Semaglutide (Wegovy) 1 mg', Status: 'Active', PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ...over });

test('the prior authorisation of the program’s medication', () => {
  const now = '2026-11-24T10:00:00.000Z';
  assert.equal(programAuthorisation('glp1', [med({ DateExpired: '2027-01-01T00:00:00.000Z' })], now).state, 'inForce');
  assert.equal(programAuthorisation('glp1', [med({ DateExpired: '2026-11-01T00:00:00.000Z' })], now).state, 'expired');
  assert.equal(programAuthorisation('glp1', [med({ PriorAuthorizationStatus: 'Pending' })], now).state, 'notApproved');
  assert.equal(programAuthorisation('glp1', [med({ Status: 'Stopped', DateExpired: '2026-11-01T00:00:00.000Z' })], now).state, 'none');
  assert.equal(programAuthorisation('b12', [], now).state, 'notRequired');
  assert.equal(programAuthorisation('prolia', [{ Medication: 'Denosumab (Prolia) 60 mg', Status: 'Active', PriorAuthorizationRequired: false }], now).state, 'notRequired');
});

test('a dose needs an authorisation in force on the day it is given', () => {
  const day = '2026-11-24';
  const enrolled = { Program: 'glp1', Status: 'Active' };
  const refuses = (run: () => void, why: RegExp) => assert.throws(run, (e: unknown) => e instanceof AppError && why.test(e.message));
  refuses(() => assertAuthorisedDose('glp1', [med({ DateExpired: '2026-11-01T00:00:00.000Z' })], enrolled, day), /expired on 2026-11-01/);
  assert.doesNotThrow(() => assertAuthorisedDose('glp1', [med({ DateExpired: '2026-11-01T00:00:00.000Z' })], enrolled, '2026-11-01'), 'in force on its last day');
  refuses(() => assertAuthorisedDose('prolia', [med({ Medication: 'Denosumab (Prolia)', PriorAuthorizationStatus: 'Denied' })], { Program: 'prolia' }, day), /not approved/);
  assert.doesNotThrow(() => assertAuthorisedDose('glp1', [med({ DateExpired: '2027-01-01T00:00:00.000Z' })], enrolled, day));
  // none on record is no authorisation; nor is a dose outside the enrolment's window, or without an enrolment
  refuses(() => assertAuthorisedDose('glp1', [], enrolled, day), /No GLP1 drug/);
  refuses(() => assertAuthorisedDose('glp1', [med({})], { ...enrolled, DateExpired: '2026-10-31T00:00:00.000Z' }, day), /enrolment's prior authorisation expired on 2026-10-31/);
  refuses(() => assertAuthorisedDose('glp1', [med({})], { ...enrolled, StartDate: '2026-12-01T00:00:00.000Z' }, day), /starts on 2026-12-01/);
  refuses(() => assertAuthorisedDose('glp1', [med({})], undefined, day), /not enrolled in GLP1/);
});
