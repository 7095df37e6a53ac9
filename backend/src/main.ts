/**
 * Starts the embedded server: `PORT` (default 8080) and `EMR_DATA_DIR` (default ./data at
 * the repository root). An empty data directory is seeded with the demo clinics unless
 * `EMR_DEMO=0` (then create the first administrator with `npm run create-admin`).
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { REMOTES } from './modules/registry.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env['PORT'] ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (got ${process.env['PORT']})`);
  process.exit(1);
}
const dataDir = resolve(repoRoot, process.env['EMR_DATA_DIR'] ?? 'data');
const webRoot = resolve(repoRoot, process.env['EMR_WEB_ROOT'] ?? 'shell/dist');
const publicOrigin = process.env['EMR_PUBLIC_ORIGIN'] ?? `http://localhost:${port}`;

// each remote's build is served at /remotes/<folder>/ (unless EMR_REMOTE_<KEY>_URL points elsewhere)
const remoteRoots = Object.fromEntries(REMOTES.map((remote) => [`/remotes/${remote.folder}/`, resolve(repoRoot, remote.folder, 'dist')]));
const app = createApp({ dataDir, webRoot, remoteRoots, publicOrigin });
if (isEmpty(app) && process.env['EMR_DEMO'] !== '0') {
  console.log('empty database: seeding the demo clinics (Northside, Lakeview)…');
  const summary = seedDemo(app);
  console.log(`demo data ready: ${summary}`);
}

app.server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `port ${port} is already in use: set PORT to another port` : error);
  process.exit(1);
});
app.server.listen(port, () => {
  console.log(`EMR server listening on ${publicOrigin} (data in ${dataDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
