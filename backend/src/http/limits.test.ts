/**
 * Slow and idle sockets over the real server on a loopback port, with small limits injected:
 * headers trickled (slowloris), bodies trickled, idle keep-alive, silent sockets, too many
 * sockets from one address, oversized headers. Each must be closed within its limit.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { type RawConnection, openRaw } from '../testing/rawSocket.ts';
import type { ServerLimits } from './limits.ts';

const limits: Partial<ServerLimits> = {
  headersTimeoutMs: 400,
  bodyTimeoutMs: 400,
  requestTimeoutMs: 1500,
  keepAliveTimeoutMs: 300,
  idleSocketTimeoutMs: 800,
  checkIntervalMs: 50,
  maxConnectionsPerAddress: 6,
  maxHeaderBytes: 4096,
};
/** Time on top of a limit for the server to notice (check interval, timers, a loaded machine). */
const SLACK = 700;

let h: AppHarness;
let port: number;
let token: string;
const open: RawConnection[] = [];
const raw = async () => {
  const connection = await openRaw(port);
  open.push(connection);
  return connection;
};

before(async () => {
  h = await startApp({ limits });
  port = (h.app.server.address() as AddressInfo).port;
  h.addClinic('north');
  h.addStaff('user@north.test', 'north', 'user');
  token = await h.signIn('user@north.test');
});
after(async () => {
  for (const connection of open) connection.socket.destroy();
  await h.close();
});

test('headers trickled one line at a time (slowloris) are cut off with 408 at the header limit', async () => {
  const slow = await raw();
  slow.socket.write('GET /healthz HTTP/1.1\r\nHost: emr\r\n');
  slow.trickle('X-Slow: 1\r\n', 100);
  const closedAfter = await slow.closed(5000);
  assert.ok(closedAfter !== null && closedAfter < 400 + SLACK, `closed after ${closedAfter} ms`);
  assert.match(slow.received(), /^HTTP\/1\.1 408/);
});

test('a body trickled byte by byte is cut off with 408 at the body limit, before the request limit', async () => {
  for (const [path, headers] of [
    ['/cognito', 'Content-Type: application/x-amz-json-1.1\r\nX-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth\r\n'],
    ['/graphql', `Content-Type: application/json\r\nAuthorization: ${token}\r\n`],
  ] as const) {
    const slow = await raw();
    slow.socket.write(`POST ${path} HTTP/1.1\r\nHost: emr\r\n${headers}Content-Length: 5000\r\n\r\n{`);
    slow.trickle(' ', 100);
    const closedAfter = await slow.closed(5000);
    assert.ok(closedAfter !== null && closedAfter < 400 + SLACK, `${path}: closed after ${closedAfter} ms`);
    assert.match(slow.received(), /^HTTP\/1\.1 408[^]*did not arrive within 0\.4 s/, path);
  }
});

test('a file upload may take longer than the body limit, not longer than the request limit', async () => {
  const slow = await raw();
  slow.socket.write(`PUT /files/notes/p1/slow.txt HTTP/1.1\r\nHost: emr\r\nAuthorization: Bearer ${token}\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n`);
  slow.trickle('x', 100);
  assert.equal(await slow.closed(400 + SLACK), null, 'still uploading after the body limit');
  const closedAfter = await slow.closed(5000);
  assert.ok(closedAfter !== null && closedAfter < 1500 + SLACK, `closed after ${closedAfter} ms`);
});

test('an idle keep-alive connection is closed at the keep-alive limit (node adds 1 s to what it announces)', async () => {
  const idle = await raw();
  idle.socket.write('GET /healthz HTTP/1.1\r\nHost: emr\r\n\r\n');
  await idle.waitFor(/\{"ok":true\}/);
  const answeredAt = Date.now();
  const closedAfter = await idle.closed(5000);
  assert.ok(closedAfter !== null, 'closed');
  assert.ok(Date.now() - answeredAt < 300 + 1000 + SLACK, `closed ${Date.now() - answeredAt} ms after the answer`);
});

test('a connection that never sends a byte is closed', async () => {
  const silent = await raw();
  const closedAfter = await silent.closed(5000);
  assert.ok(closedAfter !== null && closedAfter < 800 + SLACK, `closed after ${closedAfter} ms`);
});

test('one address holds at most maxConnectionsPerAddress sockets; a freed slot is usable again', async () => {
  const held = await Promise.all(Array.from({ length: 6 }, () => raw()));
  for (const connection of held) connection.socket.write('GET /healthz HTTP/1.1\r\nHost: emr\r\n');
  const extra = await raw();
  assert.notEqual(await extra.closed(300), null, 'the seventh socket is dropped at once');
  assert.equal(await held[0]!.closed(50), null, 'the others stay open');
  held[0]!.socket.destroy();
  await held[0]!.closed(1000);
  const again = await raw();
  again.socket.write('GET /healthz HTTP/1.1\r\nHost: emr\r\nConnection: close\r\n\r\n');
  await again.waitFor(/\{"ok":true\}/);
  for (const connection of held) connection.socket.destroy();
});

test('a header block over the size limit is refused with 431', async () => {
  const big = await raw();
  big.socket.write(`GET /healthz HTTP/1.1\r\nHost: emr\r\nX-Big: ${'a'.repeat(5000)}\r\n\r\n`);
  await big.waitFor(/^HTTP\/1\.1 431/);
  assert.notEqual(await big.closed(1000), null);
});
