import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { rawRequest } from '../testing/rawSocket.ts';
import { createStaticHandler } from './static.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
let server: Server;
let origin: string;
const root = mkdtempSync(join(tmpdir(), 'emr-web-'));

before(async () => {
  mkdirSync(join(root, 'remotes/mfe-admin'), { recursive: true });
  mkdirSync(join(root, 'admin-build'), { recursive: true });
  writeFileSync(join(root, 'admin-build/remoteEntry.js'), 'remote');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>EMR</title>');
  writeFileSync(join(root, 'main.0123abcd.js'), 'console.log(1)');
  // what the build writes beside a script or a stylesheet (tooling/webpack/createConfig.cjs)
  writeFileSync(join(root, 'app.0123abcdef.js'), SCRIPT);
  writeFileSync(join(root, 'app.0123abcdef.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'app.0123abcdef.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'main.css'), 'body{margin:0}'.repeat(100));
  writeFileSync(join(root, 'main.css.gz'), gzipSync('body{margin:0}'.repeat(100)));
  writeFileSync(join(root, 'remotes/mfe-admin/mf-manifest.json'), '{}');
  writeFileSync(join(tmpdir(), 'outside-web-root.txt'), 'secret');
  const handler = createStaticHandler(
    root,
    { '/remotes/admin/': join(root, 'admin-build'), '/remotes/missing/': join(root, 'nowhere') },
    { security: { nonce: () => 'n0nce', forDocument: (nonce) => ({ 'content-security-policy': `style-src 'nonce-${nonce}'` }) } },
  );
  server = createServer((req, res) => void handler(req, res, (req.url ?? '/').split('?')[0]!));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

test('client routes get index.html; hashed chunks are immutable; entries revalidate', async () => {
  const route = await fetch(`${origin}/apps/patients/list`);
  assert.equal(route.status, 200);
  assert.match(await route.text(), /<title>EMR/);
  const chunk = await fetch(`${origin}/main.0123abcd.js`);
  assert.match(chunk.headers.get('cache-control') ?? '', /immutable/);
  const manifest = await fetch(`${origin}/remotes/mfe-admin/mf-manifest.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${origin}/missing.js`)).status, 404);
});

test("remotes are served from their own build; a remote that was not built answers 404, not the shell's page", async () => {
  assert.equal(await (await fetch(`${origin}/remotes/admin/remoteEntry.js`)).text(), 'remote');
  assert.equal((await fetch(`${origin}/remotes/missing/mf-manifest.json`)).status, 404);
  // raw request: fetch would normalise the dots away before sending
  const status = await new Promise<number>((resolve) =>
    get(`${origin}/remotes/admin/..%2f..%2findex.html`, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }),
  );
  assert.equal(status, 404, 'no way out of a remote folder');
});

test('nothing outside the web root is served', async () => {
  for (const path of ['/../outside-web-root.txt', '/%2e%2e/outside-web-root.txt', '/..%2foutside-web-root.txt']) {
    const response = await fetch(`${origin}${path}`);
    assert.notEqual(await response.text(), 'secret', path);
  }
});

/** A raw GET (fetch would decompress, and sends its own Accept-Encoding). */
const rawGet = (path: string, headers: Record<string, string> = {}) => rawRequest(`${origin}${path}`, { headers });

test('scripts and stylesheets go out in the best coding the browser accepts, with Vary and the right type and length', async () => {
  const cases = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ] as const;
  for (const [accept, coding] of cases) {
    const res = await rawGet('/app.0123abcdef.js', accept ? { 'accept-encoding': accept } : {});
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], coding, accept);
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers['vary'], 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const decoded = coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
    assert.equal(decoded.toString(), SCRIPT, accept);
  }
  const br = await rawGet('/app.0123abcdef.js', { 'accept-encoding': 'br' });
  assert.ok(br.body.length < SCRIPT.length / 4, `${br.body.length} bytes of ${SCRIPT.length}`);
  // a stylesheet with only a gzip copy: gzip even for a browser that prefers br
  const css = await rawGet('/main.css', { 'accept-encoding': 'br, gzip' });
  assert.equal(css.headers['content-encoding'], 'gzip');
  assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
  assert.equal(css.headers['cache-control'], 'no-cache');
  // a file without copies: as it is, no Vary
  const plain = await rawGet('/main.0123abcd.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers['vary'], undefined);
  const head = await rawRequest(`${origin}/app.0123abcdef.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
  assert.equal(Number(head.headers['content-length']), br.body.length);
  assert.equal(head.body.length, 0);
});

test('an entry file is revalidated: its ETag answers 304 until it changes', async () => {
  const first = await rawGet('/remotes/admin/remoteEntry.js', { 'accept-encoding': 'gzip' });
  assert.equal(first.headers['cache-control'], 'no-cache');
  const etag = String(first.headers['etag']);
  assert.equal((await rawGet('/remotes/admin/remoteEntry.js', { 'if-none-match': etag })).status, 304);
  writeFileSync(join(root, 'admin-build/remoteEntry.js'), 'remote, redeployed');
  const changed = await rawGet('/remotes/admin/remoteEntry.js', { 'if-none-match': etag });
  assert.equal(changed.status, 200);
  assert.equal(changed.body.toString(), 'remote, redeployed');
});

test("an HTML page gets its nonce in a meta element and in the page's headers; it is never compressed or cached", async () => {
  const page = await rawGet('/apps/patients/list', { 'accept-encoding': 'br, gzip' });
  assert.equal(page.headers['content-security-policy'], "style-src 'nonce-n0nce'");
  assert.equal(page.body.toString(), '<!doctype html><meta name="csp-nonce" nonce="n0nce"><title>EMR</title>');
  assert.equal(page.headers['content-encoding'], undefined);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal(page.headers['etag'], undefined);
});
