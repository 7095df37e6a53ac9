/**
 * Compressed JSON answers: the fixed /amplify_outputs.json (compressed once at start) and any
 * GraphQL answer of 8 KB or more go out in Brotli or gzip when the browser accepts it, with the
 * same content; a client that accepts neither gets plain JSON.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { type RawAnswer, rawRequest } from '../testing/rawSocket.ts';
import { acceptedEncodings } from './compression.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
  for (let i = 0; i < 40; i++) {
    await h.gql(token, documents.create, { input: { EntityType: 'Patient', FirstName: `First${i}`, LastName: `Last${i}`, DOB: '1980-01-01T00:00:00.000Z', Status: 'Active' } });
  }
});
after(() => h.close());

const send = (path: string, headers: Record<string, string>, body?: string) => rawRequest(`${h.origin}${path}`, { method: body ? 'POST' : 'GET', headers, ...(body ? { body } : {}) });

const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;

test('Accept-Encoding: names with q > 0 count, q=0 refuses', () => {
  assert.deepEqual([...acceptedEncodings('gzip, deflate, br, zstd')], ['gzip', 'deflate', 'br', 'zstd']);
  assert.deepEqual([...acceptedEncodings('br;q=0, GZIP;q=0.5')], ['gzip']);
  assert.deepEqual([...acceptedEncodings(undefined)], []);
});

test('a page of records goes compressed to a browser, plain to a client that accepts nothing', async () => {
  const body = JSON.stringify({ query: documents.list, variables: { limit: 200 } });
  const headers = { 'content-type': 'application/json', authorization: token };
  // the creates' views are in the access log before the page is read, so every answer reads the same rows
  h.app.accessLog.flush();
  const plain = await send('/graphql', headers, body);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.length >= 8 * 1024, `${plain.body.length} bytes`);
  assert.ok((JSON.parse(plain.body.toString()) as { data: { listEMRS: { items: unknown[] } } }).data.listEMRS.items.length > 40);
  for (const [accept, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']] as const) {
    const compressed = await send('/graphql', { ...headers, 'accept-encoding': accept }, body);
    assert.equal(compressed.headers['content-encoding'], coding);
    assert.equal(compressed.headers['vary'], 'Accept-Encoding');
    assert.ok(compressed.body.length < plain.body.length / 5, `${coding}: ${compressed.body.length} of ${plain.body.length} bytes`);
    assert.equal(decode(compressed).toString(), plain.body.toString());
  }
  // a small answer is not worth it
  const small = await send('/graphql', { ...headers, 'accept-encoding': 'br' }, JSON.stringify({ query: 'query { listEMRS(limit: 1) { items { id } } }' }));
  assert.equal(small.headers['content-encoding'], undefined);
});

test('the outputs are compressed once and sent in the best coding accepted', async () => {
  const plain = await send('/amplify_outputs.json', {});
  assert.equal(plain.headers['content-encoding'], undefined);
  const br = await send('/amplify_outputs.json', { 'accept-encoding': 'gzip, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['vary'], 'Accept-Encoding');
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.equal(decode(br).toString(), plain.body.toString());
  assert.ok(br.body.length < plain.body.length / 5);
});
