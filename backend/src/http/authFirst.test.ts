/**
 * Authentication before the body: a request announces a large body but sends only its head.
 * Without a valid token it is refused with 401 at once (the server never waits for the body);
 * with one, a body announced over the limit is refused with 413 at once.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { openRaw } from '../testing/rawSocket.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
});
after(() => h.close());

/** Sends the head of a request announcing `length` bytes and no body; resolves with the answer's head. */
async function headOnly(method: string, path: string, headers: Record<string, string>, length: number): Promise<string> {
  const connection = await openRaw((h.app.server.address() as AddressInfo).port);
  const lines = Object.entries({ host: 'emr', 'content-length': String(length), ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  connection.socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  try {
    // well within the body limit: an answer this early was given without the body
    return await connection.waitFor(/\r\n\r\n/, 1500);
  } finally {
    connection.socket.destroy();
  }
}

const MB = 1024 * 1024;

test('GraphQL: no token, a forged token or an expired one is refused with 401 before the body is read', async () => {
  const json = { 'content-type': 'application/json' };
  assert.match(await headOnly('POST', '/graphql', json, MB), /^HTTP\/1\.1 401/);
  assert.match(await headOnly('POST', '/graphql', { ...json, authorization: 'Bearer not.a.token' }, MB), /^HTTP\/1\.1 401/);
  const [head, payload, signature] = token.split('.');
  const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: 1 })).toString('base64url')}.${signature}`;
  assert.match(await headOnly('POST', '/graphql', { ...json, authorization: forged }, MB), /^HTTP\/1\.1 401/);
});

test('GraphQL: a signed-in caller announcing more than 1 MB is refused with 413 before the body is read', async () => {
  assert.match(await headOnly('POST', '/graphql', { 'content-type': 'application/json', authorization: token }, MB + 1), /^HTTP\/1\.1 413/);
});

test('files: an upload without a valid token is refused with 401 before the body is read', async () => {
  assert.match(await headOnly('PUT', '/files/notes/p1/a.txt', { 'content-type': 'text/plain' }, 20 * MB), /^HTTP\/1\.1 401/);
  assert.match(await headOnly('PUT', '/files/notes/p1/a.txt', { 'content-type': 'text/plain', authorization: 'Bearer nope' }, 20 * MB), /^HTTP\/1\.1 401/);
});

test('the module manifest needs a valid token', async () => {
  assert.equal((await fetch(`${h.origin}/modules.json`)).status, 401);
  assert.equal((await fetch(`${h.origin}/modules.json`, { headers: { authorization: 'Bearer nope' } })).status, 401);
  assert.equal((await fetch(`${h.origin}/modules.json`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
});

test('with a valid token and a body within the limit, GraphQL answers as before', async () => {
  const { status, body } = await h.gql(token, 'query { listEMRS(limit: 1) { items { id } } }');
  assert.equal(status, 200);
  assert.equal(body.errors, undefined);
});
