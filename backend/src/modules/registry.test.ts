import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CATALOG, parseModuleManifest } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { moduleManifest } from './registry.ts';

let h: AppHarness;
before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('lake');
  h.addStaff('admin@north.test', 'north', 'admin');
  h.addStaff('user@lake.test', 'lake', 'user');
});
after(() => h.close());

const fetchManifest = (token?: string) => fetch(`${h.origin}/modules.json`, { headers: token ? { authorization: token } : {} });

test('the manifest is per clinic, valid, and follows the module switches', async () => {
  const admin = await h.signIn('admin@north.test');
  const lake = await h.signIn('user@lake.test');
  const clinic = (await h.gql(admin, documents.get, { id: 'north' })).body.data!['getEMR'];
  await h.gql(admin, documents.update, { input: { id: 'north', Version: clinic.Version, EnabledModules: JSON.stringify(['patients', 'visits', 'programs']) } });

  const north = parseModuleManifest(await (await fetchManifest(admin)).json());
  assert.equal(north.clinicId, 'north');
  const enabled = (m: typeof north) => Object.fromEntries(m.modules.map((x) => [x.key, x.enabled]));
  assert.deepEqual(enabled(north), { patients: true, visits: true, billing: false, programs: true, admin: true });
  const lakeview = parseModuleManifest(await (await fetchManifest(lake)).json());
  assert.equal(enabled(lakeview).billing, true, 'the switch at Northside does not touch Lakeview');
  assert.equal((await fetchManifest()).status, 401);
});

test('a remote deployed elsewhere is found through its environment variable', () => {
  const manifest = moduleManifest('north', null, (folder) => folder === 'mfe-admin', { EMR_REMOTE_PATIENTS_URL: 'https://cdn.example/mfe-patients/1.2.0/mf-manifest.json' });
  const installed = Object.fromEntries(manifest.modules.map((m) => [m.key, m.installed]));
  assert.deepEqual(installed, { patients: true, visits: false, billing: false, programs: false, admin: true });
  assert.equal(manifest.modules.find((m) => m.key === 'patients')!.entry, 'https://cdn.example/mfe-patients/1.2.0/mf-manifest.json');
  assert.equal(manifest.modules.find((m) => m.key === 'visits')!.entry, '/remotes/mfe-visits/mf-manifest.json');
  assert.throws(() => parseModuleManifest({ ...manifest, modules: [{ ...manifest.modules[0], remote: 'not-an-identifier' }] }), /modules\.0\.remote: remote is a JavaScript identifier/);
  assert.throws(() => parseModuleManifest({ ...manifest, version: 2 }), /version/);
});

test('the manifest carries each module of the catalog as declared there, and nothing the shell alone uses', () => {
  const manifest = moduleManifest('north', null, () => true, {});
  assert.deepEqual(
    manifest.modules.map(({ key, remote, routes, nav, permission, entry }) => ({ key, remote, routes, nav, permission, entry })),
    CATALOG.map(({ key, remote, folder, routes, nav, permission }) => ({ key, remote, routes, nav, permission, entry: `/remotes/${folder}/mf-manifest.json` })),
  );
  assert.ok(manifest.modules.every((module) => !('guards' in module) && !('folder' in module)));
});
