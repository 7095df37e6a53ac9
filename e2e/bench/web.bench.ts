/**
 * Web benchmark (issue: shell): `npm run bench:web`. Production build timings (everything, and
 * one remote alone), then in Chromium against the real server: gzip bytes of JS and CSS loaded
 * until /login is rendered, next to the gzip bytes of React + ReactDOM alone, and the bytes added
 * by opening the user list after signing in; each also uncompressed and as it crossed the wire
 * (the server's Brotli or gzip copy, issue 10); then, in the same page load, the patient list, a
 * chart and a record form, and the code loaded twice by then (issue 12: the shell and both remotes
 * read through their source maps, bench/sourceMaps.ts). Writes docs/benchmarks.md's "## Web" section.
 * `WEB_BENCH_PORT` (default 8197) is the server's port.
 */
import { execSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { fromUserListToChartForm } from '../fixtures/tour.ts';
import { ROOT as root, launchChromium, startServer, writeSection } from './harness.ts';
import { DUPLICATE_LIMIT, duplicatedModules } from './sourceMaps.ts';

const PORT = Number(process.env['WEB_BENCH_PORT'] ?? 8197);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${root}.bench-data/web`;

function timed(command: string): number {
  const start = process.hrtime.bigint();
  execSync(command, { cwd: root, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const buildAll = timed('npm run build --workspaces --if-present');
const buildRemote = timed('npm run build -w @emr/mfe-admin');

// React + ReactDOM alone, production, minified, gzipped: the yardstick for the shell's weight
const reactBytes = ['react/cjs/react.production.js', 'react-dom/cjs/react-dom.production.js', 'react-dom/cjs/react-dom-client.production.js', 'scheduler/cjs/scheduler.production.js']
  .map((file) => gzipSync(readFileSync(`${root}node_modules/${file}`)).length)
  .reduce((a, b) => a + b, 0);

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(PORT, dataDir);
const browser = await launchChromium();
const page = await browser.newPage();
/** Per file: uncompressed bytes, gzip of them (the yardstick), and the body as it crossed the wire. */
const loaded: { url: string; raw: number; gz: number; wire: number; encoding: string; type: string }[] = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet' && type !== 'font') return;
  try {
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    const encoding = (await response.headerValue('content-encoding')) ?? 'none';
    loaded.push({ url: response.url(), raw: body.length, gz: gzipSync(body).length, wire: responseBodySize, encoding, type });
  } catch {
    // a response without a body (redirect)
  }
});
type Measure = 'raw' | 'gz' | 'wire';
const sum = (rows: typeof loaded, measure: Measure) => rows.filter((r) => r.type !== 'font').reduce((total, r) => total + r[measure], 0);
await page.goto(`${ORIGIN}/login`);
await page.getByLabel(/e-mail/i).waitFor();
await page.waitForLoadState('networkidle');
const login = [...loaded];
const loginJsCss = sum(login, 'gz');
const loginFonts = loaded.filter((r) => r.type === 'font').reduce((total, r) => total + r.gz, 0);
const before = loaded.length;
await page.getByLabel(/e-mail/i).fill('admin@northside.demo');
await page.getByLabel(/^password/i).fill('Demo#2026emr');
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL('**/apps/user/list');
await page.getByRole('grid').first().waitFor();
await page.waitForLoadState('networkidle');
const userList = loaded.slice(before);
const userListAdded = sum(userList, 'gz');
const encodings = [...new Set(loaded.filter((r) => r.type !== 'font').map((r) => r.encoding))].sort().join(', ');
await fromUserListToChartForm(page);
const duplicates = duplicatedModules(loaded.filter((r) => r.type === 'script').map((r) => r.url));
await browser.close();
server.kill('SIGTERM');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The code loaded twice in that one page load (minified): the total, then each package above 2 KiB. */
function duplicateRows(): string {
  const over = duplicates.filter((d) => d.extra > DUPLICATE_LIMIT);
  const total = duplicates.reduce((sum, d) => sum + d.extra, 0);
  const rows = [
    `| Code loaded twice in one page load (user list, patient list, chart, record form: the shell and both remotes; minified) | ${kb(total)} in ${duplicates.length} packages | |`,
    `| Packages loaded twice beyond 2 KiB | ${over.length} | none ${over.length === 0 ? '(met)' : '(**missed**)'} |`,
    ...over.map((d) => `| … \`${d.name}\` | ${kb(d.extra)} | ${d.apps} apps |`),
  ];
  return `${rows.join('\n')}\n`;
}
const ratio = loginJsCss / reactBytes;
const section = `## Web (issue: shell, shared-ui, mfe-admin)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, Debian Chromium, production builds.

| Measure | Result | Goal |
|---|---:|---|
| JS + CSS loaded until \`/login\` is rendered (gzip) | ${kb(loginJsCss)} | |
| React + ReactDOM alone (gzip) | ${kb(reactBytes)} | |
| Ratio | ${ratio.toFixed(2)}× | ≤ 2.5× ${ratio <= 2.5 ? '(met)' : '(**missed**)'} |
| Fonts loaded for \`/login\` (Inter, bundled, gzip) | ${kb(loginFonts)} | not counted above |
| Bytes added by opening the user list after sign-in (gzip) | ${kb(userListAdded)} | ≤ 250 KB ${userListAdded <= 250 * 1024 ? '(met)' : '(**missed**)'} |
| JS + CSS until \`/login\`: uncompressed / on the wire as served (${encodings}) | ${kb(sum(login, 'raw'))} / ${kb(sum(login, 'wire'))} | |
| Added by the user list: uncompressed / on the wire as served | ${kb(sum(userList, 'raw'))} / ${kb(sum(userList, 'wire'))} | |
| Build of everything | ${buildAll.toFixed(1)} s | ≤ 120 s ${buildAll <= 120 ? '(met)' : '(**missed**)'} |
| Build of one remote alone (mfe-admin) | ${buildRemote.toFixed(1)} s | ≤ 30 s ${buildRemote <= 30 ? '(met)' : '(**missed**)'} |
${duplicateRows()}`;
writeSection('## Web (issue', section);
console.log(section);
