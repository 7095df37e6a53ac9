/** /files mounted in the real server, with real access tokens. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { queries } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
const tokens: Record<string, string> = {};
before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  h.addStaff('user@north.test', 'north', 'user');
  h.addStaff('billing@north.test', 'north', 'billing');
  h.addStaff('admin@north.test', 'north', 'admin');
  h.addStaff('user@lake.test', 'lake', 'user');
  for (const email of ['user@north.test', 'billing@north.test', 'admin@north.test', 'user@lake.test']) tokens[email] = await h.signIn(email);
});
after(() => h.close());

const file = (path: string, token: string | undefined, init: RequestInit = {}) =>
  fetch(`${h.origin}/files/${path}`, { ...init, headers: { ...(token ? { authorization: token } : {}), ...(init.headers ?? {}) } });

test('a lab report round-trips for the clinician; billing, another clinic and strangers are refused', async () => {
  const bytes = Buffer.from('%PDF-1.4 lab report');
  const put = await file('lab-results/NS-000001/report.pdf', tokens['user@north.test'], { method: 'PUT', body: bytes, headers: { 'content-type': 'application/pdf' } });
  assert.equal(put.status, 201);
  const got = await file('lab-results/NS-000001/report.pdf', tokens['user@north.test']);
  assert.equal(got.status, 200);
  assert.deepEqual(Buffer.from(await got.arrayBuffer()), bytes);
  assert.equal((await file('lab-results/NS-000001/report.pdf', tokens['billing@north.test'])).status, 403);
  assert.equal((await file('lab-results/NS-000001/report.pdf', tokens['user@lake.test'])).status, 404);
  assert.equal((await file('lab-results/NS-000001/report.pdf', undefined)).status, 401);
  assert.equal((await file('lab-results/NS-000001/report.pdf', 'garbled')).status, 401);
});

test("downloading a patient's document writes who, which patient and which kind to the access log the admin reads", async () => {
  const user = tokens['user@north.test']!;
  const put = await file('di-results/NS-000002/img-1/xray.png', user, { method: 'PUT', body: Buffer.from('png'), headers: { 'content-type': 'image/png' } });
  assert.equal(put.status, 201);
  const log = async () => {
    h.app.accessLog.flush();
    const q = queries.accessLogOfPatient('north', 'NS-000002');
    const res = await h.gql(tokens['admin@north.test']!, documents.listBy(q.index), { pk: q.pk, sortDirection: q.sortDirection });
    return res.body.data![`listByGSI${q.index}`].items as { Log: string; Name: string; ChangedBy: string }[];
  };
  assert.deepEqual(await log(), [], 'an upload is no view');
  assert.equal((await file('di-results/NS-000002/img-1/xray.png', user)).status, 200);
  const entries = await log();
  assert.deepEqual(entries.map((entry) => [entry.Log, entry.Name]), [['view', 'Imaging']]);
  assert.equal(entries[0]!.ChangedBy, h.app.cognito.users.getByEmail('user@north.test')!.sub);
});

test('files of a switched-off module are refused', async () => {
  const admin = tokens['admin@north.test']!;
  const clinic = (await h.gql(admin, documents.get, { id: 'north' })).body.data!['getEMR'];
  await h.gql(admin, documents.update, { input: { id: 'north', Version: clinic.Version, EnabledModules: JSON.stringify(['visits', 'billing', 'programs']) } });
  const refused = await file('lab-results/NS-000001/report.pdf', tokens['user@north.test']);
  assert.equal(refused.status, 403);
  assert.equal(((await refused.json()) as { errorType: string }).errorType, 'ModuleDisabledException');
});
