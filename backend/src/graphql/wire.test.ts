/** Bad input over the wire: every malformed request gets a clear error and changes nothing. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pk } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
});
after(() => h.close());

const rowCount = () => (h.app.db.prepare('SELECT count(*) AS n FROM emr').get() as { n: number }).n;

async function raw(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, ...headers }, body });
  return { status: response.status, body: (await response.json()) as { errors?: { errorType: string; message: string }[] } };
}

test('malformed HTTP requests', async () => {
  const before = rowCount();
  const invalidJson = await raw('{"query": ');
  assert.equal(invalidJson.status, 400);
  assert.match(invalidJson.body.errors![0]!.message, /not valid JSON/);
  assert.equal((await raw(JSON.stringify({ variables: {} }))).status, 400);
  assert.equal((await raw(JSON.stringify({ query: '{ __typename }', variables: [1] }))).status, 400);
  const huge = await raw(JSON.stringify({ query: documents.create, variables: { input: { EntityType: 'Note', Note: 'x'.repeat(2 * 1024 * 1024) } } }));
  assert.equal(huge.status, 413);
  const get = await fetch(`${h.origin}/graphql`, { headers: { authorization: token } });
  assert.equal(get.status, 405);
  assert.equal(rowCount(), before);
});

test('documents and variables that do not fit the schema', async () => {
  const before = rowCount();
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['query { nope }', {}, /Cannot query field "nope"/],
    ['query {', {}, /Syntax Error/],
    [documents.create, { input: { ...sample('Patient', 1), Shoe: 'size 9' } }, /"Shoe" is not defined by type "CreateEMRInput"/],
    [documents.create, { input: { ...sample('Patient', 1), DOB: 19700506 } }, /AWSDateTime/],
    [documents.create, { input: { ...sample('Patient', 1), DOB: '1970-02-30T00:00:00Z' } }, /AWSDateTime/],
    [documents.create, { input: { ...sample('Claim', 1), TotalCharges: 'a lot' } }, /Float/],
    [documents.create, { input: { ...sample('Visit', 1), WrapUps: '{not json' } }, /not valid JSON/],
    [documents.create, { input: { EntityType: 'Spaceship' } }, /EntityType must be one of the record kinds/],
    [documents.create, { input: { ...sample('Patient', 2), PasswordHash: 'abc' } }, /cannot be stored/],
    [documents.create, { input: { ...sample('Patient', 3), GSI1PK: 'north#Claim' } }, /derived from the record's fields/],
    [documents.create, { input: { ...sample('Patient', 4), id: '../../etc' } }, /id may hold/],
    [documents.list, { filter: { Status: { like: 'x' } } }, /"like" is not defined/],
    [documents.list, { limit: 0 }, /limit must be a whole number/],
    [documents.list, { nextToken: 'garbage' }, /Invalid nextToken/],
    [documents.listBy(1), { pk: 'north#Nothing' }, /does not name a record kind/],
    [documents.listBy(1), { pk: pk.kind('north', 'Patient'), sk: { eq: 'a', gt: 'b' } }, /exactly one operator/],
    [documents.listBy(1), { pk: pk.kind('north', 'Patient'), sk: { between: ['a'] } }, /exactly two values/],
    [documents.update, { input: { id: 'missing', Version: 1, Note: 'x' } }, /No record with id missing/],
  ];
  for (const [query, variables, message] of cases) {
    const { status, body } = await h.gql(token, query, variables);
    assert.equal(status, 200, query);
    assert.ok(body.errors?.length, `${JSON.stringify(variables)} must be refused`);
    assert.match(body.errors![0]!.message, message);
    assert.ok(body.errors![0]!.errorType, 'every error carries an errorType');
  }
  assert.equal(rowCount(), before, 'nothing was written');
});

test('a nextToken only works for the query it came from, and cannot be altered', async () => {
  for (let i = 10; i < 14; i++) await h.gql(token, documents.create, { input: sample('Patient', i) });
  const first = await h.gql(token, documents.listBy(1), { pk: pk.kind('north', 'Patient'), limit: 2 });
  const next = first.body.data!['listByGSI1'].nextToken as string;
  assert.ok(next);
  const elsewhere = await h.gql(token, documents.listBy(1), { pk: pk.kind('north', 'Allergy'), limit: 2, nextToken: next });
  assert.match(elsewhere.body.errors![0]!.message, /Invalid nextToken/);
  const [body, mac] = next.split('.');
  const tampered = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('"i":"', '"i":"0')).toString('base64url');
  const altered = await h.gql(token, documents.listBy(1), { pk: pk.kind('north', 'Patient'), limit: 2, nextToken: `${tampered}.${mac}` });
  assert.match(altered.body.errors![0]!.message, /Invalid nextToken/);
  const good = await h.gql(token, documents.listBy(1), { pk: pk.kind('north', 'Patient'), limit: 2, nextToken: next });
  assert.equal(good.body.errors, undefined);
});

test('codes are unique per clinic and a PatientID never changes', async () => {
  const first = await h.gql(token, documents.create, { input: sample('Patient', 77) });
  const again = await h.gql(token, documents.create, { input: sample('Patient', 77) });
  assert.match(again.body.errors![0]!.message, /T-000077 is already used/);
  const id = first.body.data!['createEMR'].id;
  const moved = await h.gql(token, documents.update, { input: { id, Version: 1, PatientID: 'T-999999' } });
  assert.match(moved.body.errors![0]!.message, /PatientID of a record cannot change/);
});

test('the server never crashes on input: it still answers after all of the above', async () => {
  const { status, body } = await h.gql(token, '{ __typename }');
  assert.equal(status, 200);
  assert.deepEqual(body.data, { __typename: 'Query' });
});
