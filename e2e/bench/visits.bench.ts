/**
 * Visits benchmark (issue: mfe-visits): `npm run bench:visits` [-- --no-build] [-- --fresh].
 * A database of 5,000 patients with Northside's busy year (`seed:large --schedule`: 300 visits
 * today, 90 on every other weekday — about 2,000 in a month — and 20 tasks a day; reused from
 * .bench-data/visits when it matches), the production build, the real server, Debian Chromium,
 * signed in as the clinician (`user`, whose start page is the day board):
 *   - the day board with 300 visits: from an in-app navigation to its first rows visible;
 *   - the calendar's month (this month: about 2,000 visits and the staff meetings): from an in-app
 *     navigation to its events visible with nothing loading, and the requests and rows it read;
 *   - the bytes (gzip) that signing in adds to reach that start page, and the calendar's code:
 *     loaded only when the calendar opens, never with the board.
 * Writes docs/benchmarks.md's "## Visits" section. Medians of several runs in one session.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { ROOT, launchChromium, median, signIn, startServer, writeSection } from './harness.ts';

// BENCH_PORT: a free port when others share the machine
const PORT = Number(process.env['BENCH_PORT'] ?? 8199);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = `${ROOT}.bench-data/visits`;
const EXTRA_PATIENTS = 4_600; // + the demo's 400 = 5,000
const RUNS = 7;
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) execSync('npm run build --workspaces --if-present', { cwd: ROOT, stdio: 'inherit' });

const infoPath = `${dataDir}/seed-info.json`;
const seeded = () => !args.has('--fresh') && existsSync(infoPath) && (JSON.parse(readFileSync(infoPath, 'utf8')) as { patients: number }).patients >= 5_000;
if (!seeded()) execSync(`npm run seed:large -- --patients ${EXTRA_PATIENTS} --schedule --data-dir .bench-data/visits --fresh`, { cwd: ROOT, stdio: 'inherit' });
const info = JSON.parse(readFileSync(infoPath, 'utf8')) as { rows: number; patients: number };

const server = await startServer(PORT, dataDir);
const browser = await launchChromium();

/** Opens a fresh context, signs in as the clinician, and returns the gzip bytes of script and CSS loaded from the sign-in to the board's first rows. */
async function signInWeight(): Promise<{ page: Page; startKb: number; added: () => number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let bytes = 0;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      bytes += gzipSync(await response.body()).length;
    } catch {
      // a response without a body (redirect)
    }
  });
  await page.goto(`${ORIGIN}/login`);
  await page.waitForLoadState('networkidle');
  bytes = 0;
  await signIn(page, ORIGIN, 'user@northside.demo');
  await boardRows(page);
  await page.waitForLoadState('networkidle');
  const startKb = bytes / 1024;
  bytes = 0;
  return { page, startKb, added: () => bytes / 1024 };
}

/** Nothing in the page's main part is loading. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('main [role="progressbar"]:not(.fui-ProgressBar)'), undefined, { polling: 'raf' });

/** The board shows visit rows (a link to a visit's page) and nothing is loading. */
async function boardRows(page: Page): Promise<void> {
  await page.locator('main a[href*="/apps/visits/edit/"]').first().waitFor();
  await settled(page);
}

/** The calendar shows its entries (v7's class names are hashed; each entry carries its colour) and nothing is loading. */
async function calendarEntries(page: Page): Promise<void> {
  await page.locator('main [style*="--fc-event-color"]').first().waitFor();
  await settled(page);
}

/** Goes to `path` inside the app (no page load), as a link does. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const { page, startKb, added } = await signInWeight();

// the calendar's code comes with the calendar, not with the board
await navigate(page, '/apps/calendar');
await calendarEntries(page);
await page.waitForLoadState('networkidle');
const calendarKb = added();

/** In-app navigation from the patient list to `path`: ms until `shown`. */
async function timeFromPatientList(path: string, shown: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(`${ORIGIN}/apps/patients/list`);
  await page.getByRole('searchbox').first().waitFor();
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await navigate(page, path);
  await shown(page);
  return Date.now() - started;
}
/** Today's board (300 visits): ms to its first rows. */
const openBoard = () => timeFromPatientList('/apps/visits/list', boardRows);
/** This month's calendar: ms to its entries. */
const openCalendar = () => timeFromPatientList('/apps/calendar', calendarEntries);
await openBoard(); // warm-up
const boardTimes: number[] = [];
for (let i = 0; i < RUNS; i++) boardTimes.push(await openBoard());

/** GraphQL requests and index rows answered while `action` runs. */
async function counted<T>(action: () => Promise<T>): Promise<{ value: T; requests: number; rows: number }> {
  let [requests, rows] = [0, 0];
  const onResponse = async (response: Response) => {
    if (!response.url().includes('/graphql')) return;
    requests++;
    try {
      const data = ((await response.json()) as { data?: Record<string, { items?: unknown[] } | null> }).data ?? {};
      for (const answer of Object.values(data)) rows += answer?.items?.length ?? 0;
    } catch {
      // not JSON
    }
  };
  page.on('response', onResponse);
  const value = await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { value, requests, rows };
}

await openCalendar(); // warm-up
const calendarTimes: number[] = [];
let calendarReads = { requests: 0, rows: 0 };
for (let i = 0; i < RUNS; i++) {
  const { value, requests, rows } = await counted(openCalendar);
  calendarTimes.push(value);
  calendarReads = { requests, rows };
}

await browser.close();
server.kill('SIGTERM');

const ok = (met: boolean) => (met ? '(met)' : '(**missed**)');
const section = `## Visits (issue: mfe-visits)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, Debian Chromium, production build.
Database: ${info.rows.toLocaleString('en-US')} rows, ${info.patients.toLocaleString('en-US')} patients; Northside's busy year from \`seed:large --schedule\` (300 visits today, 90 on every other weekday, 20 tasks a day).
Medians of ${RUNS} runs after a warm-up. Reproduce: \`npm run bench:visits\` (\`-- --no-build\`, \`-- --fresh\`).

| Measure | Result | Goal |
|---|---:|---|
| Day board with 300 visits: in-app navigation → first rows visible | ${median(boardTimes)} ms (max ${Math.max(...boardTimes)} ms) | < 500 ms ${ok(median(boardTimes) < 500)} |
| Calendar month (${calendarReads.rows.toLocaleString('en-US')} rows read in ${calendarReads.requests} requests): in-app navigation → events visible | ${median(calendarTimes)} ms (max ${Math.max(...calendarTimes)} ms) | < 800 ms ${ok(median(calendarTimes) < 800)} |
| Script and CSS (gzip) from signing in to the clinician's start page, the board | ${startKb.toFixed(1)} KB | ≤ 250 KB ${ok(startKb <= 250)} |
| … added when the calendar opens afterwards (its library comes only then) | ${calendarKb.toFixed(1)} KB | |
`;
writeSection('## Visits (issue', section);
console.log(section);
