/**
 * API benchmark (issue: embedded backend). Run: `npm run bench:api [-- --rows N --fresh --duration S]`.
 *
 * Seeds 1,000,000 EMR rows once (into .bench-data/api, reused while the row count matches),
 * then measures on the same rows, one at a time over keep-alive HTTP:
 *   - the storage floor: the raw SQLite prepared statements (get by id; a GSI1 page of 50);
 *   - the HTTP floor: a bare node:http handler running those statements and returning the rows as JSON;
 *   - the real /graphql endpoint (access-token verification, the Amplify Data client's documents
 *     selecting every field of the model);
 *   - the patient list's page as its screen asks for it: the same page selecting only the fields
 *     the list shows (PATIENT_LIST_FIELDS).
 * and then runs autocannon for `--duration` seconds (default 60) with 50 connections on a
 * mixed workload (80% reads, 20% writes); then the same load for `--attack-duration` seconds
 * (default 30) with an attacker beside it sending, in a loop, the stalled-request attacks the
 * query limits refuse (300 aliases of a list of 1,000 rows; a filter of 30,000 `or` branches),
 * to compare the normal clients' p95 with and without it. Prints a table and rewrites the "API"
 * section of docs/benchmarks.md. The server runs in a child process so the load generator does
 * not share its event loop; everything stays on loopback.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, type IncomingMessage, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type App, CLIENT_ID, USER_POOL_ID, createApp, introspection } from '../src/app.ts';
import { toCaller } from '../src/http/caller.ts';
import { srpSignIn } from '../src/cognito/srpClient.ts';
import type { IndexInfo } from '../src/graphql/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { SEED_INFO_FILE, seedLarge } from '../src/seed/large.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const DOCS_FILE = join(repoRoot, 'docs', 'benchmarks.md');
const SECTION_TITLE = '## API (issue: embedded backend)';
const CLINIC = 'northside';
const PARTITION = `${CLINIC}#Patient`;
const PAGE = 50;
const SIGN_IN_AS = 'user@northside.demo';

// ------------------------------------------------------------------ shared helpers

type Method = 'storage' | 'bare' | 'bareConcat' | 'bareFull' | 'graphql' | 'screen';
type Op = 'get' | 'list';

interface ChildReady {
  type: 'ready';
  appPort: number;
  barePort: number;
  ids: string[];
  /** Rows above this rowid were written by this run (the load test's tasks and their audit entries). */
  lastRowid: number;
}
interface StorageResult {
  type: 'storage-result';
  get: number[];
  list: number[];
  listIds: string[];
}
/** Server-side pieces of a GraphQL request, timed in-process (ms per call). */
interface Breakdown {
  type: 'breakdown-result';
  verify: number[];
  serviceGet: number[];
  serviceList: number[];
  stringifyGet: number[];
  stringifyList: number[];
}
type ChildMessage = ChildReady | StorageResult | Breakdown;

function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
const ms = (value: number) => (value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1));

// ------------------------------------------------------------------ child: the servers

