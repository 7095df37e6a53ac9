/**
 * Starts the embedded server: `PORT` (default 8080) and `EMR_DATA_DIR` (default ./data at
 * the repository root). An empty data directory is seeded with the demo clinics unless
 * `EMR_DEMO=0` (then create the first administrator with `npm run create-admin`); `EMR_DEMO_PATIENTS`
 * sets the demo's patients per clinic (default 200; the browser tests' HTTPS run seeds 20).
 * `EMR_TLS_CERT` and `EMR_TLS_KEY` (PEM files) serve HTTPS on PORT; `EMR_HTTP_PORT` then answers
 * plain HTTP with a redirect to it. `EMR_PUBLIC_ORIGIN` is the one origin the app is reached at
 * (default http(s)://localhost:PORT). README: "Running it for a clinic".
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { CODE_SYSTEMS, codeSet } from '@emr/domain/codes';
import { createApp } from './app.ts';
import { createRedirectServer } from './http/redirect.ts';
import { REMOTES } from './modules/registry.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function portFrom(name: string, fallback?: number): number | undefined {
  const value = process.env[name] ?? fallback;
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port number (got ${value})`);
  return port;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = portFrom('PORT', 8080)!;
const httpPort = portFrom('EMR_HTTP_PORT');
const dataDir = resolve(repoRoot, process.env['EMR_DATA_DIR'] ?? 'data');
const webRoot = resolve(repoRoot, process.env['EMR_WEB_ROOT'] ?? 'shell/dist');

const [certFile, keyFile] = [process.env['EMR_TLS_CERT'], process.env['EMR_TLS_KEY']];
if (!certFile !== !keyFile) fail('Set both EMR_TLS_CERT and EMR_TLS_KEY (PEM files), or neither');
let tls: { cert: Buffer; key: Buffer } | undefined;
try {
  tls = certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : undefined;
} catch (error) {
  fail(`Cannot read the TLS certificate or key: ${(error as Error).message}`);
}
if (httpPort !== undefined && !tls) fail('EMR_HTTP_PORT redirects to HTTPS: set EMR_TLS_CERT and EMR_TLS_KEY too');

const scheme = tls ? 'https' : 'http';
const configured = process.env['EMR_PUBLIC_ORIGIN'] ?? `${scheme}://localhost:${port}`;
const publicOrigin = URL.canParse(configured) ? new URL(configured).origin : 'null';
if (publicOrigin !== configured.replace(/\/$/, '') || !publicOrigin.startsWith(`${scheme}://`)) {
  fail(`EMR_PUBLIC_ORIGIN must be the ${scheme}:// origin the app is reached at, such as ${scheme}://emr.clinic.lan (got ${configured})`);
}

// each remote's build is served at /remotes/<folder>/ (unless EMR_REMOTE_<KEY>_URL points elsewhere)
const remoteRoots = Object.fromEntries(REMOTES.map((remote) => [`/remotes/${remote.folder}/`, resolve(repoRoot, remote.folder, 'dist')]));
const app = createApp({ dataDir, webRoot, remoteRoots, publicOrigin, ...(tls ? { tls } : {}) });
if (isEmpty(app) && process.env['EMR_DEMO'] !== '0') {
  console.log('empty database: seeding the demo clinics (Northside, Lakeview)…');
  const perClinic = Number(process.env['EMR_DEMO_PATIENTS'] ?? '');
  const summary = seedDemo(app, Number.isInteger(perClinic) && perClinic > 0 ? { patientsPerClinic: perClinic } : {});
  console.log(`demo data ready: ${summary}`);
}

function listen(server: Server, on: number, what: string): void {
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `port ${on} is already in use: set ${what} to another port` : String(error));
  });
  server.listen(on);
}

// the code sets are indexed before the first request, not during it (ADR 0036)
for (const system of CODE_SYSTEMS) codeSet(system);
listen(app.server, port, 'PORT');
app.server.once('listening', () => console.log(`EMR server listening on ${publicOrigin} (${scheme.toUpperCase()} on port ${port}; data in ${dataDir})`));
const redirect = httpPort === undefined ? undefined : createRedirectServer(publicOrigin, app.limits);
if (redirect) {
  listen(redirect, httpPort!, 'EMR_HTTP_PORT');
  redirect.once('listening', () => console.log(`plain HTTP on port ${httpPort} redirects to ${publicOrigin}`));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    redirect?.closeAllConnections();
    redirect?.close();
    void app.close().then(() => process.exit(0));
  });
}
