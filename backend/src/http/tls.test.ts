/**
 * TLS for a clinic's network: with a certificate the server speaks HTTPS only, says HSTS, puts
 * https endpoints in the outputs, and its plain-HTTP port answers nothing but a redirect. The
 * certificate is made in the test with openssl, as the README tells a clinic to.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { openRaw, rawRequest } from '../testing/rawSocket.ts';
import { type TestCertificate, selfSignedCertificate } from '../testing/tlsCertificate.ts';
import { createRedirectServer, redirectTarget } from './redirect.ts';
import { HSTS } from './securityHeaders.ts';

const certDir = mkdtempSync(join(tmpdir(), 'emr-tls-'));
let certificate: TestCertificate;
let h: AppHarness;
let redirect: Server;
let redirectPort: number;

before(async () => {
  certificate = selfSignedCertificate(certDir);
  h = await startApp({ tls: { cert: certificate.cert, key: certificate.key } });
  redirect = createRedirectServer(h.origin, h.app.limits);
  await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
  redirectPort = (redirect.address() as AddressInfo).port;
});
after(async () => {
  redirect.close();
  await h.close();
  rmSync(certDir, { recursive: true, force: true });
});

/** Over TLS, trusting the test's certificate (as a clinic's machines trust its CA). */
const getTls = async (path: string) => {
  const answer = await rawRequest(`${h.origin}${path}`, { ca: certificate.cert });
  return { ...answer, body: answer.body.toString() };
};

test('HTTPS with the clinic certificate: answers, HSTS on every answer, https endpoints in the outputs', async () => {
  assert.match(h.origin, /^https:/);
  const health = await getTls('/healthz');
  assert.equal(health.status, 200);
  assert.equal(health.headers['strict-transport-security'], HSTS);
  const outputs = await getTls('/amplify_outputs.json');
  assert.equal(outputs.headers['strict-transport-security'], HSTS);
  const parsed = JSON.parse(outputs.body) as { data: { url: string }; custom: { emr: { user_pool_endpoint: string; files_endpoint: string } } };
  assert.equal(parsed.data.url, `${h.origin}/graphql`);
  assert.equal(parsed.custom.emr.user_pool_endpoint, `${h.origin}/cognito`);
  assert.equal(parsed.custom.emr.files_endpoint, `${h.origin}/files`);
  assert.equal((await getTls('/modules.json')).status, 401);
});

test('the HTTPS port speaks no plain HTTP', async () => {
  const plain = await openRaw(Number(new URL(h.origin).port));
  plain.socket.write('GET /healthz HTTP/1.1\r\nHost: emr\r\n\r\n');
  assert.notEqual(await plain.closed(3000), null);
  assert.doesNotMatch(plain.received(), /"ok":true/);
});

test('the plain-HTTP port answers every request with a redirect to the same path over HTTPS, and nothing else', async () => {
  const answer = await rawRequest(`http://127.0.0.1:${redirectPort}/apps/patients/list?q=1`);
  assert.equal(answer.status, 308);
  assert.equal(answer.headers.location, `${h.origin}/apps/patients/list?q=1`);
  assert.doesNotMatch(answer.body.toString(), /"ok"|graphql|user_pool/);

  // a POST with a token and a body announced: redirected without the body being read
  const post = await openRaw(redirectPort);
  post.socket.write(`POST /graphql HTTP/1.1\r\nHost: emr\r\nAuthorization: x\r\nContent-Length: 1000000\r\n\r\n`);
  const head = await post.waitFor(/\r\n\r\n/, 1500);
  assert.match(head, /^HTTP\/1\.1 308[^]*location: https:\/\/127\.0\.0\.1:\d+\/graphql\r\n/i);
  post.socket.destroy();
});

test('the redirect never leaves the public origin', () => {
  const origin = 'https://emr.clinic.lan';
  assert.equal(redirectTarget(origin, '/x?y=1'), 'https://emr.clinic.lan/x?y=1');
  for (const target of ['//evil.example/', '/\\evil.example', 'http://evil.example/', 'evil.example', undefined]) {
    assert.equal(new URL(redirectTarget(origin, target)).host, 'emr.clinic.lan', String(target));
  }
});