function serve(): void {
  process.on('message', (raw: unknown) => {
    const message = raw as { type: string; dataDir?: string; samples?: number; warmup?: number; ids?: string[]; token?: string; after?: number };
    if (message.type === 'init') start(message.dataDir!);
    if (message.type === 'storage') storage(message.ids!, message.samples!, message.warmup!);
    if (message.type === 'breakdown') void breakdown(message.token!, message.ids!, message.samples!, message.warmup!);
    if (message.type === 'stop') {
      // Leave the database as seeded, so the next run measures the same rows.
      if (message.after !== undefined) app.db.prepare('DELETE FROM emr WHERE rowid > ?').run(message.after);
      app.db.pragma('wal_checkpoint(TRUNCATE)');
      process.exit(0);
    }
  });

  let app: App;
  let getStmt: ReturnType<typeof prepare>['getStmt'];
  let pageStmt: ReturnType<typeof prepare>['pageStmt'];

  function prepare(db: ReturnType<typeof createApp>['db']) {
    return {
      getStmt: db.prepare<[string, string], { item: string }>('SELECT item FROM emr WHERE clinic_id = ? AND id = ?'),
      // Exactly the statement the record store prepares for an unconditioned ascending GSI1 query.
      pageStmt: db.prepare<[string, number], { item: string }>(
        'SELECT item FROM emr WHERE gsi1pk = ? AND gsi1sk IS NOT NULL ORDER BY gsi1sk ASC, id ASC LIMIT ?',
      ),
    };
  }

  function start(dataDir: string): void {
    app = createApp({ dataDir, publicOrigin: 'http://127.0.0.1', log: () => undefined });
    ({ getStmt, pageStmt } = prepare(app.db));
    const fields = Object.keys(introspection.models['EMR']!.fields);
    // mode=full: every model field, null when unset, as a GraphQL answer carries them (same bytes).
    const full = (item: string) => {
      const row = JSON.parse(item) as Record<string, unknown>;
      const shaped: Record<string, unknown> = {};
      for (const field of fields) shaped[field] = row[field] ?? null;
      return shaped;
    };
    const bare = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const mode = url.searchParams.get('mode');
      let body: string;
      if (url.pathname === '/get') {
        const row = getStmt.get(CLINIC, url.searchParams.get('id') ?? '');
        body = mode === 'concat'
          ? `{"data":{"getEMR":${row ? row.item : 'null'}}}`
          : JSON.stringify({ data: { getEMR: row ? (mode === 'full' ? full(row.item) : JSON.parse(row.item)) : null } });
      } else if (url.pathname === '/list') {
        const rows = pageStmt.all(url.searchParams.get('pk') ?? '', Number(url.searchParams.get('limit') ?? PAGE));
        body = mode === 'concat'
          ? `{"data":{"listByGSI1":{"items":[${rows.map((r) => r.item).join(',')}],"nextToken":null}}}`
          : JSON.stringify({ data: { listByGSI1: { items: rows.map((r) => (mode === 'full' ? full(r.item) : JSON.parse(r.item) as unknown)), nextToken: null, __typename: 'ModelEMRConnection' } } });
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    bare.keepAliveTimeout = 65_000;
    const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
    void Promise.all([listen(app.server), listen(bare)]).then(([appPort, barePort]) => {
      const patients = pageStmt.all(PARTITION, 40_000).map((r) => (JSON.parse(r.item) as { id: string }).id);
      // 1,000 patients spread over the whole partition: every request of every method reads the same rows.
      const step = Math.max(1, Math.floor(patients.length / 1000));
      const ids = patients.filter((_, i) => i % step === 0).slice(0, 1000);
      const lastRowid = (app.db.prepare('SELECT max(rowid) AS n FROM emr').get() as { n: number }).n;
      process.send?.({ type: 'ready', appPort, barePort, ids, lastRowid } satisfies ChildReady);
    });
  }

  function storage(ids: string[], samples: number, warmup: number): void {
    const get: number[] = [];
    const list: number[] = [];
    let listIds: string[] = [];
    for (let i = 0; i < warmup + samples; i++) {
      const id = ids[i % ids.length]!;
      let t = performance.now();
      const row = getStmt.get(CLINIC, id);
      const getTime = performance.now() - t;
      if (!row) throw new Error(`storage floor: no row ${id}`);
      t = performance.now();
      const rows = pageStmt.all(PARTITION, PAGE);
      const listTime = performance.now() - t;
      if (i >= warmup) {
        get.push(getTime);
        list.push(listTime);
      }
      if (i === 0) listIds = rows.map((r) => (JSON.parse(r.item) as { id: string }).id);
    }
    process.send?.({ type: 'storage-result', get, list, listIds } satisfies StorageResult);
  }

  /** Times the pieces every GraphQL read goes through, independent of how the handler composes them. */
  async function breakdown(token: string, ids: string[], samples: number, warmup: number): Promise<void> {
    const caller = toCaller(await app.cognito.verifyAccessToken(token));
    const index: IndexInfo = { queryField: 'listByGSI1', pkField: 'GSI1PK', skField: 'GSI1SK' };
    const fields = Object.keys(introspection.models['EMR']!.fields);
    // The response as AppSync shapes it: every selected field, null when the row does not set it.
    const shape = (item: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, item[f] ?? null]));
    const result: Breakdown = { type: 'breakdown-result', verify: [], serviceGet: [], serviceList: [], stringifyGet: [], stringifyList: [] };
    // Each piece in its own loop (interleaving them distorts the small ones: the page's allocations
    // and garbage land inside the next piece's timing).
    const loop = async (into: number[], run: (i: number) => unknown) => {
      for (let i = 0; i < samples + warmup; i++) {
        const t = performance.now();
        await run(i);
        if (i >= warmup) into.push(performance.now() - t);
      }
    };
    await loop(result.verify, () => app.cognito.verifyAccessToken(token));
    await loop(result.serviceGet, (i) => app.records.get(caller, ids[i % ids.length]!));
    await loop(result.serviceList, () => app.records.listByIndex(caller, index, { GSI1PK: PARTITION, limit: PAGE }));
    const one = app.records.get(caller, ids[0]!);
    const page = app.records.listByIndex(caller, index, { GSI1PK: PARTITION, limit: PAGE });
    const getResponse = { data: { getEMR: one ? shape(one) : null } };
    const listResponse = { data: { listByGSI1: { items: page.items.map(shape), nextToken: page.nextToken, __typename: 'ModelEMRConnection' } } };
    await loop(result.stringifyGet, () => JSON.stringify(getResponse));
    await loop(result.stringifyList, () => JSON.stringify(listResponse));
    process.send?.(result);
  }
}

// ------------------------------------------------------------------ parent: seeding, client, load

