/**
 * The headers every answer carries, the CSP of the app's pages (with its per-page nonce and the
 * origins of remotes deployed elsewhere), and the fixed public origin: a forged Host changes
 * nothing the server says.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { rawRequest } from '../testing/rawSocket.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'emr-web-'));
let h: AppHarness;

before(async () => {
  mkdirSync(join(webRoot, 'remotes/mfe-admin'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>EMR</title><script defer src="/main.js"></script></head><body></body></html>');
  writeFileSync(join(webRoot, 'main.js'), 'console.log(1)');
  h = await startApp({
    webRoot,
    remoteRoots: { '/remotes/mfe-admin/': join(webRoot, 'remotes/mfe-admin') },
    env: { EMR_REMOTE_PATIENTS_URL: 'https://patients.clinic.lan:8443/mfe-patients/mf-manifest.json', EMR_REMOTE_BILLING_URL: '/elsewhere/mf-manifest.json' },
  });
});
after(async () => {
  await h.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A GET with the headers as given (fetch would not let a test set Host). */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await rawRequest(`${h.origin}${path}`, { headers });
  return { ...answer, body: answer.body.toString() };
};

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

test('every answer says nosniff, DENY framing, no referrer, no camera/microphone/geolocation; no HSTS over plain HTTP', async () => {
  for (const path of ['/', '/apps/patients/list', '/main.js', '/healthz', '/amplify_outputs.json', '/modules.json', '/nowhere.js', '/remotes/mfe-admin/missing.js']) {
    const { headers } = await get(path);
    for (const [name, value] of Object.entries(EVERY_ANSWER)) assert.equal(headers[name], value, `${name} on ${path}`);
    assert.match(String(headers['permissions-policy']), /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/, path);
    assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/, path);
    assert.equal(headers['strict-transport-security'], undefined, path);
  }
  const graphql = await fetch(`${h.origin}/graphql`, { method: 'POST', body: '{}' });
  assert.equal(graphql.status, 401);
  assert.equal(graphql.headers.get('x-frame-options'), 'DENY');
  assert.equal(graphql.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
});

test("a page's CSP: own origin and the remote deployed elsewhere, no inline script, styles only with the page's fresh nonce", async () => {
  const first = await get('/apps/patients/list');
  const csp = String(first.headers['content-security-policy']);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  assert.ok(nonce, csp);
  assert.ok(first.body.includes(`<head><meta name="csp-nonce" nonce="${nonce}">`), 'the page carries the nonce of its own CSP');
  const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  const remote = 'https://patients.clinic.lan:8443';
  assert.deepEqual(directives['script-src'], ["'self'", remote]);
  assert.deepEqual(directives['style-src'], ["'self'", `'nonce-${nonce}'`, remote]);
  assert.deepEqual(directives['connect-src'], ["'self'", remote]);
  assert.deepEqual(directives['default-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes('unsafe-eval'), csp);
  assert.equal(first.headers['cache-control'], 'no-cache');

  const second = await get('/');
  assert.ok(!String(second.headers['content-security-policy']).includes(nonce), 'every page gets a new nonce');
});

test('the public origin is fixed: a forged Host changes neither the outputs nor the manifest', async () => {
  const honest = JSON.parse((await get('/amplify_outputs.json')).body) as { data: { url: string }; custom: { emr: Record<string, string> } };
  const forged = await get('/amplify_outputs.json', { host: 'evil.example:666' });
  assert.equal(forged.body, JSON.stringify(honest));
  assert.equal(honest.data.url, `${h.origin}/graphql`);
  assert.equal(honest.custom.emr['user_pool_endpoint'], `${h.origin}/cognito`);
  assert.ok(!forged.body.includes('evil.example'));
});
