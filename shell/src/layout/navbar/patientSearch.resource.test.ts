import { mergeById, planSearch } from './patientSearch.resource.ts';

const plan = (text: string) => {
  const found = planSearch('north', text);
  return found && { kind: found.kind, queries: found.queries.map((q) => [q.index, q.pk, q.sk]) };
};

test.each([
  ['Smith', 'name', [[1, 'north#Patient', { beginsWith: 'smith' }], [7, 'north#Patient#FIRST', { beginsWith: 'smith' }]]],
  ['  Smith,  Jane ', 'name', [[1, 'north#Patient', { beginsWith: 'smith jane' }], [7, 'north#Patient#FIRST', { beginsWith: 'smith jane' }]]],
  ['P-1001', 'patientId', [[6, 'north#Patient#ID', { beginsWith: 'P-1001' }], [6, 'north#Patient#ID', { beginsWith: 'P-1001' }]]],
  ['mrn12', 'patientId', [[6, 'north#Patient#ID', { beginsWith: 'MRN12' }], [6, 'north#Patient#ID', { beginsWith: 'mrn12' }]]],
  ['1001', 'patientId', [[6, 'north#Patient#ID', { beginsWith: '1001' }], [6, 'north#Patient#ID', { beginsWith: '1001' }]]],
  ['1980-04-12', 'dob', [[8, 'north#Patient#DOB', { beginsWith: '1980-04-12' }]]],
  ['4/2/1980', 'dob', [[8, 'north#Patient#DOB', { beginsWith: '1980-04-02' }]]],
  ['(555) 010-0199', 'phone', [[9, 'north#Patient#CELL', { beginsWith: '5550100199' }], [10, 'north#Patient#HOME', { beginsWith: '5550100199' }]]],
  ['5550100', 'phone', [[9, 'north#Patient#CELL', { beginsWith: '5550100' }], [10, 'north#Patient#HOME', { beginsWith: '5550100' }], [6, 'north#Patient#ID', { beginsWith: '5550100' }]]],
])('%s is searched as %s', (text, kind, queries) => {
  expect(plan(text)).toEqual({ kind, queries });
});

test('too short to search, and impossible dates are not dates', () => {
  expect(planSearch('north', ' a ')).toBeNull();
  expect(planSearch('north', '')).toBeNull();
  expect(plan('02/30/1980')?.kind).not.toBe('dob');
  expect(plan('1980-13-01')?.kind).not.toBe('dob');
});

test('merges the answers of every query, first seen first, each patient once', () => {
  const row = (id: string) => ({ id, EntityType: 'Patient' as const, ClinicID: 'north', Version: 1, createdAt: '', updatedAt: '' });
  expect(mergeById([[row('a'), row('b')], [row('b'), row('c')]]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  expect(mergeById([[row('a'), row('b'), row('c')]], 2).map((r) => r.id)).toEqual(['a', 'b']);
});
