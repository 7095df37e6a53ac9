/**
 * Durability: the real server process is killed with SIGKILL in the middle of a stream of
 * writes; after a restart every write the server acknowledged is there and SQLite's
 * integrity check passes.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_ID, USER_POOL_ID, createApp } from '../app.ts';
import { srpSignIn } from '../cognito/srpClient.ts';
import { createRecordStore } from '../records/store.ts';
import { buildItem } from '@emr/domain/server';
import { documents } from '../testing/appHarness.ts';
import { openDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'emr-durability-'));
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), EMR_DATA_DIR: dataDir, EMR_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited early (${String(code)})`)));
  });
  return { child, exited };
}

test('every acknowledged write survives SIGKILL, and the database stays intact', async () => {
  const setup = createApp({ dataDir, publicOrigin: 'http://127.0.0.1', log: () => undefined });
  const stamp = new Date().toISOString();
  const store = createRecordStore(setup.db);
  store.insert(buildItem({ id: 'north', clinicId: 'north', kind: 'Clinic', fields: { Name: 'North' }, version: 1, createdAt: stamp, updatedAt: stamp }));
  setup.cognito.users.create({ email: 'writer@north.test', name: 'Writer', clinicId: 'north', group: 'user', password: 'Test#2026pass' });
  await setup.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child = await startServer(port);
  const token = (await srpSignIn(`${origin}/cognito`, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username: 'writer@north.test', password: 'Test#2026pass' })).AccessToken;

  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (lane: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ query: documents.create, variables: { input: { EntityType: 'Task', Task: `write ${lane}-${i}`, DueDate: stamp } } }),
        });
        const body = (await response.json()) as { data?: { createEMR?: { id: string } } };
        if (body.data?.createEMR?.id) acknowledged.push(body.data.createEMR.id);
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(writer);
  while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
  child.child.kill('SIGKILL');
  killed = true;
  await Promise.all(lanes);
  await child.exited;

  child = await startServer(port);
  child.child.kill('SIGTERM');
  await child.exited;

  const db = openDatabase({ dataDir });
  try {
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    const reopened = createRecordStore(db);
    const missing = acknowledged.filter((id) => !reopened.get('north', id));
    assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.length} acknowledged writes were lost`);
    assert.ok(acknowledged.length >= 150);
  } finally {
    db.close();
  }
});