interface Options {
  rows: number;
  fresh: boolean;
  duration: number;
  attackDuration: number;
  samples: number;
  connections: number;
  dataDir: string;
  writeDocs: boolean;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000000' },
      fresh: { type: 'boolean', default: false },
      duration: { type: 'string', default: '60' },
      'attack-duration': { type: 'string', default: '30' },
      samples: { type: 'string', default: '2000' },
      connections: { type: 'string', default: '50' },
      'data-dir': { type: 'string', default: '.bench-data/api' },
      'no-docs': { type: 'boolean', default: false },
      serve: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string) => {
    const parsed = Number(value.replaceAll('_', ''));
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number (got ${value})`);
    return parsed;
  };
  return {
    rows: int('rows', values.rows),
    fresh: values.fresh,
    duration: int('duration', values.duration),
    attackDuration: int('attack-duration', values['attack-duration']),
    samples: int('samples', values.samples),
    connections: int('connections', values.connections),
    dataDir: resolve(repoRoot, values['data-dir']),
    writeDocs: !values['no-docs'],
  };
}

function ensureSeeded(opts: Options): { rows: number; seeded: boolean; seconds?: number } {
  const infoFile = join(opts.dataDir, SEED_INFO_FILE);
  if (!opts.fresh && existsSync(infoFile)) {
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { rows: number; requestedRows: number | null; seconds?: number };
    if (info.requestedRows === opts.rows) {
      console.log(`reusing ${opts.dataDir} (${info.rows.toLocaleString('en-US')} rows; --fresh rebuilds it)`);
      return { rows: info.rows, seeded: false, ...(info.seconds ? { seconds: info.seconds } : {}) };
    }
  }
  rmSync(opts.dataDir, { recursive: true, force: true });
  console.log(`seeding ${opts.rows.toLocaleString('en-US')} rows into ${opts.dataDir} …`);
  const result = seedLarge({ dataDir: opts.dataDir, rows: opts.rows, log: (line) => console.log(`  ${line}`) });
  return { rows: result.rows, seeded: true, seconds: result.seconds };
}

function startChild(dataDir: string): Promise<{ child: ChildProcess; ready: ChildReady }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`server process exited (${code})`)));
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') done({ child, ready: message });
    });
    child.send({ type: 'init', dataDir });
  });
}

function askBreakdown(child: ChildProcess, token: string, ids: string[], samples: number, warmup: number): Promise<Breakdown> {
  return new Promise((done) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== 'breakdown-result') return;
      child.off('message', onMessage);
      done(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'breakdown', token, ids, samples, warmup });
  });
}

function askStorage(child: ChildProcess, ids: string[], samples: number, warmup: number): Promise<StorageResult> {
  return new Promise((done) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== 'storage-result') return;
      child.off('message', onMessage);
      done(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'storage', ids, samples, warmup });
  });
}

interface Response {
  status: number;
  text: string;
}

function send(agent: Agent, port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** The selection set the Amplify Data client sends: every field of the model, in introspection order. */
const FIELDS = Object.keys(introspection.models['EMR']!.fields).join(' ');
const GET_DOC = `query ($id: ID!) { getEMR(id: $id) { ${FIELDS} } }`;
const listDoc = (fields: string) => `query ($GSI1PK: String!, $GSI1SK: ModelStringKeyConditionInput, $filter: ModelEMRFilterInput, $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) { listByGSI1(GSI1PK: $GSI1PK, GSI1SK: $GSI1SK, filter: $filter, sortDirection: $sortDirection, limit: $limit, nextToken: $nextToken) { items { ${fields} } nextToken __typename } }`;
const LIST_DOC = listDoc(FIELDS);
/**
 * What the patient list shows (mfe-patients/src/patients/PatientListPage.tsx, its rows read by
 * toPatient in patient.resource.ts): the name's parts, PatientID, date of birth (and the age from
 * it), sex, cell or home phone, city and state, status; with the id the rows are keyed by. Paging
 * needs no field: the server's nextToken is made from the last row it read.
 * Once the kit's per-screen selection sets are merged, the list resource's declaration is the source of this list.
 */
const PATIENT_LIST_FIELDS = ['id', 'PatientID', 'FirstName', 'MiddleName', 'LastName', 'DOB', 'Gender', 'CellPhone', 'HomePhone', 'City', 'State', 'Status'];
const SCREEN_LIST_DOC = listDoc(PATIENT_LIST_FIELDS.join(' '));
const CREATE_DOC = `mutation ($input: CreateEMRInput!, $condition: ModelEMRConditionInput) { createEMR(input: $input, condition: $condition) { ${FIELDS} } }`;
const UPDATE_DOC = `mutation ($input: UpdateEMRInput!, $condition: ModelEMRConditionInput) { updateEMR(input: $input, condition: $condition) { ${FIELDS} } }`;

async function signIn(port: number): Promise<{ token: string; sub: string }> {
  const token = (await srpSignIn(`http://127.0.0.1:${port}/cognito/`, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username: SIGN_IN_AS, password: DEMO_PASSWORD })).AccessToken;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  return { token, sub: payload.sub };
}

interface Sampled {
  samples: number[];
  bytes: number;
}

async function measureHttp(agent: Agent, port: number, makeRequest: (i: number) => { method: string; path: string; headers: Record<string, string>; body?: string }, count: number, offset: number, check: (res: Response) => void): Promise<Sampled> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const { method, path, headers, body } = makeRequest(offset + i);
    const t = performance.now();
    const res = await send(agent, port, method, path, headers, body);
    samples.push(performance.now() - t);
    if (i === 0) {
      check(res);
      bytes = Buffer.byteLength(res.text);
    }
  }
  return { samples, bytes };
}

// ------------------------------------------------------------------ autocannon (no bundled types)

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface CannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface CannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (opts: Record<string, unknown>, cb: (error: Error | null, result: CannonResult) => void) => CannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface LoadResult {
  cannon: CannonResult;
  latencies: number[];
  byKind: Record<string, number[]>;
  graphqlErrors: number;
  errorSamples: string[];
  creates: number;
  updates: number;
}

