/** The planned executor answers exactly as graphql-js does. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pk } from '@emr/domain';
import { ALL_FIELDS, type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';

let h: AppHarness;
let token: string;
before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
  for (let i = 1; i <= 3; i++) await h.gql(token, documents.create, { input: sample('Patient', i) });
  await h.gql(token, documents.create, { input: sample('Visit', 1) });
});
after(() => h.close());

// A second root field (__typename) makes the document unplannable, so graphql-js runs it.
const unplanned = (query: string) => query.replace(/\}\s*$/, ' __typename }');

test('a page: same rows, nulls, JSON fields, nextToken and __typename', async () => {
  const variables = { pk: pk.kind('north', 'Patient'), limit: 2 };
  const planned = await h.gql(token, documents.listBy(1), variables);
  const executed = await h.gql(token, unplanned(documents.listBy(1)), variables);
  assert.equal(planned.body.errors, undefined);
  assert.deepEqual(executed.body.data!['listByGSI1'].items, planned.body.data!['listByGSI1'].items);
  assert.equal(executed.body.data!['listByGSI1'].__typename, planned.body.data!['listByGSI1'].__typename);
  assert.equal(typeof planned.body.data!['listByGSI1'].nextToken, 'string');
  assert.equal(Object.keys(planned.body.data!['listByGSI1'].items[0]).length, ALL_FIELDS.split(' ').length);
});

test('one record with an AWSJSON field, aliases, and a missing record', async () => {
  const visits = await h.gql(token, documents.listBy(1), { pk: pk.kind('north', 'Visit') });
  const id = visits.body.data!['listByGSI1'].items[0].id;
  const query = `query ($id: ID!) { one: getEMR(id: $id) { key: id WrapUps Version createdAt __typename } }`;
  const planned = await h.gql(token, query, { id });
  const executed = await h.gql(token, unplanned(query), { id });
  assert.deepEqual(planned.body.data!['one'], executed.body.data!['one']);
  assert.equal(typeof planned.body.data!['one'].WrapUps, 'string');
  assert.deepEqual(JSON.parse(planned.body.data!['one'].WrapUps), [{ note: 'clinical text' }]);
  assert.deepEqual((await h.gql(token, documents.get, { id: 'missing' })).body.data, { getEMR: null });
});
