import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AppError, MODULES } from '@emr/domain';
import type { Viewed } from '@emr/domain/server';
import { type Db, openDatabase } from '../db/database.ts';
import { createCallerFrom } from '../http/caller.ts';
import { type FileCaller, createFilesHandler } from './filesHandler.ts';

const MAX_BYTES = 64 * 1024;
const A = 'clinic-a';
const B = 'clinic-b';

const CALLERS: Record<string, FileCaller> = {
  'tok-admin-a': { sub: 'sub-admin-a', clinicId: A, group: 'admin' },
  'tok-dark-a': { sub: 'sub-dark-a', clinicId: A, group: 'dark' },
  'tok-user-a': { sub: 'sub-user-a', clinicId: A, group: 'user' },
  'tok-billing-a': { sub: 'sub-billing-a', clinicId: A, group: 'billing' },
  'tok-admin-b': { sub: 'sub-admin-b', clinicId: B, group: 'admin' },
  'tok-user-b': { sub: 'sub-user-b', clinicId: B, group: 'user' },
  'tok-billing-b': { sub: 'sub-billing-b', clinicId: B, group: 'billing' },
};

/** Like the real verifier: a missing, malformed or unknown token is refused with UnauthorizedException. */
const callerFrom = createCallerFrom(async (token) => {
  const caller = CALLERS[token];
  if (!caller) throw new AppError('UnauthorizedException', 'Token is invalid or expired');
  return caller;
});

/** Clinics whose patients module is switched off. */
const disabled = new Set<string>();
/** What the handler gave the access log: [caller sub, view]. */
const views: [string, Viewed][] = [];
let dataDir: string;
let db: Db;
let server: Server;
let base: string;
const loggedErrors: unknown[] = [];

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'emr-files-'));
  db = openDatabase({ dataDir });
  const handler = createFilesHandler({
    db,
    dataDir,
    callerFrom,
    modulesOf: (clinicId) => (disabled.has(clinicId) ? MODULES.filter((module) => module !== 'patients') : null),
    accessLog: { record: (caller, rows) => views.push(...rows.map((row): [string, Viewed] => [caller.sub, row])) },
    maxBytes: MAX_BYTES,
    logError: (_message, err) => loggedErrors.push(err),
  });
  server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/files' || url.startsWith('/files/') || url.startsWith('/files?')) {
      handler(req, res, url.slice('/files'.length).split('?')[0] ?? '');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  assert.deepEqual(loggedErrors, [], 'no unexpected internal errors');
});

// ---------------------------------------------------------------- helpers

interface PutOptions {
  contentType?: string | null;
  fileName?: string;
  query?: string;
}

function auth(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

function put(token: string | null, key: string, body: Uint8Array | string, opts: PutOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...auth(token) };
  const contentType = opts.contentType === undefined ? 'application/pdf' : opts.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  if (opts.fileName !== undefined) headers['x-file-name'] = encodeURIComponent(opts.fileName);
  return fetch(`${base}/files/${key}${opts.query ?? ''}`, { method: 'PUT', headers, body });
}

function get(token: string | null, key: string, method = 'GET'): Promise<Response> {
  return fetch(`${base}/files/${key}`, { method, headers: auth(token) });
}

function del(token: string | null, key: string): Promise<Response> {
  return fetch(`${base}/files/${key}`, { method: 'DELETE', headers: auth(token) });
}

async function listKeys(token: string, folder: string): Promise<string[]> {
  const res = await get(token, folder);
  assert.equal(res.status, 200, `list ${folder}`);
  const body = (await res.json()) as { items: { key: string }[] };
  return body.items.map((item) => item.key);
}

