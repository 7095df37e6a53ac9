import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createStaticHandler } from './static.ts';

let server: Server;
let origin: string;
const root = mkdtempSync(join(tmpdir(), 'emr-web-'));

before(async () => {
  mkdirSync(join(root, 'remotes/mfe-admin'), { recursive: true });
  mkdirSync(join(root, 'admin-build'), { recursive: true });
  writeFileSync(join(root, 'admin-build/remoteEntry.js'), 'remote');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>EMR</title>');
  writeFileSync(join(root, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(root, 'remotes/mfe-admin/mf-manifest.json'), '{}');
  writeFileSync(join(tmpdir(), 'outside-web-root.txt'), 'secret');
  const handler = createStaticHandler(root, { '/remotes/admin/': join(root, 'admin-build'), '/remotes/missing/': join(root, 'nowhere') });
  server = createServer((req, res) => handler(req, res, (req.url ?? '/').split('?')[0]!));
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
