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
 * The times are taken in the page (from the navigation to the frame that shows the rows or entries
 * with nothing loading; each change of the page checked as it happens). The bytes are counted per
 * file, each in the phase it first arrived in: the start page's until the board is shown and no
 * file has arrived for 2 s, the calendar's after.
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

/** What a script or CSS file weighs gzipped, by URL, and the phase it was first loaded in. */
const loads = new Map<string, { phase: string; kb: Promise<number> }>();
let phase = 'login';
const QUIET_MS = 2_000;
let lastLoad = 0;

/** Opens a fresh context and signs in as the clinician; the board is then fully loaded and the network quiet. */
async function signInQuiet(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || loads.has(response.url())) return;
    lastLoad = Date.now();
    // the phase is taken when the file arrives; its body is read after (a redirect has none)
    loads.set(response.url(), { phase, kb: response.body().then((body) => gzipSync(body).length / 1024, () => 0) });
  });
  await page.goto(`${ORIGIN}/login`);
  await page.waitForLoadState('networkidle');
  phase = 'start';
  await signIn(page, ORIGIN, 'user@northside.demo');
  await boardRows(page);
  await quiet(page);
  return page;
}

/** The network has been idle and no script or CSS file has arrived for QUIET_MS (whatever the page loads late is loaded). */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  while (Date.now() - lastLoad < QUIET_MS) await page.waitForTimeout(QUIET_MS - (Date.now() - lastLoad));
}

/** The gzip KB of the files first loaded in `of`. */
const weightOf = async (of: string) => (await Promise.all([...loads.values()].filter((load) => load.phase === of).map((load) => load.kb))).reduce((sum, kb) => sum + kb, 0);

const NOT_LOADING = 'main [role="progressbar"]:not(.fui-ProgressBar)';
/** The board shows visit rows (a link to a visit's page) and nothing is loading. */
const BOARD_ROWS = 'main a[href*="/apps/visits/edit/"]';
/** The calendar shows its entries (v7's class names are hashed; each entry carries its colour) and nothing is loading. */
const CALENDAR_ENTRIES = 'main [style*="--fc-event-color"]';

const shownWith = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().waitFor();
  await page.waitForFunction((busy) => !document.querySelector(busy), NOT_LOADING, { polling: 'raf' });
};
const boardRows = shownWith(BOARD_ROWS);
const calendarEntries = shownWith(CALENDAR_ENTRIES);

/**
 * Goes to `path` inside the app (no page load), as a link does, and resolves with the ms, timed in
 * the page, until the frame in which `selector` is present with nothing loading: every change of
 * the page is checked as it happens, so the figure holds no polling delay of the test driver.
 */
async function navigateTimed(page: Page, path: string, selector: string): Promise<number> {
  const timed = page.evaluate(
    ([to, shown, busy]) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(shown) || document.querySelector(busy)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    [path, selector, NOT_LOADING] as const,
  );
  return Math.round(await timed);
}

const page = await signInQuiet();
const startKb = await weightOf('start');

// the calendar's code comes with the calendar, not with the board
phase = 'calendar';
await navigateTimed(page, '/apps/calendar', CALENDAR_ENTRIES);
await calendarEntries(page);
await quiet(page);
const calendarKb = await weightOf('calendar');
phase = 'runs';

/** In-app navigation from the patient list to `path`: ms until `selector` shows with nothing loading. */
async function timeFromPatientList(path: string, selector: string): Promise<number> {
  await page.goto(`${ORIGIN}/apps/patients/list`);
  await page.getByRole('searchbox').first().waitFor();
  await page.waitForLoadState('networkidle');
  return navigateTimed(page, path, selector);
}
/** Today's board (300 visits): ms to its first rows. */
const openBoard = () => timeFromPatientList('/apps/visits/list', BOARD_ROWS);
/** This month's calendar: ms to its entries. */
const openCalendar = () => timeFromPatientList('/apps/calendar', CALENDAR_ENTRIES);
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
