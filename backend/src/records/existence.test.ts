/**
 * One answer for "no such row" and "a row you may not see": the same request gets the same
 * bytes before and after a row with that id appears in another clinic, or in the caller's
 * clinic under a kind their role may not read. Ids are per clinic, so another clinic's id is
 * simply free in yours.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';

let h: AppHarness;
let northUser: string;
let northBilling: string;
let lakeUser: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  h.addStaff('user@north.test', 'north', 'user');
  h.addStaff('billing@north.test', 'north', 'billing');
  h.addStaff('user@lake.test', 'lake', 'user');
  [northUser, northBilling, lakeUser] = await Promise.all([h.signIn('user@north.test'), h.signIn('billing@north.test'), h.signIn('user@lake.test')]);
});
after(() => h.close());

async function raw(token: string, query: string, variables: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const response = await fetch(`${h.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, text: await response.text() };
}

const CONDITIONAL = {
  update: `mutation ($input: UpdateEMRInput!, $condition: ModelEMRConditionInput) { updateEMR(input: $input, condition: $condition) { id Version } }`,
  delete: `mutation ($input: DeleteEMRInput!, $condition: ModelEMRConditionInput) { deleteEMR(input: $input, condition: $condition) { id } }`,
};

/** The probes an outsider can send about an id, each answered before and after the row exists. */
const probes = (id: string): [string, string, Record<string, unknown>][] => [
  ['get', documents.get, { id }],
  ['update with a wrong Version', documents.update, { input: { id, Version: 99, CustomString: 'x' } }],
  ['update with its Version', documents.update, { input: { id, Version: 1, CustomString: 'x' } }],
  ['update without a Version', documents.update, { input: { id, CustomString: 'x' } }],
  ['update with a condition', CONDITIONAL.update, { input: { id, Version: 1, CustomString: 'x' }, condition: { CustomString: { attributeExists: false } } }],
  ['delete', documents.delete, { input: { id } }],
  ['delete with a condition', CONDITIONAL.delete, { input: { id }, condition: { CustomString: { attributeExists: false } } }],
];

async function answers(token: string, id: string): Promise<Map<string, { status: number; text: string }>> {
  const result = new Map<string, { status: number; text: string }>();
  for (const [name, query, variables] of probes(id)) result.set(name, await raw(token, query, variables));
  return result;
}

describe('the same bytes whether the row is missing or not yours to see', () => {
  test("another clinic's row", async () => {
    const id = 'shared-id-1';
    const before = await answers(northUser, id);
    const created = await h.gql(lakeUser, documents.create, { input: { ...sample('Allergy', 1), id } });
    assert.equal(created.body.errors, undefined);
    const afterwards = await answers(northUser, id);
    for (const [name, answer] of before) assert.deepEqual(afterwards.get(name), answer, name);
    assert.match(before.get('update with a wrong Version')!.text, /No record with id shared-id-1/);
    assert.equal((await h.gql(lakeUser, documents.get, { id })).body.data!['getEMR'].Allergy, 'Penicillin', 'and nothing touched it');
  });

  test('a row of a kind the role may not read, in its own clinic', async () => {
    const id = 'lab-id-1';
    const before = await answers(northBilling, id);
    assert.equal((await h.gql(northUser, documents.create, { input: { ...sample('Lab', 1), id } })).body.errors, undefined);
    const afterwards = await answers(northBilling, id);
    for (const [name, answer] of before) assert.deepEqual(afterwards.get(name), answer, name);
    assert.doesNotMatch([...afterwards.values()].map((a) => a.text).join(), /Lab/, 'the kind is never told');
  });

  test("a create with another clinic's id makes a new row of the caller's clinic, as with a fresh id", async () => {
    const id = 'shared-id-2';
    assert.equal((await h.gql(lakeUser, documents.create, { input: { ...sample('Allergy', 2), id, Allergy: 'Latex' } })).body.errors, undefined);
    const create = (token: string, input: Record<string, unknown>) => raw(token, `mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id ClinicID Allergy Version } }`, { input });
    const taken = await create(northUser, { ...sample('Allergy', 3), id });
    const fresh = await create(northUser, { ...sample('Allergy', 4), id: 'never-used-id' });
    assert.equal(taken.text.replace(id, '<id>'), fresh.text.replace('never-used-id', '<id>'));
    assert.deepEqual(JSON.parse(taken.text), { data: { createEMR: { id, ClinicID: 'north', Allergy: 'Penicillin', Version: 1 } } });
    assert.equal((await h.gql(lakeUser, documents.get, { id })).body.data!['getEMR'].Allergy, 'Latex', "the other clinic's row is untouched");
  });

  test('inside a clinic, a taken id gets one answer whatever kind holds it', async () => {
    const create = (id: string) => raw(northBilling, documents.create, { input: { ...sample('Insurance', 4), id } });
    const hiddenLab = await create('lab-id-1');
    assert.equal((await h.gql(northUser, documents.create, { input: { ...sample('Insurance', 5), id: 'insurance-id-1' } })).body.errors, undefined);
    const readableInsurance = await create('insurance-id-1');
    assert.equal(hiddenLab.text.replace('lab-id-1', '<id>'), readableInsurance.text.replace('insurance-id-1', '<id>'));
    assert.match(hiddenLab.text, /already exists/);
  });
});