async function expectError(res: Response, status: number, errorType: string, pattern?: RegExp): Promise<void> {
  const text = await res.text();
  assert.equal(res.status, status, `status (body: ${text})`);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const body = JSON.parse(text) as { errorType: string; message: string };
  assert.equal(body.errorType, errorType, text);
  assert.equal(typeof body.message, 'string');
  if (pattern) assert.match(body.message, pattern);
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with a path sent byte for byte (fetch would normalize '..' and '%2e%2e' away). */
function raw(
  method: string,
  path: string,
  opts: { token?: string | null; body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolveRaw, reject) => {
    const req = request(
      `${base}/`,
      { method, path, headers: { ...auth(opts.token === undefined ? 'tok-user-a' : opts.token), ...opts.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolveRaw({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Every file under the data dir, relative to it ('/'-separated). */
function allFiles(dir = dataDir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...allFiles(full));
    else out.push(relative(dataDir, full).split('\\').join('/'));
  }
  return out.sort();
}

function rowCount(clinicId: string, keyPrefix: string): number {
  const row = db
    .prepare('SELECT count(*) AS n FROM stored_files WHERE clinic_id = ? AND substr(key, 1, ?) = ?')
    .get(clinicId, keyPrefix.length, keyPrefix) as { n: number };
  return row.n;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------- tests

describe('upload and download', () => {
  it('round-trips the bytes with the right headers and metadata', async () => {
    const bytes = randomBytes(60 * 1024);
    const before = Date.now();
    const up = await put('tok-user-a', 'lab-results/P-1/report.pdf', bytes, { fileName: 'Résumé "lab" (1).pdf' });
    assert.equal(up.status, 201, await up.clone().text());
    const meta = (await up.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(meta).sort(), ['contentType', 'fileName', 'key', 'size', 'uploadedAt', 'uploadedBy']);
    assert.equal(meta['key'], 'lab-results/P-1/report.pdf');
    assert.equal(meta['size'], bytes.length);
    assert.equal(meta['contentType'], 'application/pdf');
    assert.equal(meta['uploadedBy'], 'sub-user-a');
    assert.equal(meta['fileName'], 'Résumé "lab" (1).pdf');
    assert.ok(Date.parse(String(meta['uploadedAt'])) >= before - 1000);

    const down = await get('tok-user-a', 'lab-results/P-1/report.pdf');
    assert.equal(down.status, 200);
    assert.equal(down.headers.get('content-type'), 'application/pdf');
    assert.equal(down.headers.get('content-length'), String(bytes.length));
    assert.equal(down.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(down.headers.get('cache-control'), 'private, no-store');
    const disposition = down.headers.get('content-disposition') ?? '';
    assert.match(disposition, /^attachment; /);
    assert.ok(disposition.includes(`filename*=UTF-8''R%C3%A9sum%C3%A9%20%22lab%22%20%281%29.pdf`), disposition);
    assert.ok(Buffer.from(await down.arrayBuffer()).equals(bytes), 'downloaded bytes are identical');

    // stored where the spec says, and described in the table
    const onDisk = join(dataDir, 'files', A, 'lab-results', 'P-1', 'report.pdf');
    assert.ok(readFileSync(onDisk).equals(bytes));
    const row = db.prepare('SELECT * FROM stored_files WHERE clinic_id = ? AND key = ?').get(A, 'lab-results/P-1/report.pdf') as Record<
      string,
      unknown
    >;
    assert.equal(row['size'], bytes.length);
    assert.equal(row['uploaded_by'], 'sub-user-a');
    assert.match(String(row['sha256']), /^[0-9a-f]{64}$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('tok-user-a', 'lab-results/P-1/report.pdf', 'HEAD');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-length'), String(60 * 1024));
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal((await res.arrayBuffer()).byteLength, 0);
  });

  it('falls back to the key name and keeps a text charset', async () => {
    const up = await put('tok-user-a', 'notes/V-1/note.txt', 'hello, wörld', { contentType: 'text/plain;charset=UTF-8' });
    assert.equal(up.status, 201);
    const meta = (await up.json()) as { fileName: string; contentType: string; size: number };
    assert.equal(meta.fileName, 'note.txt');
    assert.equal(meta.contentType, 'text/plain; charset=utf-8');
    assert.equal(meta.size, Buffer.byteLength('hello, wörld'));
    const down = await get('tok-user-a', 'notes/V-1/note.txt');
    assert.equal(down.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(await down.text(), 'hello, wörld');
  });

  it('accepts percent-encoded keys with spaces and parentheses', async () => {
    const key = `procedure-results/${encodeURIComponent('P 7')}/${encodeURIComponent('scan (2).png')}`;
    const up = await put('tok-user-a', key, 'png-bytes', { contentType: 'image/png' });
    assert.equal(up.status, 201);
    assert.equal(((await up.json()) as { key: string }).key, 'procedure-results/P 7/scan (2).png');
    assert.equal(await (await get('tok-user-a', key)).text(), 'png-bytes');
    assert.ok(existsSync(join(dataDir, 'files', A, 'procedure-results', 'P 7', 'scan (2).png')));
  });

  it('stores an empty file', async () => {
    const up = await put('tok-user-a', 'notes/empty.txt', '', { contentType: 'text/plain' });
    assert.equal(up.status, 201);
    const down = await get('tok-user-a', 'notes/empty.txt');
    assert.equal(down.status, 200);
    assert.equal(down.headers.get('content-length'), '0');
    assert.equal(await down.text(), '');
  });

  it('answers 404 for a file that does not exist', async () => {
    await expectError(await get('tok-user-a', 'lab-results/P-1/nope.pdf'), 404, 'NotFoundException');
    const head = await get('tok-user-a', 'lab-results/P-1/nope.pdf', 'HEAD');
    assert.equal(head.status, 404);
  });
});

describe('overwrite', () => {
  it('refuses to replace an existing key unless ?overwrite=true', async () => {
    const key = 'di-results/P-2/xray.png';
    assert.equal((await put('tok-user-a', key, 'first', { contentType: 'image/png' })).status, 201);
    await expectError(await put('tok-user-a', key, 'second', { contentType: 'image/png' }), 409, 'ConflictUnhandled', /overwrite=true/);
    assert.equal(await (await get('tok-user-a', key)).text(), 'first');

    const replaced = await put('tok-user-a', key, 'second!', { contentType: 'image/jpeg', query: '?overwrite=true' });
    assert.equal(replaced.status, 201);
    assert.equal(((await replaced.json()) as { size: number }).size, 7);
    const down = await get('tok-user-a', key);
    assert.equal(down.headers.get('content-type'), 'image/jpeg');
    assert.equal(await down.text(), 'second!');
    assert.equal(rowCount(A, key), 1);
    assert.deepEqual(
      readdirSync(join(dataDir, 'files', A, 'di-results', 'P-2')),
      ['xray.png'],
      'no temp files left behind',
    );
  });

  it('refuses a key that differs from a stored one only in letter case', async () => {
    await expectError(
      await put('tok-user-a', 'di-results/P-2/XRAY.png', 'x', { contentType: 'image/png', query: '?overwrite=true' }),
      409,
      'ConflictUnhandled',
    );
    await expectError(await put('tok-user-a', 'di-results/p-2/xray.png', 'x', { contentType: 'image/png' }), 409, 'ConflictUnhandled');
    assert.equal(await (await get('tok-user-a', 'di-results/P-2/xray.png')).text(), 'second!');
  });

  it('refuses a file where a folder is needed and a folder where a file is needed', async () => {
    assert.equal((await put('tok-user-a', 'notes/clash/a', 'file a')).status, 201);
    await expectError(await put('tok-user-a', 'notes/clash/a/b.pdf', 'x'), 409, 'ConflictUnhandled');
    assert.equal((await put('tok-user-a', 'notes/clash2/a/b.pdf', 'x')).status, 201);
    await expectError(await put('tok-user-a', 'notes/clash2/a', 'x'), 409, 'ConflictUnhandled');
    await expectError(await put('tok-user-a', 'notes/clash2/a', 'x', { query: '?overwrite=true' }), 409, 'ConflictUnhandled');
    assert.equal(await (await get('tok-user-a', 'notes/clash/a')).text(), 'file a');
  });

  it('lets only one of two concurrent uploads of a new key win', async () => {
    const key = '/files/lab-results/race/r.pdf';
    const start = (body: string) => {
      let req!: ReturnType<typeof request>;
      const done = new Promise<number>((resolveStatus, reject) => {
        req = request(
          `${base}${key}`,
          { method: 'PUT', headers: { ...auth('tok-user-a'), 'content-type': 'application/pdf' } },
          (res) => {
            res.resume();
            resolveStatus(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
      });
      req.write(body);
      return { req, done };
    };
    const first = start('first-');
    const second = start('second-');
    await sleep(50);
    first.req.end('end');
    const firstStatus = await first.done;
    second.req.end('end');
    const secondStatus = await second.done;
    assert.deepEqual([firstStatus, secondStatus], [201, 409]);
    assert.equal(await (await get('tok-user-a', 'lab-results/race/r.pdf')).text(), 'first-end');
    assert.deepEqual(readdirSync(join(dataDir, 'files', A, 'lab-results', 'race')), ['r.pdf']);
  });
});

describe('list', () => {
  before(async () => {
    for (const key of ['referral-results/P-1/b.pdf', 'referral-results/P-1/a.pdf', 'referral-results/P-1/sub/c.pdf', 'referral-results/P-10/d.pdf', 'referral-results/P-2/e.pdf']) {
      const res = await put('tok-user-a', key, key, { fileName: `${key.split('/').at(-1)}` });
      assert.equal(res.status, 201, key);
    }
  });

  it('lists a folder recursively, sorted by key, without its neighbours', async () => {
    const res = await get('tok-user-a', 'referral-results/P-1/');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    const body = (await res.json()) as { items: Record<string, unknown>[] };
    assert.deepEqual(
      body.items.map((i) => i['key']),
      ['referral-results/P-1/a.pdf', 'referral-results/P-1/b.pdf', 'referral-results/P-1/sub/c.pdf'],
    );
    const first = body.items[0] ?? {};
    assert.deepEqual(Object.keys(first).sort(), ['contentType', 'fileName', 'key', 'size', 'uploadedAt', 'uploadedBy']);
    assert.equal(first['size'], 'referral-results/P-1/a.pdf'.length);
    assert.equal(first['contentType'], 'application/pdf');
    assert.equal(first['uploadedBy'], 'sub-user-a');
    assert.equal(first['fileName'], 'a.pdf');
  });

  it('lists a whole prefix, and nothing for an empty folder', async () => {
    assert.deepEqual(await listKeys('tok-user-a', 'referral-results/'), [
      'referral-results/P-1/a.pdf',
      'referral-results/P-1/b.pdf',
      'referral-results/P-1/sub/c.pdf',
      'referral-results/P-10/d.pdf',
      'referral-results/P-2/e.pdf',
    ]);
    assert.deepEqual(await listKeys('tok-user-a', 'referral-results/P-3/'), []);
    assert.deepEqual(await listKeys('tok-user-a', 'referral-results/P-1/sub/'), ['referral-results/P-1/sub/c.pdf']);
  });
});

describe('delete', () => {
  it('deletes a file (204), then answers 404', async () => {
    const key = 'lab-results/del/x/gone.pdf';
    assert.equal((await put('tok-user-a', key, 'bye')).status, 201);
    const res = await del('tok-user-a', key);
    assert.equal(res.status, 204);
    assert.equal(await res.text(), '');
    await expectError(await get('tok-user-a', key), 404, 'NotFoundException');
    await expectError(await del('tok-user-a', key), 404, 'NotFoundException');
    assert.equal(existsSync(join(dataDir, 'files', A, 'lab-results', 'del')), false, 'file and its empty folders are removed');
    assert.equal(rowCount(A, key), 0);
    // the folder can now be used as a file name
    assert.equal((await put('tok-user-a', 'lab-results/del', 'now a file')).status, 201);
  });

  it('refuses to delete a folder', async () => {
    await expectError(await del('tok-user-a', 'referral-results/P-1/'), 400, 'BadRequestException');
    assert.equal((await listKeys('tok-user-a', 'referral-results/P-1/')).length, 3);
  });
});

describe('size limit', () => {
  it('refuses a too-large content-length at once, writing nothing', async () => {
    const res = await put('tok-user-a', 'lab-results/big/declared.pdf', randomBytes(MAX_BYTES + 1));
    await expectError(res, 413, 'PayloadTooLargeException');
    assert.equal(existsSync(join(dataDir, 'files', A, 'lab-results', 'big')), false);
    assert.equal(rowCount(A, 'lab-results/big/'), 0);
  });

  it('aborts a streamed (chunked) upload past the limit and deletes the temp file', async () => {
    const chunk = randomBytes(16 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= MAX_BYTES * 2) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/files/lab-results/big/streamed.pdf`, {
      method: 'PUT',
      headers: { ...auth('tok-user-a'), 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, 'PayloadTooLargeException', new RegExp(String(MAX_BYTES)));
    await sleep(50);
    assert.deepEqual(
      allFiles().filter((f) => f.includes('big')),
      [],
      'no file or temp file left behind',
    );
    assert.equal(existsSync(join(dataDir, 'files', A, 'lab-results', 'big')), false);
    assert.equal(rowCount(A, 'lab-results/big/'), 0);
    await expectError(await get('tok-user-a', 'lab-results/big/streamed.pdf'), 404, 'NotFoundException');
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await put('tok-user-a', 'lab-results/big-ok/exact.pdf', randomBytes(MAX_BYTES));
    assert.equal(res.status, 201);
    assert.equal(((await res.json()) as { size: number }).size, MAX_BYTES);
  });

  it('cleans up when the client goes away mid-upload', async () => {
    await new Promise<void>((done, reject) => {
      const req = request(`${base}/files/lab-results/cut/half.pdf`, {
        method: 'PUT',
        headers: { ...auth('tok-user-a'), 'content-type': 'application/pdf', 'content-length': '40000' },
      });
      req.on('error', () => done());
      req.write(randomBytes(10000), (err) => {
        if (err) return reject(err);
        setTimeout(() => {
          req.destroy();
          done();
        }, 50);
      });
    });
    for (let i = 0; i < 40 && existsSync(join(dataDir, 'files', A, 'lab-results', 'cut')); i++) await sleep(25);
    assert.equal(existsSync(join(dataDir, 'files', A, 'lab-results', 'cut')), false, 'temp file removed');
    assert.equal(rowCount(A, 'lab-results/cut/'), 0);
  });
});

describe('content type', () => {
  it('refuses types off the allow list, and a missing type', async () => {
    await expectError(await put('tok-user-a', 'notes/x.html', '<script>', { contentType: 'text/html' }), 415, 'UnsupportedMediaTypeException');
    await expectError(await put('tok-user-a', 'notes/x.svg', '<svg/>', { contentType: 'image/svg+xml' }), 415, 'UnsupportedMediaTypeException');
    await expectError(await put('tok-user-a', 'notes/x.bin', 'x', { contentType: 'application/octet-stream' }), 415, 'UnsupportedMediaTypeException');
    await expectError(await put('tok-user-a', 'notes/x.bin', new Uint8Array([1]), { contentType: null }), 415, 'UnsupportedMediaTypeException');
    assert.deepEqual(await listKeys('tok-user-a', 'notes/'), ['notes/V-1/note.txt', 'notes/clash/a', 'notes/clash2/a/b.pdf', 'notes/empty.txt']);
  });

  it('accepts only images as avatars', async () => {
    await expectError(await put('tok-user-a', 'avatars/sub-user-a.pdf', 'x'), 415, 'UnsupportedMediaTypeException', /images/);
    assert.equal((await put('tok-user-a', 'avatars/sub-user-a.webp', 'x', { contentType: 'image/webp' })).status, 201);
  });

  it('accepts the office, DICOM and CSV types', async () => {
    for (const [name, type] of [
      ['a.doc', 'application/msword'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.dcm', 'application/dicom'],
      ['a.csv', 'text/csv'],
      ['a.tiff', 'image/tiff'],
      ['a.gif', 'image/gif'],
      ['a.jpg', 'image/jpeg'],
    ] as const) {
      assert.equal((await put('tok-user-a', `lab-results/types/${name}`, 'x', { contentType: type })).status, 201, type);
    }
  });
});

describe('path traversal and bad keys', () => {
  const attempts = [
    '/files/lab-results/../../../evil.pdf',
    '/files/lab-results/../../evil.pdf',
    '/files/lab-results/P-1/../../../../evil.pdf',
    '/files/lab-results/%2e%2e/%2e%2e/%2e%2e/evil.pdf',
    '/files/lab-results/%2E%2E%2F%2E%2E%2F%2E%2E%2Fevil.pdf',
    '/files/lab-results/..%2f..%2f..%2fevil.pdf',
    '/files/lab-results/%252e%252e/%252e%252e/evil.pdf',
    '/files/lab-results/a\\..\\..\\..\\evil.pdf',
    '/files/lab-results/a%5c..%5c..%5c..%5cevil.pdf',
    '/files//tmp/evil.pdf',
    '/files/%2ftmp%2fevil.pdf',
    '/files/lab-results//tmp/evil.pdf',
    '/files/lab-results/%2Ftmp%2Fevil.pdf',
    '/files/lab-results/evil.pdf%00.png',
    '/files/lab-results/evil%00',
    '/files/lab-results/./evil.pdf',
    '/files/secrets/evil.pdf',
    '/files/../evil.pdf',
    '/files/__proto__/evil.pdf',
    '/files/lab-results/evil%0d%0a.pdf',
    '/files/lab-results/evil%3a.pdf',
    '/files/lab-results/%E0%A4%A.pdf',
    '/files',
    '/files/',
  ];

  for (const path of attempts) {
    it(`refuses PUT ${path} with 400`, async () => {
      const res = await raw('PUT', path, { body: 'evil', headers: { 'content-type': 'application/pdf' } });
      assert.equal(res.status, 400, res.body);
      assert.equal((JSON.parse(res.body) as { errorType: string }).errorType, 'BadRequestException');
    });
  }

  it('refuses GET and DELETE of paths outside the clinic folder', async () => {
    for (const path of [
      '/files/lab-results/..%2f..%2f..%2femr.sqlite',
      '/files/lab-results/%2e%2e/%2e%2e/%2e%2e/emr.sqlite',
      `/files/lab-results/..%2f..%2f${B}%2flab-results%2fP-1%2freport.pdf`,
      '/files/lab-results/..%2f',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await raw(method, path);
        assert.equal(res.status, 400, `${method} ${path}: ${res.body}`);
        assert.doesNotMatch(res.body, /SQLite format/);
      }
    }
    assert.ok(existsSync(join(dataDir, 'emr.sqlite')));
  });

  it('wrote nothing outside the clinic folders', () => {
    const files = allFiles();
    assert.deepEqual(
      files.filter((f) => !f.startsWith(`files/${A}/`) && !f.startsWith(`files/${B}/`) && !f.startsWith('emr.sqlite')),
      [],
    );
    assert.deepEqual(
      files.filter((f) => f.includes('evil')),
      [],
    );
    assert.equal(existsSync(join(tmpdir(), 'evil.pdf')) && statSync(join(tmpdir(), 'evil.pdf')).size === 4, false);
    const rows = db.prepare("SELECT key FROM stored_files WHERE key LIKE '%evil%'").all();
    assert.deepEqual(rows, []);
  });

  it('authenticates before looking at the path', async () => {
    const res = await raw('PUT', '/files/lab-results/../../evil.pdf', { token: null, body: 'x', headers: { 'content-type': 'application/pdf' } });
    assert.equal(res.status, 401);
  });

  it('refuses PUT of a folder', async () => {
    const res = await put('tok-user-a', 'lab-results/P-1/', 'x');
    await expectError(res, 400, 'BadRequestException', /folder/);
  });
});

describe('tenant isolation', () => {
  const key = 'lab-results/P-1/report.pdf';

  it("another clinic cannot read, list or delete the first clinic's file", async () => {
    await expectError(await get('tok-user-b', key), 404, 'NotFoundException');
    await expectError(await get('tok-admin-b', key), 404, 'NotFoundException');
    assert.deepEqual(await listKeys('tok-user-b', 'lab-results/P-1/'), []);
    assert.deepEqual(await listKeys('tok-admin-b', 'lab-results/'), []);
    await expectError(await del('tok-admin-b', key), 404, 'NotFoundException');
    assert.equal((await get('tok-user-a', key)).status, 200);
  });

  it('the same key is a separate file in each clinic', async () => {
    const up = await put('tok-user-b', key, 'clinic b report');
    assert.equal(up.status, 201, 'no conflict with clinic A');
    assert.equal(await (await get('tok-user-b', key)).text(), 'clinic b report');
    assert.equal((await get('tok-user-a', key)).headers.get('content-length'), String(60 * 1024));
    assert.equal(readFileSync(join(dataDir, 'files', B, 'lab-results', 'P-1', 'report.pdf'), 'utf8'), 'clinic b report');
    assert.equal((await del('tok-user-b', key)).status, 204);
    assert.equal((await get('tok-user-a', key)).status, 200, "deleting B's file leaves A's");
  });

  it("another clinic's avatars are invisible too", async () => {
    assert.deepEqual(await listKeys('tok-billing-b', 'avatars/'), []);
    await expectError(await get('tok-billing-b', 'avatars/sub-user-a.webp'), 404, 'NotFoundException');
  });
});

describe('permissions per role', () => {
  const clinical = ['lab-results', 'di-results', 'procedure-results', 'referral-results', 'notes'];
  const roles = [
    ['tok-admin-a', true],
    ['tok-user-a', true],
    ['tok-dark-a', false],
    ['tok-billing-a', false],
  ] as const;

  for (const prefix of clinical) {
    it(`${prefix}: admin and user may do everything, dark and billing nothing`, async () => {
      const fixture = `${prefix}/perm/fixture.pdf`;
      assert.equal((await put('tok-admin-a', fixture, 'fixture')).status, 201);
      for (const [token, allowed] of roles) {
        const own = `${prefix}/perm/${token}.pdf`;
        const up = await put(token, own, 'mine');
        const read = await get(token, fixture);
        const list = await get(token, `${prefix}/perm/`);
        if (allowed) {
          assert.equal(up.status, 201, `${token} PUT ${prefix}`);
          assert.equal(await read.text(), 'fixture', `${token} GET ${prefix}`);
          assert.equal(list.status, 200, `${token} list ${prefix}`);
          assert.equal((await del(token, own)).status, 204, `${token} DELETE ${prefix}`);
        } else {
          await expectError(up, 403, 'AccessDeniedException');
          await expectError(read, 403, 'AccessDeniedException');
          await expectError(list, 403, 'AccessDeniedException');
          assert.equal((await get(token, fixture, 'HEAD')).status, 403);
          await expectError(await del(token, fixture), 403, 'AccessDeniedException');
          assert.equal(await (await get('tok-user-a', fixture)).text(), 'fixture', 'still there');
        }
      }
      assert.deepEqual(await listKeys('tok-user-a', `${prefix}/perm/`), [fixture], 'forbidden uploads wrote nothing');
      assert.equal((await del('tok-user-a', fixture)).status, 204);
    });
  }

  it('billing cannot read lab results, a user can', async () => {
    await expectError(await get('tok-billing-a', 'lab-results/P-1/report.pdf'), 403, 'AccessDeniedException');
    assert.equal((await get('tok-user-a', 'lab-results/P-1/report.pdf')).status, 200);
  });

  it('avatars: everyone reads and lists; own avatar writable; others need update on User', async () => {
    // own avatar, as <sub>.<ext> and under a <sub>/ folder
    assert.equal((await put('tok-user-a', 'avatars/sub-user-a.png', 'me', { contentType: 'image/png' })).status, 201);
    assert.equal((await put('tok-billing-a', 'avatars/sub-billing-a/face.jpg', 'b', { contentType: 'image/jpeg' })).status, 201);
    // someone else's avatar
    await expectError(await put('tok-user-a', 'avatars/sub-billing-a.png', 'x', { contentType: 'image/png' }), 403, 'AccessDeniedException');
    await expectError(await put('tok-user-a', 'avatars/sub-billing-a/x.png', 'x', { contentType: 'image/png' }), 403, 'AccessDeniedException');
    await expectError(await put('tok-user-a', 'avatars/sub-user-a-x.png', 'x', { contentType: 'image/png' }), 403, 'AccessDeniedException');
    await expectError(await put('tok-user-a', 'avatars/other/sub-user-a.png', 'x', { contentType: 'image/png' }), 403, 'AccessDeniedException');
    await expectError(await del('tok-user-a', 'avatars/sub-billing-a/face.jpg'), 403, 'AccessDeniedException');
    await expectError(await del('tok-billing-a', 'avatars/sub-user-a.png'), 403, 'AccessDeniedException');
    // reading and listing: everyone in the clinic, every role
    for (const token of ['tok-admin-a', 'tok-dark-a', 'tok-user-a', 'tok-billing-a']) {
      assert.equal(await (await get(token, 'avatars/sub-user-a.png')).text(), 'me', token);
      const keys = await listKeys(token, 'avatars/');
      assert.ok(keys.includes('avatars/sub-user-a.png') && keys.includes('avatars/sub-billing-a/face.jpg'), token);
    }
    // admin and dark (update on User) manage anyone's avatar
    assert.equal((await put('tok-admin-a', 'avatars/sub-user-a.png', 'by admin', { contentType: 'image/png', query: '?overwrite=true' })).status, 201);
    assert.equal((await put('tok-dark-a', 'avatars/sub-billing-a.png', 'by dark', { contentType: 'image/png' })).status, 201);
    assert.equal((await del('tok-admin-a', 'avatars/sub-billing-a.png')).status, 204);
    // own delete
    assert.equal((await del('tok-user-a', 'avatars/sub-user-a.png')).status, 204);
    assert.equal((await del('tok-billing-a', 'avatars/sub-billing-a/face.jpg')).status, 204);
  });

  it('a switched-off module answers 403 ModuleDisabledException', async () => {
    disabled.add(A);
    try {
      await expectError(await get('tok-user-a', 'lab-results/P-1/report.pdf'), 403, 'ModuleDisabledException');
      await expectError(await put('tok-user-a', 'lab-results/P-1/new.pdf', 'x'), 403, 'ModuleDisabledException');
      // prefixes of other modules (notes: visits) and other clinics are unaffected
      assert.equal((await get('tok-user-a', 'notes/')).status, 200);
      assert.equal((await get('tok-user-b', 'lab-results/')).status, 200);
    } finally {
      disabled.delete(A);
    }
    assert.equal((await get('tok-user-a', 'lab-results/P-1/report.pdf')).status, 200);
  });
});

describe('authentication and methods', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const token of [null, 'nope']) {
      await expectError(await get(token, 'lab-results/P-1/report.pdf'), 401, 'UnauthorizedException');
      await expectError(await get(token, 'lab-results/'), 401, 'UnauthorizedException');
      await expectError(await put(token, 'lab-results/P-1/anon.pdf', 'x'), 401, 'UnauthorizedException');
      await expectError(await del(token, 'lab-results/P-1/report.pdf'), 401, 'UnauthorizedException');
    }
    assert.equal(rowCount(A, 'lab-results/P-1/anon.pdf'), 0);
    assert.equal((await get('tok-user-a', 'lab-results/P-1/report.pdf')).status, 200);
  });

  it('answers 405 for other methods', async () => {
    for (const method of ['POST', 'PATCH', 'OPTIONS']) {
      const res = await fetch(`${base}/files/lab-results/P-1/report.pdf`, { method, headers: auth('tok-user-a') });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get('allow'), 'GET, HEAD, PUT, DELETE');
      assert.equal(((await res.json()) as { errorType: string }).errorType, 'BadRequestException');
    }
  });
});

describe('access log', () => {
  it("a download of a patient's document is a view of that patient's record of the prefix's kind; headers, listings and avatars are not", async () => {
    assert.equal((await put('tok-user-a', 'procedure-results/P-7/proc-1/scan.pdf', 'scan')).status, 201);
    assert.equal((await put('tok-user-a', 'avatars/sub-user-a.png', 'me', { contentType: 'image/png', query: '?overwrite=true' })).status, 201);
    views.length = 0;
    assert.equal((await get('tok-user-a', 'procedure-results/P-7/proc-1/scan.pdf', 'HEAD')).status, 200);
    assert.equal((await get('tok-user-a', 'procedure-results/P-7/')).status, 200);
    assert.equal((await get('tok-admin-a', 'avatars/sub-user-a.png')).status, 200);
    assert.deepEqual(views, []);
    const down = await get('tok-admin-a', 'procedure-results/P-7/proc-1/scan.pdf');
    assert.equal(await down.text(), 'scan');
    assert.deepEqual(views, [['sub-admin-a', { EntityType: 'Procedure', PatientID: 'P-7' }]]);
    await expectError(await get('tok-billing-a', 'procedure-results/P-7/proc-1/scan.pdf'), 403, 'AccessDeniedException');
    assert.equal(views.length, 1, 'a refused download is no view');
  });
});
