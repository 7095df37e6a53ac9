/**
 * The code-set queries over the real embedded server: any signed-in staff member searches
 * ICD-10-CM and HCPCS Level II (ranked as the domain's index ranks), looks descriptions up,
 * and a bad system, an empty text or an oversized limit is refused with a message naming it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AppHarness, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('dark@north.test', 'north', 'dark');
  token = await h.signIn('dark@north.test');
});
after(async () => {
  await h.close();
});

const SEARCH = 'query ($s: String!, $t: String!, $l: Int) { searchCodes(system: $s, text: $t, limit: $l) }';
const DESCRIBE = 'query ($s: String!, $c: [String!]!) { describeCodes(system: $s, codes: $c) }';
type Concept = { code: string; description: string };
const answer = (body: { data?: Record<string, unknown> | null }, field: string) => JSON.parse(String(body.data?.[field])) as Concept[];

describe('searchCodes and describeCodes', () => {
  test('words of the description in any order find the ICD-10-CM code; the exact code ranks first', async () => {
    const words = await h.gql(token, SEARCH, { s: 'ICD10CM', t: 'without complications diabetes type 2', l: 5 });
    assert.equal(words.body.errors, undefined, JSON.stringify(words.body.errors));
    assert.deepEqual(answer(words.body, 'searchCodes')[0], { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' });
    const code = await h.gql(token, SEARCH, { s: 'ICD10CM', t: 'e119', l: 3 });
    assert.equal(answer(code.body, 'searchCodes')[0]?.code, 'E11.9');
    const hcpcs = await h.gql(token, SEARCH, { s: 'HCPCS', t: 'vitamin b-12 injection' });
    assert.ok(answer(hcpcs.body, 'searchCodes').some((c) => c.code === 'J3420'));
  });

  test('descriptions of known codes, in the order asked; unknown codes (CPT 99490) are left out', async () => {
    const { body } = await h.gql(token, DESCRIBE, { s: 'HCPCS', c: ['G0438', '99490', 'J3420'] });
    assert.deepEqual(answer(body, 'describeCodes').map((c) => c.code), ['G0438', 'J3420']);
  });

  test('a bad system, an empty text, an oversized limit are refused, naming what is wrong', async () => {
    for (const [variables, pattern] of [
      [{ s: 'CPT', t: 'visit' }, /system must be one of ICD10CM, HCPCS/],
      [{ s: 'ICD10CM', t: '   ' }, /Type a code or words/],
      [{ s: 'ICD10CM', t: 'asthma', l: 500 }, /limit must be a whole number from 1 to 50/],
    ] as const) {
      const { body } = await h.gql(token, SEARCH, variables);
      assert.equal(body.errors?.[0]?.errorType, 'BadRequestException');
      assert.match(String(body.errors?.[0]?.message), pattern);
    }
  });

  test('without a signed-in caller nothing is answered', async () => {
    const { body } = await h.gql('', SEARCH, { s: 'ICD10CM', t: 'asthma' });
    assert.equal(body.data?.['searchCodes'] ?? null, null);
    assert.ok(body.errors?.length);
  });
});