function runLoad(port: number, token: string, sub: string, ids: readonly string[], opts: Options, duration = opts.duration): Promise<LoadResult> {
  const headers = { 'content-type': 'application/json', authorization: token };
  const byKind: Record<string, number[]> = { get: [], list: [], create: [], update: [] };
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let graphqlErrors = 0;
  let creates = 0;
  let updates = 0;
  let next = 0;
  const failed = (body: string) => {
    graphqlErrors++;
    if (errorSamples.length < 5) errorSamples.push(body.slice(0, 300));
  };
  const timed = (kind: string, build: (context: Record<string, unknown>) => string) => ({
    setupRequest: (request: CannonRequest, context: Record<string, unknown>) => {
      context['t0'] = performance.now();
      return { ...request, body: build(context) };
    },
    onResponse: (status: number, body: string, context: Record<string, unknown>) => {
      byKind[kind]!.push(performance.now() - Number(context['t0']));
      if (status !== 200 || !body.startsWith('{"data":{') || body.includes('"errors":[')) return failed(body);
      if (kind === 'create' || kind === 'update') {
        const record = (JSON.parse(body) as { data: Record<string, { id: string; Version: number } | null> }).data[kind === 'create' ? 'createEMR' : 'updateEMR'];
        if (!record) return failed(body);
        context['taskId'] = record.id;
        context['version'] = record.Version;
        if (kind === 'create') creates++;
        else updates++;
      }
    },
  });
  const get = () => timed('get', () => JSON.stringify({ query: GET_DOC, variables: { id: ids[next++ % ids.length] } }));
  const list = () => timed('list', () => JSON.stringify({ query: LIST_DOC, variables: { GSI1PK: PARTITION, limit: PAGE } }));
  const create = timed('create', () =>
    JSON.stringify({
      query: CREATE_DOC,
      variables: {
        input: {
          EntityType: 'Task', Task: `Load-test follow-up call #${next++}`, TaskType: 'Administrative', Priority: 'Normal',
          AssignedTo: sub, DueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), Done: false,
        },
      },
    }),
  );
  const update = timed('update', (context) =>
    JSON.stringify({ query: UPDATE_DOC, variables: { input: { id: context['taskId'], Version: context['version'], Done: true, Priority: 'High' } } }),
  );
  // Per connection, in a loop: 8 reads and 2 writes (a new Task, then an update of it with its Version).
  const sequence = [get(), list(), get(), list(), create, get(), list(), get(), list(), update].map((step) => ({ method: 'POST', path: '/graphql', headers, ...step }));
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections: opts.connections, duration, pipelining: 1, requests: sequence, timeout: 10 },
      (error, cannon) => (error ? fail(error) : done({ cannon, latencies, byKind, graphqlErrors, errorSamples, creates, updates })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

// ------------------------------------------------------------------ the stalled-request attack

interface AttackResult {
  sent: number;
  /** Answered with the query-limit error (or 413 for a body over the size limit). */
  refused: number;
  /** Client-side time of each attack request, ms. */
  latencies: number[];
  unexpected: string[];
}

/**
 * One attacker connection sending, back to back until `running()` turns false, the two attacks
 * of issue 10: 300 aliases of a list of 1,000 rows (each document new, so no cached parse helps)
 * and a list filtered by 30,000 `or` branches. Each must be refused.
 */
async function runAttack(port: number, token: string, running: () => boolean): Promise<AttackResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'content-type': 'application/json', authorization: token };
  const hugeOr = JSON.stringify({
    query: 'query ($filter: ModelEMRFilterInput) { listEMRS(filter: $filter, limit: 1000) { items { id Note } } }',
    variables: { filter: { or: Array.from({ length: 30_000 }, (_, i) => ({ Note: { contains: `w${i}` } })) } },
  });
  // every field through a fragment keeps the text under the length limit, so each one is parsed and validated
  const aliasBomb = (n: number) =>
    JSON.stringify({ query: `query Attack${n} { ${Array.from({ length: 300 }, (_, i) => `a${i}: listEMRS(limit: 1000) { items { ...Row } }`).join(' ')} } fragment Row on EMR { ${FIELDS} }` });
  const result: AttackResult = { sent: 0, refused: 0, latencies: [], unexpected: [] };
  try {
    while (running()) {
      const body = result.sent % 2 === 0 ? aliasBomb(result.sent) : hugeOr;
      const t = performance.now();
      const res = await send(agent, port, 'POST', '/graphql', headers, body);
      result.latencies.push(performance.now() - t);
      result.sent++;
      if (res.status === 413 || (res.status === 200 && res.text.includes('"errorType":"QueryTooComplexException"'))) result.refused++;
      else if (result.unexpected.length < 3) result.unexpected.push(`${res.status} ${res.text.slice(0, 200)}`);
    }
  } finally {
    agent.destroy();
  }
  return result;
}

// ------------------------------------------------------------------ report

interface Report {
  opts: Options;
  rows: number;
  dbBytes: number;
  seedSeconds?: number;
  sequential: Record<Method, Record<Op, Sampled>>;
  breakdown: Breakdown;
  load: LoadResult;
  attacked: LoadResult;
  attack: AttackResult;
  /** The machine's 1-minute load average when the run started (other work shares the cores). */
  loadAverage: number;
}

const METHOD_LABEL: Record<Method, string> = {
  storage: 'Storage floor: SQLite prepared statement',
  bare: 'HTTP floor: bare node:http, statement + JSON.parse/stringify',
  bareConcat: 'HTTP floor, no re-serialization: bare node:http, statement + string concat',
  bareFull: 'Bare node:http returning the GraphQL-sized answer (all fields, nulls included), no auth',
  graphql: 'GraphQL: POST /graphql with token verification, every model field selected',
  screen: `GraphQL, the patient list's page: the ${PATIENT_LIST_FIELDS.length} fields the screen shows`,
};

