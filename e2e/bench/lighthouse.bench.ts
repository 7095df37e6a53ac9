/**
 * Lighthouse benchmark (issue 12 item 4): `npm run bench:lighthouse` after `npm run build`.
 * Starts the real server on a fresh demo data set, signs in once in Debian Chromium (a
 * persistent profile, so Lighthouse's tab shares the session), then runs Lighthouse 12 (ADR
 * 0035: 13 needs Node 22) on `/login`, the signed-out page, then on the signed-in patient list
 * and a chart, and reports each page's performance score and the duplicated JavaScript it
 * finds through the served source maps (its estimated transfer savings). Lighthouse's default
 * settings (mobile form factor, simulated slow 4G and 4× CPU slowdown); `LIGHTHOUSE_PRESET=desktop`
 * for its desktop preset. Writes docs/benchmarks.md's "## Lighthouse, <preset>" section.
 * `LIGHTHOUSE_BENCH_PORT` (default 8198): the server; `LIGHTHOUSE_CDP_PORT` (default 9223): Chromium's
 * debugging port Lighthouse connects to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT as root, startServer, writeSection } from './harness.ts';

const PORT = Number(process.env['LIGHTHOUSE_BENCH_PORT'] ?? 8198);
const CDP_PORT = Number(process.env['LIGHTHOUSE_CDP_PORT'] ?? 9223);
const PRESET = process.env['LIGHTHOUSE_PRESET'] === 'desktop' ? 'desktop' : 'mobile';
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${root}.bench-data/lighthouse`;
const profile = mkdtempSync(join(tmpdir(), 'emr-lighthouse-'));

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(PORT, dataDir);

// a persistent context is the browser's default one: the tab Lighthouse opens shares its storage (the session)
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${CDP_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

interface Figure {
  label: string;
  path: string;
  score: number;
  duplicatedBytes: number;
  /** Scripts the page loaded, and how many of them Lighthouse read through their source maps. */
  scripts: number;
  mapped: number;
  lcpMs: number;
  tbtMs: number;
}

async function audit(label: string, path: string): Promise<Figure> {
  const result = await lighthouse(
    `${ORIGIN}${path}`,
    { port: CDP_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], onlyAudits: ['script-treemap-data'], disableStorageReset: true },
    PRESET === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
  const details = lhr.audits['duplicated-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  // the scripts Lighthouse read through a source map (the treemap's scripts with modules): the duplicates are found in these
  const treemap = lhr.audits['script-treemap-data']?.details as { nodes?: { name: string; children?: unknown[] }[] } | undefined;
  const scripts = (treemap?.nodes ?? []).filter((node) => node.name.startsWith(ORIGIN));
  return {
    label,
    path,
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    duplicatedBytes: details?.overallSavingsBytes ?? 0,
    scripts: scripts.length,
    mapped: scripts.filter((node) => (node.children?.length ?? 0) > 0).length,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

const figures: Figure[] = [];
try {
  figures.push(await audit('`/login` (signed out)', '/login'));

  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel(/e-mail/i).fill('admin@northside.demo');
  await page.getByLabel(/^password/i).fill('Demo#2026emr');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/apps/user/list');
  await page.goto(`${ORIGIN}/apps/patients/list`);
  await page.getByRole('grid', { name: 'Patients' }).getByRole('link').first().click();
  await page.waitForURL('**/apps/patient/**');
  const chartPath = new URL(page.url()).pathname;

  figures.push(await audit('Patient list (signed in)', '/apps/patients/list'));
  figures.push(await audit('A chart (signed in)', chartPath));
} finally {
  await context.close();
  server.kill('SIGTERM');
  rmSync(profile, { recursive: true, force: true });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const heading = `## Lighthouse, ${PRESET} (issue 12)`;
const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, Lighthouse 12 (ADR 0035), Debian Chromium,
production builds, ${PRESET === 'desktop' ? 'desktop preset' : 'default settings (mobile form factor, simulated slow 4G, 4× CPU slowdown)'}; one run per page
(\`npm run bench:lighthouse\`; scores move by a few points between runs on a shared machine).

| Page | Performance | Duplicated JavaScript (est. transfer savings) | Scripts read through source maps | LCP | TBT |
|---|---:|---:|---:|---:|---:|
${figures.map((f) => `| ${f.label} | ${f.score} | ${kib(f.duplicatedBytes)} | ${f.mapped} of ${f.scripts} | ${(f.lcpMs / 1000).toFixed(1)} s | ${Math.round(f.tbtMs)} ms |`).join('\n')}
`;

writeSection(heading, section);
console.log(section);
