import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planPatientSearch } from './patientSearch.ts';

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
  ['1001', 'patientId', [[6, 'north#Patient#ID', { beginsWith: '1001' }]]],
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
