import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indexKeysFor } from './server/indexKeys.ts';
import { patientListQuery, patientSearchExamples, planPatientSearch } from './patientSearch.ts';

const plan = (text: string) => {
  const found = planPatientSearch('north', text);
  return found && { kind: found.kind, queries: found.queries.map((q) => [q.index, q.pk, q.sk]) };
};

const CASES: [string, string, unknown[]][] = [
  ['Smith', 'name', [[1, 'north#Patient', { beginsWith: 'smith' }], [7, 'north#Patient#FIRST', { beginsWith: 'smith' }]]],
  ['  Smith,  Jane ', 'name', [[1, 'north#Patient', { beginsWith: 'smith jane' }], [7, 'north#Patient#FIRST', { beginsWith: 'smith jane' }]]],
  ['lopez m', 'name', [[1, 'north#Patient', { beginsWith: 'lopez m' }], [7, 'north#Patient#FIRST', { beginsWith: 'lopez m' }]]],
  ['P-1001', 'patientId', [[6, 'north#Patient#ID', { beginsWith: 'P-1001' }]]],
  ['ns-0001', 'patientId', [[6, 'north#Patient#ID', { beginsWith: 'NS-0001' }], [6, 'north#Patient#ID', { beginsWith: 'ns-0001' }]]],
  ['mrn12', 'patientId', [[6, 'north#Patient#ID', { beginsWith: 'MRN12' }], [6, 'north#Patient#ID', { beginsWith: 'mrn12' }]]],
  ['12345', 'patientId', [[6, 'north#Patient#ID', { beginsWith: '12345' }]]],
  ['0142', 'phone', [[4, 'north#Patient#CELL4', { beginsWith: '0142#' }], [5, 'north#Patient#HOME4', { beginsWith: '0142#' }], [6, 'north#Patient#ID', { beginsWith: '0142' }]]],
  ['1980-04-12', 'dob', [[8, 'north#Patient#DOB', { beginsWith: '1980-04-12' }]]],
  ['4/2/1980', 'dob', [[8, 'north#Patient#DOB', { beginsWith: '1980-04-02' }]]],
  ['(555) 010-0199', 'phone', [[9, 'north#Patient#CELL', { beginsWith: '5550100199' }], [10, 'north#Patient#HOME', { beginsWith: '5550100199' }]]],
  ['(217) 555', 'phone', [[9, 'north#Patient#CELL', { beginsWith: '217555' }], [10, 'north#Patient#HOME', { beginsWith: '217555' }]]],
  ['5550100', 'phone', [[9, 'north#Patient#CELL', { beginsWith: '5550100' }], [10, 'north#Patient#HOME', { beginsWith: '5550100' }], [6, 'north#Patient#ID', { beginsWith: '5550100' }]]],
];

for (const [text, kind, queries] of CASES) {
  test(`"${text}" is searched as ${kind}`, () => {
    assert.deepEqual(plan(text), { kind, queries });
  });
}

test('too short to search, and impossible dates are neither dates nor names', () => {
  assert.equal(planPatientSearch('north', ' a '), null);
  assert.equal(planPatientSearch('north', ''), null);
  assert.equal(planPatientSearch('north', '02/30/1980'), null);
  assert.equal(planPatientSearch('north', '1980-13-01'), null);
});

test('the last four digits of a phone find the patient through the keys the server derives', () => {
  const keys = indexKeysFor('Patient', { id: 'p1', ClinicID: 'north', CellPhone: '(555) 010-0142', HomePhone: '+1 217 555 7788' });
  const [cell, home] = planPatientSearch('north', '0142')!.queries;
  assert.equal(keys.GSI4PK, cell!.pk);
  assert.ok(keys.GSI4SK!.startsWith((cell!.sk as { beginsWith: string }).beginsWith));
  assert.equal(keys.GSI5PK, home!.pk);
  assert.equal(keys.GSI5SK, '7788#p1');
  assert.equal(indexKeysFor('Patient', { id: 'p2', ClinicID: 'north', CellPhone: '12' }).GSI4PK, null);
});

test('the list reads each order from its own index, in either direction', () => {
  assert.deepEqual(patientListQuery('north', 'dob', 'DESC'), { index: 8, pk: 'north#Patient#DOB', sortDirection: 'DESC' });
  assert.deepEqual(patientListQuery('north', 'patientId', 'ASC'), { index: 6, pk: 'north#Patient#ID', sortDirection: 'ASC' });
  assert.deepEqual(patientListQuery('north', 'name', 'ASC', 'Inactive'), { index: 3, pk: 'north#Patient#S#Inactive', sortDirection: 'ASC' });
  assert.equal(patientListQuery('north', 'dob', 'ASC', 'Inactive'), null);
});

test('search examples show a whole PatientID of the clinic', () => {
  assert.equal(patientSearchExamples('northside', 'NS-000201').patientId, 'NS-000201');
  assert.equal(patientSearchExamples('northside', null).patientId, 'NO-000001');
  // the example finds exactly one PatientID, never a prefix shared by many
  const plan = planPatientSearch('northside', patientSearchExamples('northside', 'NS-000201').patientId)!;
  assert.deepEqual(plan.queries[0]!.sk, { beginsWith: 'NS-000201' });
});