function render(report: Report): string {
  const { sequential: s, load, opts } = report;
  const p = (x: Sampled, q: number) => percentile(x.samples, q);
  const ratio = (op: Op, q: number, base: Method = 'bare', of: Method = 'graphql') => p(s[of][op], q) / p(s[base][op], q);
  const screenRatio = Math.max(ratio('list', 0.5, 'bare', 'screen'), ratio('list', 0.95, 'bare', 'screen'));
  const kb = (bytes: number) => (bytes ? `${(bytes / 1024).toFixed(1)} KB` : '–');
  const loadErrors = load.cannon.errors + load.cannon.timeouts + load.cannon.non2xx + load.graphqlErrors;
  const p95All = Math.max(p(s.graphql.get, 0.95), p(s.graphql.list, 0.95));
  const attackRatio = percentile(report.attacked.latencies, 0.95) / percentile(load.latencies, 0.95);
  const goals = [
    ['GraphQL ≤ 2× the bare HTTP floor (p50 and p95, get and page)', Math.max(ratio('get', 0.5), ratio('get', 0.95), ratio('list', 0.5), ratio('list', 0.95)) <= 2,
      `worst ratio ${Math.max(ratio('get', 0.5), ratio('get', 0.95), ratio('list', 0.5), ratio('list', 0.95)).toFixed(2)}×`],
    ['GraphQL p95 < 10 ms (sequential get and page of 50)', p95All < 10, `get ${ms(p(s.graphql.get, 0.95))} ms, page ${ms(p(s.graphql.list, 0.95))} ms`],
    ["The patient list's page of 50 with its screen's fields ≤ 2× the bare HTTP floor (p50 and p95) and p95 < 10 ms (issue 12)", screenRatio <= 2 && p(s.screen.list, 0.95) < 10,
      `${ratio('list', 0.5, 'bare', 'screen').toFixed(2)}× (p50), ${ratio('list', 0.95, 'bare', 'screen').toFixed(2)}× (p95); p95 ${ms(p(s.screen.list, 0.95))} ms; ${kb(s.screen.list.bytes)} against ${kb(s.graphql.list.bytes)} with every field`],
    [`0 errors under ${opts.duration} s of load`, loadErrors === 0, `${loadErrors} errors`],
    [`p95 < 10 ms under load too (${opts.connections} connections; stricter reading of the goal)`, percentile(load.latencies, 0.95) < 10, `p95 ${ms(percentile(load.latencies, 0.95))} ms`],
    ['Normal clients\' p95 under the stalled-request attack ≤ 2× without it (issue 10)', attackRatio <= 2 && report.attack.refused === report.attack.sent,
      `${attackRatio.toFixed(2)}× (p95 ${ms(percentile(report.attacked.latencies, 0.95))} ms against ${ms(percentile(load.latencies, 0.95))} ms); ${report.attack.refused.toLocaleString('en-US')} of ${report.attack.sent.toLocaleString('en-US')} attack requests refused`],
  ] as const;
  const lines: string[] = [];
  lines.push(SECTION_TITLE, '');
  lines.push(`Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, shared machine (load average ${report.loadAverage.toFixed(1)} at the start).`);
  lines.push(`Database: ${report.rows.toLocaleString('en-US')} EMR rows (the demo clinics plus light patient charts), ${(report.dbBytes / 2 ** 30).toFixed(2)} GB SQLite file${report.seedSeconds ? `, seeded in ${report.seedSeconds.toFixed(0)} s` : ''}.`);
  lines.push(`Reproduce: \`npm run bench:api\` (options: \`--rows\`, \`--fresh\`, \`--duration\`, \`--attack-duration\`, \`--samples\`, \`--connections\`).`, '');
  lines.push('### Goals', '', '| Goal | Result | |', '|---|---|---|');
  for (const [goal, met, detail] of goals) lines.push(`| ${goal} | ${met ? 'met' : '**missed**'} | ${detail} |`);
  lines.push('', `### One request at a time (${opts.samples.toLocaleString('en-US')} samples each after warm-up, keep-alive HTTP, same rows)`, '');
  lines.push(`Read: \`getEMR\` of a patient (1,000 patients cycled). Page: \`listByGSI1\` on \`${PARTITION}\`, limit ${PAGE}. Times in ms, measured by the client (storage floor: inside the server process).`, '');
  lines.push('| Path | read p50 | read p95 | page p50 | page p95 | read size | page size |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const method of ['storage', 'bare', 'bareConcat', 'bareFull', 'graphql', 'screen'] as const) {
    const m = s[method];
    const read = m.get.samples.length ? `${ms(p(m.get, 0.5))} | ${ms(p(m.get, 0.95))}` : '– | –';
    lines.push(`| ${METHOD_LABEL[method]} | ${read} | ${ms(p(m.list, 0.5))} | ${ms(p(m.list, 0.95))} | ${kb(m.get.bytes)} | ${kb(m.list.bytes)} |`);
  }
  lines.push(`| **GraphQL / HTTP floor** | ${ratio('get', 0.5).toFixed(2)}× | ${ratio('get', 0.95).toFixed(2)}× | ${ratio('list', 0.5).toFixed(2)}× | ${ratio('list', 0.95).toFixed(2)}× | | |`);
  const b = report.breakdown;
  const q50 = (x: number[]) => ms(percentile(x, 0.5));
  lines.push(`| GraphQL / string-concat floor | ${ratio('get', 0.5, 'bareConcat').toFixed(2)}× | ${ratio('get', 0.95, 'bareConcat').toFixed(2)}× | ${ratio('list', 0.5, 'bareConcat').toFixed(2)}× | ${ratio('list', 0.95, 'bareConcat').toFixed(2)}× | | |`);
  lines.push(`| **Patient list's page / HTTP floor** | | | ${ratio('list', 0.5, 'bare', 'screen').toFixed(2)}× | ${ratio('list', 0.95, 'bare', 'screen').toFixed(2)}× | | |`);
  lines.push('', '#### Where a GraphQL read spends its time (server pieces timed in-process, p50 ms)', '');
  lines.push('| Piece | read | page of 50 |', '|---|---:|---:|');
  lines.push(`| Access-token verification (JWT signature, revocation check, user's group and clinic from the database) | ${q50(b.verify)} | ${q50(b.verify)} |`);
  lines.push(`| Record service: statement, JSON.parse of the rows, tenant, role and field checks | ${q50(b.serviceGet)} | ${q50(b.serviceList)} |`);
  lines.push(`| JSON.stringify of the response with all ${Object.keys(introspection.models['EMR']!.fields).length} fields (nulls included) | ${q50(b.stringifyGet)} | ${q50(b.stringifyList)} |`);
  lines.push(`| Sum of the pieces | ${ms(percentile(b.verify, 0.5) + percentile(b.serviceGet, 0.5) + percentile(b.stringifyGet, 0.5))} | ${ms(percentile(b.verify, 0.5) + percentile(b.serviceList, 0.5) + percentile(b.stringifyList, 0.5))} |`);
  lines.push(`| Whole request as the client sees it (from the table above) | ${ms(p(s.graphql.get, 0.5))} | ${ms(p(s.graphql.list, 0.5))} |`);
  lines.push('', 'Each piece is timed in its own loop inside the server process, between the rounds above; a real request pays them in sequence, plus what the table does not list.');
  const c = load.cannon;
  const kinds = ['get', 'list', 'create', 'update'] as const;
  lines.push('', `### Load: ${opts.duration} s, ${opts.connections} concurrent connections (autocannon, loopback)`, '');
  lines.push('Each connection loops over 10 requests: 4× `getEMR`, 4× `listByGSI1` (page of 50), `createEMR` of a Task and `updateEMR` of that Task with its returned `Version` (80% reads, 20% writes; every write is fsynced and audited).', '');
  lines.push('| Requests | Req/s | p50 | p95 | p99 | max | Socket errors | Timeouts | Non-2xx | GraphQL errors |', '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  lines.push(`| ${c.requests.total.toLocaleString('en-US')} | ${c.requests.average.toFixed(0)} | ${ms(percentile(load.latencies, 0.5))} | ${ms(percentile(load.latencies, 0.95))} | ${ms(percentile(load.latencies, 0.99))} | ${ms(c.latency.max)} | ${c.errors} | ${c.timeouts} | ${c.non2xx} | ${load.graphqlErrors} |`);
  lines.push('', '| Under load, by request (client-side, ms) | count | p50 | p95 | p99 |', '|---|---:|---:|---:|---:|');
  for (const kind of kinds) {
    const x = load.byKind[kind]!;
    lines.push(`| ${kind} | ${x.length.toLocaleString('en-US')} | ${ms(percentile(x, 0.5))} | ${ms(percentile(x, 0.95))} | ${ms(percentile(x, 0.99))} |`);
  }
  lines.push('', `Writes completed: ${load.creates.toLocaleString('en-US')} creates, ${load.updates.toLocaleString('en-US')} updates.`);
  if (load.errorSamples.length) lines.push('', 'First errors:', '', ...load.errorSamples.map((e) => `- \`${e.replaceAll('`', "'")}\``));

  const a = report.attacked;
  const attackErrors = a.cannon.errors + a.cannon.timeouts + a.cannon.non2xx + a.graphqlErrors;
  lines.push('', `### Under attack: the same load for ${opts.attackDuration} s with a stalled-request attacker beside it`, '');
  lines.push('One more connection sends, back to back, the two attacks of issue 10: a document with 300 aliases of `listEMRS(limit: 1000)` selecting every field (a new text each time, so no cached parse helps) and a `listEMRS` whose filter has 30,000 `or` branches (a 0.9 MB body). Before the query limits, the first answered 30 MB after 5.5 s and the second stalled the server 8.8 s per alias. Both run in the same process as the load above, right after it.', '');
  lines.push('| Normal clients | Requests | Req/s | p50 | p95 | p99 | max | Errors |', '|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, run, errors] of [['without the attack (the load above)', load, loadErrors], ['with the attack', a, attackErrors]] as const) {
    lines.push(`| ${label} | ${run.cannon.requests.total.toLocaleString('en-US')} | ${run.cannon.requests.average.toFixed(0)} | ${ms(percentile(run.latencies, 0.5))} | ${ms(percentile(run.latencies, 0.95))} | ${ms(percentile(run.latencies, 0.99))} | ${ms(run.cannon.latency.max)} | ${errors} |`);
  }
  lines.push(`| **with / without** | | | ${(percentile(a.latencies, 0.5) / percentile(load.latencies, 0.5)).toFixed(2)}× | **${attackRatio.toFixed(2)}×** | ${(percentile(a.latencies, 0.99) / percentile(load.latencies, 0.99)).toFixed(2)}× | | |`);
  lines.push('', `Attacker: ${report.attack.sent.toLocaleString('en-US')} requests, ${report.attack.refused.toLocaleString('en-US')} refused with \`QueryTooComplexException\` before any row was read; each took ${ms(percentile(report.attack.latencies, 0.5))} ms at the median (p95 ${ms(percentile(report.attack.latencies, 0.95))} ms), most of it waiting its turn behind the normal clients, like any request.`);
  if (report.attack.unexpected.length) lines.push('', 'Attack requests not refused:', '', ...report.attack.unexpected.map((e) => `- \`${e.replaceAll('`', "'")}\``));

  lines.push('', '### Reading the numbers', '');
  const bytesRatio = s.graphql.list.bytes / Math.max(1, s.bare.list.bytes);
  const fieldCount = Object.keys(introspection.models['EMR']!.fields).length;
  const pieces = (op: Op) => percentile(b.verify, 0.5) + percentile(op === 'get' ? b.serviceGet : b.serviceList, 0.5) + percentile(op === 'get' ? b.stringifyGet : b.stringifyList, 0.5);
  // What a handler doing only the unavoidable work would take: HTTP plus the statement (the
  // string-concat floor), token verification, the record service and serializing the full selection.
  const lowerBound = (op: Op) => p(s.bareConcat[op], 0.5) + pieces(op);
  lines.push(`- Payload: the Data client selects all ${fieldCount} fields of the single EMR model, and GraphQL answers each selected field, null or not. A page is ${kb(s.graphql.list.bytes)} against ${kb(s.bare.list.bytes)} from the bare handler, which returns only the fields a row sets (${bytesRatio.toFixed(1)}× the bytes). The bare handler returning that same full shape takes ${ms(p(s.bareFull.list, 0.5))} ms for the page (${(p(s.bareFull.list, 0.5) / p(s.bare.list, 0.5)).toFixed(2)}× the floor) and ${ms(p(s.bareFull.get, 0.5))} ms for a read (${(p(s.bareFull.get, 0.5) / p(s.bare.get, 0.5)).toFixed(2)}×): that much of the gap is the payload itself, whatever serves it. GraphQL over that: ${(p(s.graphql.list, 0.5) / p(s.bareFull.list, 0.5)).toFixed(2)}× (page), ${(p(s.graphql.get, 0.5) / p(s.bareFull.get, 0.5)).toFixed(2)}× (read).`);
  lines.push(`- Fixed cost per request: token verification ${q50(b.verify)} ms; the record service ${q50(b.serviceGet)} ms for one row and ${q50(b.serviceList)} ms for the page (the statement itself is ${ms(p(s.storage.get, 0.5))} / ${ms(p(s.storage.list, 0.5))} ms; the rest is JSON.parse of the stored rows and the tenant, role and field checks).`);
  for (const op of ['get', 'list'] as const) {
    const name = op === 'get' ? 'read' : 'page';
    const label = name === 'read' ? 'Read' : 'Page';
    const whole = p(s.graphql[op], 0.5);
    const handlerShare = whole - lowerBound(op);
    lines.push(
      handlerShare <= 0.05 * whole
        ? `- ${label}: HTTP and statement (${ms(p(s.bareConcat[op], 0.5))} ms) plus those pieces (${ms(lowerBound(op))} ms) already account for the whole request (${ms(whole)} ms): the fixed costs, token verification above all, are the gap to the HTTP floor.`
        : `- ${label}: HTTP and statement (${ms(p(s.bareConcat[op], 0.5))} ms) plus those pieces give a lower bound of ${ms(lowerBound(op))} ms, ${(lowerBound(op) / p(s.bare[op], 0.5)).toFixed(2)}× the HTTP floor. The request takes ${ms(whole)} ms; the remaining ${ms(handlerShare)} ms are shaping and moving the larger response (without any GraphQL, the full-shape bare handler spends ${ms(Math.max(0, p(s.bareFull[op], 0.5) - p(s.bareConcat[op], 0.5) - percentile(op === 'get' ? b.stringifyGet : b.stringifyList, 0.5)))} ms more than the string-concat one beyond serializing) and the GraphQL handler's own work: parsing the ${(Buffer.byteLength(op === 'get' ? GET_DOC : LIST_DOC) / 1024).toFixed(1)} KB request, coercing variables and projecting ${op === 'get' ? '' : `${PAGE} × `}${fieldCount} values through their scalar serializers.`,
    );
  }
  lines.push(`- So for the page, the ≤ 2× goal is ${p(s.bareFull.list, 0.5) / p(s.bare.list, 0.5) > 2 ? 'out of reach while answers carry every field (the same bytes from a bare handler already exceed it)' : 'within reach only if the handler adds little beyond the payload'}; a screen that asks for the fields it shows is the way out: the patient list's page (${PATIENT_LIST_FIELDS.length} fields) is ${kb(s.screen.list.bytes)} instead of ${kb(s.graphql.list.bytes)} and takes ${ms(p(s.screen.list, 0.5))} ms at the median (p95 ${ms(p(s.screen.list, 0.95))} ms), ${ratio('list', 0.5, 'bare', 'screen').toFixed(2)}× the HTTP floor, which itself returns every field a row sets (${kb(s.bare.list.bytes)}). For single reads, token verification is ${((percentile(b.verify, 0.5) / p(s.graphql.get, 0.5)) * 100).toFixed(0)}% of the p50; caching verified tokens (by hash, until expiry, dropped on revocation) would remove that share.`);
  if (!goals[1][1]) lines.push(`- p95 over 10 ms: p50 is ${ms(p(s.graphql.list, 0.5))} ms for the page; the tail most likely comes from garbage collection of the ${kb(s.graphql.list.bytes)} responses and from other tenants of this shared ${availableParallelism()}-core VM.`);
  lines.push(`- Under load, one Node event loop serves everything: SQLite calls are synchronous, and each write waits for its fsync (synchronous=FULL) on that loop, delaying the reads queued behind it. ${opts.connections} connections on ${availableParallelism()} cores queue behind each other (and share the CPU with autocannon), so latency under load is mostly queueing: ${c.requests.average.toFixed(0)} req/s is the capacity figure.`);
  if (!goals[3][1]) lines.push('- Errors under load: see the first error bodies above.');
  lines.push('');
  return lines.join('\n');
}

function writeDocs(section: string): void {
  mkdirSync(dirname(DOCS_FILE), { recursive: true });
  const header = [
    '# Benchmarks',
    '',
    'Measured figures for the goals set in the issues, one section per area (API, web bundle, chart…). Each section says how to reproduce it; scripts that produce a section rewrite only their own section.',
    '',
  ].join('\n');
  let text = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, 'utf8') : `${header}\n`;
  const start = text.indexOf(SECTION_TITLE);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const after = text.indexOf('\n## ', start + SECTION_TITLE.length);
    text = `${text.slice(0, start)}${section}${after === -1 ? '' : `\n${text.slice(after + 1)}`}`;
  }
  writeFileSync(DOCS_FILE, `${text.trimEnd()}\n`);
}

async function main(): Promise<void> {
  const opts = options();
  const loadAverage = loadavg()[0] ?? 0;
  const seed = ensureSeeded(opts);
  const { child, ready } = await startChild(opts.dataDir);
  try {
    const { token, sub } = await signIn(ready.appPort);
    console.log(`signed in as ${SIGN_IN_AS}; ${ready.ids.length} patient ids sampled from ${PARTITION}`);
    const ids = ready.ids;
    const gqlHeaders = { 'content-type': 'application/json', authorization: token };
    const getBodies = ids.map((id) => JSON.stringify({ query: GET_DOC, variables: { id } }));
    const listBody = JSON.stringify({ query: LIST_DOC, variables: { GSI1PK: PARTITION, limit: PAGE } });
    const screenBody = JSON.stringify({ query: SCREEN_LIST_DOC, variables: { GSI1PK: PARTITION, limit: PAGE } });
    const listPath = (mode: string) => `/list?pk=${encodeURIComponent(PARTITION)}&limit=${PAGE}${mode}`;

    // Correctness first: the three paths return the same rows.
    const storageCheck = await askStorage(child, ids, 1, 0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const gqlList = JSON.parse((await send(agent, ready.appPort, 'POST', '/graphql', gqlHeaders, listBody)).text) as { data?: { listByGSI1?: { items: { id: string }[] } } };
    const bareList = JSON.parse((await send(agent, ready.barePort, 'GET', listPath(''), {})).text) as { data: { listByGSI1: { items: { id: string }[] } } };
    const screenList = JSON.parse((await send(agent, ready.appPort, 'POST', '/graphql', gqlHeaders, screenBody)).text) as { data?: { listByGSI1?: { items: Record<string, unknown>[] } } };
    const gqlIds = gqlList.data?.listByGSI1?.items.map((i) => i.id) ?? [];
    const screenItems = screenList.data?.listByGSI1?.items ?? [];
    if (gqlIds.length !== PAGE || gqlIds.join() !== storageCheck.listIds.join() || bareList.data.listByGSI1.items.map((i) => i.id).join() !== gqlIds.join() || screenItems.map((i) => i['id']).join() !== gqlIds.join()) {
      throw new Error('the four paths do not return the same page');
    }
    if (screenItems.some((item) => Object.keys(item).sort().join() !== [...PATIENT_LIST_FIELDS].sort().join())) throw new Error('the screen page does not carry exactly the selected fields');

    const checkGql = (op: Op) => (res: Response) => {
      const body = JSON.parse(res.text) as { data?: Record<string, unknown>; errors?: unknown };
      if (res.status !== 200 || body.errors || !body.data?.[op === 'get' ? 'getEMR' : 'listByGSI1']) throw new Error(`GraphQL ${op} failed: ${res.text.slice(0, 300)}`);
    };
    const checkBare = (res: Response) => {
      if (res.status !== 200) throw new Error(`bare handler failed: ${res.status}`);
    };
    const empty = (): Record<Op, Sampled> => ({ get: { samples: [], bytes: 0 }, list: { samples: [], bytes: 0 } });
    // the screen's page only: no screen reads one patient with the list's fields
    const sequential: Record<Method, Record<Op, Sampled>> = { storage: empty(), bare: empty(), bareConcat: empty(), bareFull: empty(), graphql: empty(), screen: empty() };
    const add = (target: Sampled, part: Sampled) => {
      target.samples.push(...part.samples);
      target.bytes ||= part.bytes;
    };
    const breakdown: Breakdown = { type: 'breakdown-result', verify: [], serviceGet: [], serviceList: [], stringifyGet: [], stringifyList: [] };
    const rounds = 4;
    const perRound = Math.ceil(opts.samples / rounds);
    const warmup = 300;
    console.log(`sequential: ${rounds} rounds × ${perRound} samples per path (after ${warmup} warm-up requests each)`);
    for (let round = 0; round < rounds; round++) {
      const w = round === 0 ? warmup : 0;
      const storage = await askStorage(child, ids, perRound, w);
      sequential.storage.get.samples.push(...storage.get);
      sequential.storage.list.samples.push(...storage.list);
      for (const [method, mode] of [['bare', ''], ['bareConcat', '&mode=concat'], ['bareFull', '&mode=full']] as const) {
        if (w) await measureHttp(agent, ready.barePort, (i) => ({ method: 'GET', path: `/get?id=${ids[i % ids.length]}${mode}`, headers: {} }), w, 0, checkBare);
        add(sequential[method].get, await measureHttp(agent, ready.barePort, (i) => ({ method: 'GET', path: `/get?id=${ids[i % ids.length]}${mode}`, headers: {} }), perRound, round * perRound, checkBare));
        if (w) await measureHttp(agent, ready.barePort, () => ({ method: 'GET', path: listPath(mode), headers: {} }), w, 0, checkBare);
        add(sequential[method].list, await measureHttp(agent, ready.barePort, () => ({ method: 'GET', path: listPath(mode), headers: {} }), perRound, 0, checkBare));
      }
      if (w) await measureHttp(agent, ready.appPort, (i) => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: getBodies[i % ids.length]! }), w, 0, checkGql('get'));
      add(sequential.graphql.get, await measureHttp(agent, ready.appPort, (i) => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: getBodies[i % ids.length]! }), perRound, round * perRound, checkGql('get')));
      if (w) await measureHttp(agent, ready.appPort, () => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: listBody }), w, 0, checkGql('list'));
      add(sequential.graphql.list, await measureHttp(agent, ready.appPort, () => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: listBody }), perRound, 0, checkGql('list')));
      if (w) await measureHttp(agent, ready.appPort, () => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: screenBody }), w, 0, checkGql('list'));
      add(sequential.screen.list, await measureHttp(agent, ready.appPort, () => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: screenBody }), perRound, 0, checkGql('list')));
      const pieces = await askBreakdown(child, token, ids, perRound, w);
      for (const key of ['verify', 'serviceGet', 'serviceList', 'stringifyGet', 'stringifyList'] as const) breakdown[key].push(...pieces[key]);
      console.log(`  round ${round + 1}/${rounds} done`);
    }
    // The storage floor's sizes: what the statement hands back.
    sequential.storage.get.bytes = 0;
    sequential.storage.list.bytes = 0;
    agent.destroy();

    console.log(`load: ${opts.duration} s, ${opts.connections} connections …`);
    const load = await runLoad(ready.appPort, token, sub, ids, opts);
    console.log(`load with the attack beside it: ${opts.attackDuration} s …`);
    let attacking = true;
    const attack = runAttack(ready.appPort, token, () => attacking);
    const attacked = await runLoad(ready.appPort, token, sub, ids, opts, opts.attackDuration).finally(() => (attacking = false));
    const report: Report = {
      opts,
      rows: seed.rows,
      dbBytes: statSync(join(opts.dataDir, 'emr.sqlite')).size,
      ...(seed.seconds ? { seedSeconds: seed.seconds } : {}),
      sequential,
      breakdown,
      load,
      attacked,
      attack: await attack,
      loadAverage,
    };
    const section = render(report);
    console.log(`\n${section}`);
    if (opts.writeDocs) {
      writeDocs(section);
      console.log(`written to ${DOCS_FILE}`);
    }
  } finally {
    child.removeAllListeners('exit');
    child.send({ type: 'stop', after: ready.lastRowid });
  }
}

if (process.argv.includes('--serve')) {
  serve();
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
