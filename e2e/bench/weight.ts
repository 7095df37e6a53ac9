/**
 * What the web app loads, by package: `npx tsx bench/weight.ts` (after `npm run build`).
 * Signs in as the demo admin in Chromium against the real server (port 8196, or WEIGHT_PORT),
 * records the scripts and stylesheets loaded until /login and those added by opening the user
 * list (or, with `--clinician`, the clinician's visit board), and splits every script's minified
 * bytes by source package through its source map.
 * Prints, for each phase, the files (gzip; the phase's total also as it crossed the wire) and the
 * packages (minified bytes, and an estimate of their gzip share: the file's gzip size split in
 * proportion to minified bytes); then, as bench:web, walks on to the patient list, a chart and a
 * record form in the same page load, and lists the code loaded twice by then (bench/sourceMaps.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fromUserListToChartForm } from '../fixtures/tour.ts';
import { ROOT, launchChromium, startServer } from './harness.ts';
import { DUPLICATE_LIMIT, builtFileOf, bytesByModule, describeDuplicate, duplicatedModules, packageOf } from './sourceMaps.ts';

const PORT = Number(process.env['WEIGHT_PORT'] ?? 8196);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${ROOT}.bench-data/weight`;
const verbose = process.argv.includes('--files');
/** `--sources=<text>`: also list the modules whose path contains <text> (`--sources=` lists all). */
const sourceFilter = process.argv.find((arg) => arg.startsWith('--sources='))?.slice('--sources='.length);
/** `--clinician`: sign in as the demo clinician and measure their start page (the visit board) instead. */
const start = process.argv.includes('--clinician')
  ? { email: 'user@northside.demo', path: '**/apps/visits/list', title: 'added by the visit board' }
  : { email: 'admin@northside.demo', path: '**/apps/user/list', title: 'added by the user list' };

type Loaded = { url: string; gz: number; wire: number; type: string };

function report(title: string, loaded: Loaded[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = loaded.reduce((sum, r) => sum + r.gz, 0);
  const wire = loaded.reduce((sum, r) => sum + r.wire, 0);
  console.log(`\n=== ${title}: ${loaded.length} files, ${kb(total)} gzip, ${kb(wire)} on the wire as served`);
  const packages = new Map<string, { min: number; gz: number }>();
  const bySource = new Map<string, number>();
  for (const entry of loaded) {
    const { file, app } = builtFileOf(entry.url);
    const modules = entry.type === 'script' && existsSync(file) ? bytesByModule(file, app) : new Map([[`(css) ${new URL(entry.url).pathname}`, entry.gz]]);
    const parts = new Map<string, number>();
    for (const [module, bytes] of modules) {
      const name = module.startsWith('(') ? module : packageOf(module);
      parts.set(name, (parts.get(name) ?? 0) + bytes);
      if (sourceFilter !== undefined && module.includes(sourceFilter)) bySource.set(module, (bySource.get(module) ?? 0) + bytes);
    }
    const minified = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    if (verbose) {
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, bytes]) => `${name} ${kb(bytes)}`);
      console.log(`  ${kb(entry.gz).padStart(9)}  ${new URL(entry.url).pathname}  [${top.join(', ')}]`);
    }
    for (const [name, bytes] of parts) {
      const row = packages.get(name) ?? { min: 0, gz: 0 };
      row.min += bytes;
      row.gz += (entry.gz * bytes) / minified;
      packages.set(name, row);
    }
  }
  for (const [path, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(`  ${kb(bytes).padStart(9)}  ${path}`);
  console.log('  gzip (est.)  minified  package');
  for (const [name, row] of [...packages].sort((a, b) => b[1].gz - a[1].gz)) {
    if (row.gz < 512) continue;
    console.log(`  ${kb(row.gz).padStart(10)}  ${kb(row.min).padStart(9)}  ${name}`);
  }
}

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(PORT, dataDir);

try {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const loaded: Loaded[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const gz = gzipSync(await response.body()).length;
      loaded.push({ url: response.url(), gz, wire: (await response.request().sizes()).responseBodySize, type });
    } catch {
      // a response without a body (redirect)
    }
  });
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel(/e-mail/i).waitFor();
  await page.waitForLoadState('networkidle');
  const before = loaded.length;
  await page.getByLabel(/e-mail/i).fill(start.email);
  await page.getByLabel(/^password/i).fill('Demo#2026emr');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(start.path);
  await page.getByRole('grid').first().waitFor();
  await page.waitForLoadState('networkidle');
  const startPage = loaded.slice(before);
  await fromUserListToChartForm(page);
  await browser.close();
  report('until /login', loaded.slice(0, before));
  report(start.title, startPage);
  const duplicates = duplicatedModules(loaded.filter((entry) => entry.type === 'script').map((entry) => entry.url));
  console.log('\n=== loaded twice by the end (minified; goal: nothing above 2 KiB)');
  for (const duplicate of duplicates) console.log(`  ${duplicate.extra > DUPLICATE_LIMIT ? 'OVER ' : ''}${describeDuplicate(duplicate)}`);
} finally {
  server.kill('SIGTERM');
}
