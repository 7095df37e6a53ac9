import { mergeById } from './patientSearch.resource.ts';

// what a text searches for: domain/src/patientSearch.test.ts
test('merges the answers of every query, first seen first, each patient once', () => {
  const row = (id: string) => ({ id, EntityType: 'Patient' as const, ClinicID: 'north', Version: 1, createdAt: '', updatedAt: '' });
  expect(mergeById([[row('a'), row('b')], [row('b'), row('c')]]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  expect(mergeById([[row('a'), row('b'), row('c')]], 2).map((r) => r.id)).toEqual(['a', 'b']);
});
