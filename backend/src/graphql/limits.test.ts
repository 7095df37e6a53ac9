/**
 * Query limits over the wire: the alias bomb, the huge-or filter and their relatives are refused
 * before any work is done, with one documented GraphQL error; the Amplify Data client's own
 * documents (one root field, every field, limit up to 1000) keep working; a subscription gets
 * a clean error instead of a crash.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pk } from '@emr/domain';
import { getIntrospectionQuery } from 'graphql';
import { ALL_FIELDS, type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';
import { QUERY_LIMITS } from '@emr/domain/server';

let h: AppHarness;
let token: string;
let resolverCalls = 0;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
  for (let i = 1; i <= 3; i++) await h.gql(token, documents.create, { input: sample('Patient', i) });
  // count what reaches the record service: a refused request must not reach it
  const { list, listByIndex } = h.app.records;
  h.app.records.list = (...args) => (resolverCalls++, list(...args));
  h.app.records.listByIndex = (...args) => (resolverCalls++, listByIndex(...args));
});
after(() => h.close());

async function send(query: string, variables: Record<string, unknown> = {}) {
  const callsBefore = resolverCalls;
  const response = await h.gql(token, query, variables);
  return { ...response, reachedService: resolverCalls > callsBefore };
}

function assertRefused(result: Awaited<ReturnType<typeof send>>, message: RegExp) {
  assert.equal(result.status, 200);
  assert.equal(result.body.data, null);
  assert.equal(result.body.errors?.length, 1);
  assert.equal(result.body.errors![0]!.errorType, 'QueryTooComplexException');
  assert.match(result.body.errors![0]!.message, message);
  assert.equal(result.reachedService, false, 'refused before any row was read');
}

const aliases = (n: number, field: string) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const bigList = `listEMRS(limit: 1000) { items { ${ALL_FIELDS} } nextToken }`;

describe('refused before any work', () => {
  test('the alias bomb: 300 aliases of a list of 1000 rows', async () => {
    assertRefused(await send(aliases(300, bigList.replace(ALL_FIELDS, 'id'))), /300 root fields/);
    // and its fragment form, which keeps the text short
    const viaFragment = `query { ${Array.from({ length: 300 }, (_, i) => `a${i}: listEMRS(limit: 1000) { items { ...F } }`).join(' ')} } fragment F on EMR { ${ALL_FIELDS} }`;
    assertRefused(await send(viaFragment), /root fields/);
  });

  test('few aliases but many rows × fields', async () => {
    assertRefused(await send(aliases(3, bigList)), /read up to [\d,]+ values/);
  });

  test('the huge-or filter: 30,000 branches, and deep nesting', async () => {
    const huge = { or: Array.from({ length: 30_000 }, (_, i) => ({ Note: { contains: `word${i}` } })) };
    assertRefused(await send(documents.list, { filter: huge }), /more than 5000 values/);
    const large = { or: Array.from({ length: 200 }, (_, i) => ({ Note: { contains: `word${i}` } })) };
    assertRefused(await send(documents.list, { filter: large }), /filter of listEMRS has more than 100 conditions/);
    let deep: Record<string, unknown> = { Status: { eq: 'Active' } };
    for (let i = 0; i < 12; i++) deep = { not: deep };
    assertRefused(await send(documents.list, { filter: deep }), /nests and\/or\/not more than 8 levels/);
    // written inline in the document, too
    const inline = `query { listEMRS(filter: { or: [${Array.from({ length: 200 }, (_, i) => `{ Note: { eq: "w${i}" } }`).join(', ')}] }) { items { id } } }`;
    assertRefused(await send(inline), /more than 100 conditions/);
  });

  test('oversized variables, query text and nesting', async () => {
    assertRefused(await send(documents.create, { input: Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`f${i}`, 1])) }), /more than 5000 values/);
    assertRefused(await send(`query { __typename ${' '.repeat(QUERY_LIMITS.maxQueryLength)} }`), /characters long/);
    assertRefused(await send(`query { listEMRS(filter: ${'{ not: '.repeat(50)}{ id: { eq: "x" } }${' }'.repeat(50)}) { items { id } } }`), /nests more than 40 levels/);
    assertRefused(await send(`query { a: __schema { queryType { name } } b: __schema { queryType { name } } }`), /2 introspection fields/);
  });
});

describe('what the product sends keeps working', () => {
  test('the Data client documents: one root field, every field, limit 1000, a filter of a few dozen conditions', async () => {
    const filter = { and: [{ EntityType: { eq: 'Patient' } }, { or: Array.from({ length: 30 }, (_, i) => ({ LastName: { ne: `x${i}` } })) }] };
    const list = await send(documents.list, { limit: 1000, filter });
    assert.equal(list.body.errors, undefined, JSON.stringify(list.body.errors));
    assert.equal(list.body.data!['listEMRS'].items.length, 3);
    const page = await send(documents.listBy(1), { pk: pk.kind('north', 'Patient'), limit: 1000 });
    assert.equal(page.body.data!['listByGSI1'].items.length, 3);
    const created = await send(documents.create, { input: sample('Patient', 9) });
    assert.equal(created.body.errors, undefined);
  });

  test('a few root fields with small pages, and one introspection', async () => {
    const several = await send(aliases(QUERY_LIMITS.maxRootFields, `listEMRS(limit: 100) { items { ${ALL_FIELDS} } }`));
    assert.equal(several.body.errors, undefined, JSON.stringify(several.body.errors));
    const schema = await send(getIntrospectionQuery());
    assert.equal(schema.body.errors, undefined, JSON.stringify(schema.body.errors));
    assert.ok(schema.body.data!['__schema']);
  });
});

test('a fragment that spreads itself is refused by validation, quickly', async () => {
  for (const query of ['query { listEMRS { items { ...A } } } fragment A on EMR { id ...A }', 'query { ...Q } fragment Q on Query { __typename ...Q }']) {
    const result = await send(query);
    assert.equal(result.status, 200);
    assert.match(result.body.errors![0]!.message, /Cannot spread fragment/);
    assert.equal(result.reachedService, false);
  }
});

test('a subscription gets a clean GraphQL error, not a server failure', async () => {
  const result = await send('subscription { onCreateEMR { id } }');
  assert.equal(result.status, 200);
  assert.deepEqual(result.body.data, null);
  assert.equal(result.body.errors![0]!.errorType, 'UnsupportedOperation');
  assert.match(result.body.errors![0]!.message, /Subscriptions are not offered/);
  assert.equal((await h.gql(token, '{ __typename }')).status, 200, 'the server still answers');
});
