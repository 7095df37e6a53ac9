/**
 * What the web app loads, by package: `npx tsx bench/weight.ts` (after `npm run build`).
 * Signs in as the demo admin in Chromium against the real server (port 8196, or WEIGHT_PORT),
 * records the scripts and stylesheets loaded until /login and those added by opening the user
 * list, and splits every script's minified bytes by source package through its source map.
 * Prints, for each phase, the files (gzip; the phase's total also as it crossed the wire) and the packages (minified bytes, and an estimate of
 * their gzip share: the file's gzip size split in proportion to minified bytes).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env['WEIGHT_PORT'] ?? 8196);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${root}.bench-data/weight`;
const verbose = process.argv.includes('--files');
/** `--sources=<text>`: also list the source files whose path contains <text> (`--sources=` lists all). */
const sourceFilter = process.argv.find((arg) => arg.startsWith('--sources='))?.slice('--sources='.length);
const bySource = new Map<string, number>();

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source-map `mappings` → per line, the segments [generated column, source index]. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let shift = 0;
      let value = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        segments.push([column, source]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** `webpack://mfe_admin/../node_modules/@fluentui/react-table/lib/x.js` → `@fluentui/react-table`. */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at !== -1) {
    const rest = source.slice(at + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const local = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
  if (local.startsWith('webpack/') || !local.includes('/')) return `(webpack) ${local.split(' ')[0]}`;
  const [top, second] = local.split('/');
  return `${top}/${second}`;
}

/** Minified bytes of a script by source package, from its source map. */
function bytesByPackage(file: string): Map<string, number> {
  const result = new Map<string, number>();
  const code = readFileSync(file, 'utf8');
  if (!existsSync(`${file}.map`)) {
    result.set('(no source map)', code.length);
    return result;
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const codeLines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const length = codeLines[lineIndex]?.length ?? 0;
    segments.forEach(([column, source], index) => {
      const end = index + 1 < segments.length ? segments[index + 1]![0] : length;
      const path = source === -1 ? '(unmapped)' : (map.sources[source] ?? '?');
      const name = source === -1 ? '(unmapped)' : packageOf(path);
      result.set(name, (result.get(name) ?? 0) + end - column);
      if (sourceFilter !== undefined && path.includes(sourceFilter)) bySource.set(path, (bySource.get(path) ?? 0) + end - column);
    });
  });
  return result;
}

/** A loaded URL → its file on disk (the server serves shell/dist at / and <remote>/dist at /remotes/<remote>/). */
function fileOf(url: string): string {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(path);
  return remote ? `${root}${remote[1]}/dist/${remote[2]}` : `${root}shell/dist${path}`;
}

type Loaded = { url: string; gz: number; wire: number; type: string };

function report(title: string, loaded: Loaded[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = loaded.reduce((sum, r) => sum + r.gz, 0);
  const wire = loaded.reduce((sum, r) => sum + r.wire, 0);
  console.log(`\n=== ${title}: ${loaded.length} files, ${kb(total)} gzip, ${kb(wire)} on the wire as served`);
  const packages = new Map<string, { min: number; gz: number }>();
  for (const entry of loaded) {
    const file = fileOf(entry.url);
    const parts = entry.type === 'script' && existsSync(file) ? bytesByPackage(file) : new Map([[`(css) ${new URL(entry.url).pathname}`, entry.gz]]);
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
  if (sourceFilter !== undefined) {
    for (const [path, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(`  ${kb(bytes).padStart(9)}  ${path}`);
    bySource.clear();
  }
  console.log('  gzip (est.)  minified  package');
  for (const [name, row] of [...packages].sort((a, b) => b[1].gz - a[1].gz)) {
    if (row.gz < 512) continue;
    console.log(`  ${kb(row.gz).padStart(10)}  ${kb(row.min).padStart(9)}  ${name}`);
  }
}

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', `${root}backend/src/main.ts`], {
  env: { ...process.env, PORT: String(PORT), EMR_DATA_DIR: dataDir, EMR_PUBLIC_ORIGIN: ORIGIN },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));

try {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
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
  await page.getByLabel(/e-mail/i).fill('admin@northside.demo');
  await page.getByLabel(/^password/i).fill('Demo#2026emr');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/apps/user/list');
  await page.getByRole('grid').first().waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  report('until /login', loaded.slice(0, before));
  report('added by the user list', loaded.slice(before));
} finally {
  server.kill('SIGTERM');
}
