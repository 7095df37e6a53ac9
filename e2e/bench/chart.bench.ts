/**
 * Chart benchmark (issue: mfe-patients): `npm run bench:chart` [-- --no-build] [-- --fresh].
 * A database of 100,000 patients plus one with 1,000 visits and 5,000 lab results
 * (`seed:large --heavy-patient`, reused from .bench-data/chart when it matches), the production
 * build, the real server, Debian Chromium, signed in as clinical staff:
 *   - the time from navigation to the chart's banner and summary being visible (every summary
 *     card loaded: no "Loading…" skeleton left), for the long chart and for an ordinary one,
 *     and the bytes transferred for it (encoded, as on the wire);
 *   - the patient list's search over 100,000 patients: from the last keystroke to the first
 *     matching row.
 * Writes docs/benchmarks.md's "## Chart" section. Medians of several runs in one session, so
 * the figures compare with each other; the machine is shared and noisy.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Page } from '@playwright/test';
import { ROOT as root, launchChromium, median, signIn, startServer, writeSection } from './harness.ts';

const PORT = 8198;
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${root}.bench-data/chart`;
const EXTRA_PATIENTS = 99_600; // + the demo's 400 = 100,000
const RUNS = 7;
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) execSync('npm run build --workspaces --if-present', { cwd: root, stdio: 'inherit' });

interface SeedInfo {
  patients: number;
  heavyPatientId: string | null;
  rows: number;
}
const infoPath = `${dataDir}/seed-info.json`;
const reusable = (): SeedInfo | null => {
  if (args.has('--fresh') || !existsSync(infoPath)) return null;
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as SeedInfo;
  return info.heavyPatientId && info.patients >= 100_000 ? info : null;
};
if (!reusable()) {
  execSync(`npm run seed:large -- --patients ${EXTRA_PATIENTS} --heavy-patient --data-dir .bench-data/chart --fresh`, { cwd: root, stdio: 'inherit' });
}
const info = reusable()!;
const heavyId = info.heavyPatientId!;
const ordinaryId = 'NS-000042';

const server = await startServer(PORT, dataDir);
const browser = await launchChromium();
const page = await browser.newPage();
let bytes = 0;
page.on('requestfinished', async (request) => {
  try {
    bytes += (await request.sizes()).responseBodySize;
  } catch {
    // the page moved on before the sizes were known
  }
});

await signIn(page, ORIGIN, 'user@northside.demo');

/** The banner's name heading is shown and no summary card is still loading. */
async function chartReady(p: Page, lastName: RegExp): Promise<void> {
  await p.getByRole('heading', { level: 1, name: lastName }).waitFor();
  await p.waitForFunction(() => !document.querySelector('main [role="progressbar"]'), undefined, { polling: 'raf' });
}

/**
 * In-app navigation, as a click on a search result does: the page (shell and remote code) is
 * loaded fresh on the patient list, so nothing of the chart's data is cached in memory.
 */
async function openChart(patientId: string, lastName: RegExp): Promise<{ ms: number; kb: number }> {
  await page.goto(`${ORIGIN}/apps/patients/list`);
  await page.getByRole('searchbox').first().waitFor();
  await page.waitForLoadState('networkidle');
  bytes = 0;
  const started = Date.now();
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/apps/patient/${patientId}`);
  await chartReady(page, lastName);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { ms, kb: bytes / 1024 };
}

/** A full page load of the chart's URL (shell, remote and data), as opening a bookmark does. */
async function loadChart(patientId: string, lastName: RegExp): Promise<{ ms: number; kb: number }> {
  bytes = 0;
  const started = Date.now();
  await page.goto(`${ORIGIN}/apps/patient/${patientId}`);
  await chartReady(page, lastName);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { ms, kb: bytes / 1024 };
}

const measure = async (fn: () => Promise<{ ms: number; kb: number }>) => {
  await fn(); // warm-up: caches, JIT
  const runs: { ms: number; kb: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await fn());
  return { ms: median(runs.map((r) => r.ms)), kb: median(runs.map((r) => r.kb)) };
};

const heavyName = /Longchart/;
const ordinaryName = await (async () => {
  await page.goto(`${ORIGIN}/apps/patient/${ordinaryId}`);
  const text = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  return new RegExp(text.trim().split(/\s+/).at(-1)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
})();

const heavyNav = await measure(() => openChart(heavyId, heavyName));
const ordinaryNav = await measure(() => openChart(ordinaryId, ordinaryName));
const heavyLoad = await measure(() => loadChart(heavyId, heavyName));

// patient search: from the last keystroke to the first matching row
await page.goto(`${ORIGIN}/apps/patients/list`);
const search = page.getByRole('searchbox').first();
await search.waitFor();
const terms = ['Smi', 'Garc', 'Nguy', 'NS-0123', 'John', 'Will', 'Brow'];
const searchTimes: number[] = [];
for (const term of [terms[0]!, ...terms]) {
  await search.fill('');
  await page.waitForLoadState('networkidle');
  await search.pressSequentially(term, { delay: 40 });
  const started = Date.now();
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('main [role="row"]')].some((row) => row.textContent?.toLowerCase().includes(t.toLowerCase())),
    term,
    { polling: 'raf', timeout: 10_000 },
  );
  searchTimes.push(Date.now() - started);
}
searchTimes.shift(); // warm-up

await browser.close();
server.kill('SIGTERM');

const ok = (met: boolean) => (met ? '(met)' : '(**missed**)');
const section = `## Chart (issue: mfe-patients)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, Debian Chromium, production build.
Database: ${info.rows.toLocaleString('en-US')} rows, ${info.patients.toLocaleString('en-US')} patients; the long chart ${heavyId} has 1,000 visits (with vitals) and 5,000 lab results.
Medians of ${RUNS} runs after a warm-up. Reproduce: \`npm run bench:chart\` (\`-- --no-build\`, \`-- --fresh\`).

| Measure | Result | Goal |
|---|---:|---|
| Chart banner + summary visible, long chart, opened from the patient list (no chart data cached) | ${heavyNav.ms} ms | < 1 s ${ok(heavyNav.ms < 1000)} |
| … bytes transferred for it | ${heavyNav.kb.toFixed(1)} KB | |
| Same for an ordinary chart (${ordinaryId}) | ${ordinaryNav.ms} ms, ${ordinaryNav.kb.toFixed(1)} KB | |
| Long chart ÷ ordinary chart | ${(heavyNav.ms / Math.max(1, ordinaryNav.ms)).toFixed(2)}× | |
| Long chart by a full page load (shell, remote and data) | ${heavyLoad.ms} ms, ${heavyLoad.kb.toFixed(1)} KB | |
| Patient search over ${info.patients.toLocaleString('en-US')} patients: last keystroke → first matching row | ${median(searchTimes)} ms (max ${Math.max(...searchTimes)} ms) | < 300 ms ${ok(median(searchTimes) < 300)} |
`;
writeSection('## Chart (issue', section);
console.log(section);
