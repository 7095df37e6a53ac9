/**
 * Care-programs benchmark (issue: mfe-programs): `npm run bench:programs` [-- --no-build] [-- --fresh].
 * 5,000 Northside patients enrolled in CCM, each with last month's time entries
 * (`seed:large --patients 9000 --care-month 5000`, kept in .bench-data/programs and copied for each
 * run, since closing a month changes it), the production build, the real server, Debian Chromium,
 * signed in as the clinician:
 *   - the CCM tracking page of last month: from an in-app navigation to its rows visible;
 *   - the CCM overview (this month's figures, counted by the server: careMonthOverview): from an
 *     in-app navigation to its figures visible;
 *   - last month's close for all of them: from the confirmation to the claims made (one draft
 *     claim per patient with codes, the month locked), however many calls the page makes (each
 *     call answers within about 15 s and says where to go on).
 * Writes docs/benchmarks.md's "## Care programs" section.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ROOT, launchChromium, median, signIn, startServer, writeSection } from './harness.ts';

const PORT = Number(process.env['BENCH_PORT'] ?? 8201);
const ORIGIN = `http://localhost:${PORT}`;
const seedDir = `${ROOT}.bench-data/programs`;
const runDir = `${ROOT}.bench-data/programs-run`;
const ENROLLED = 5_000;
const RUNS = 5;
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) execSync('npm run build --workspaces --if-present', { cwd: ROOT, stdio: 'inherit' });
const infoPath = `${seedDir}/seed-info.json`;
if (args.has('--fresh') || !existsSync(infoPath)) {
  execSync(`npm run seed:large -- --patients 9000 --care-month ${ENROLLED} --data-dir .bench-data/programs --fresh`, { cwd: ROOT, stdio: 'inherit' });
}
const info = JSON.parse(readFileSync(infoPath, 'utf8')) as { rows: number; patients: number };
rmSync(runDir, { recursive: true, force: true });
cpSync(seedDir, runDir, { recursive: true });

const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const month = last.toISOString().slice(0, 7);

const loadBefore = loadavg()[0]!.toFixed(1);
const server = await startServer(PORT, runDir);
const browser = await launchChromium();
const page = await browser.newPage();
await signIn(page, ORIGIN, 'user@northside.demo');

/** A body row of the page's table (a Fluent DataGrid: a header row, then the body's rows), nothing loading. */
const TABLE_ROWS = () => document.querySelectorAll('main [role="grid"] [role="row"]').length > 1 && !document.querySelector('main [role="progressbar"]:not(.fui-ProgressBar)');
/** The overview's figures (its stat cards: a labelled section of list items), nothing loading. */
const FIGURES = () => [...document.querySelectorAll('main section[aria-label] li')].some((li) => li.textContent?.startsWith('Enrolled')) && !document.querySelector('main [role="progressbar"]:not(.fui-ProgressBar)');

/** In-app navigation from the board to a program page: ms until `ready` holds. */
async function open(path: string, ready: () => boolean = TABLE_ROWS): Promise<number> {
  await page.goto(`${ORIGIN}/apps/visits/list`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 120_000 });
  return Date.now() - started;
}

const tracking = `/apps/program/ccm/tracking?month=${month}`;
await open(tracking); // warm-up
const trackingTimes: number[] = [];
for (let i = 0; i < RUNS; i++) trackingTimes.push(await open(tracking));
console.log('tracking', trackingTimes);

await open('/apps/program/ccm', FIGURES); // warm-up
const overviewTimes: number[] = [];
for (let i = 0; i < RUNS; i++) overviewTimes.push(await open('/apps/program/ccm', FIGURES));
console.log('overview', overviewTimes);

await open(`/apps/program/ccm/billing?month=${month}`);
const closeLabel = `Close ${month}`;
await page.getByRole('button', { name: closeLabel }).click();
const started = Date.now();
await page.getByRole('alertdialog').getByRole('button', { name: closeLabel }).click();
await page.getByText('Draft claims made in Billing').waitFor({ timeout: 600_000 });
const closeMs = Date.now() - started;
const loadAfter = loadavg()[0]!.toFixed(1);
const summary = await page.getByText(/draft claims made, .* closed before/).innerText();

await browser.close();
server.kill('SIGTERM');
rmSync(runDir, { recursive: true, force: true });

const ok = (met: boolean) => (met ? '(met)' : '(**missed**)');
const section = `## Care programs (issue: mfe-programs)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (1-minute load average ${loadBefore} before, ${loadAfter} after: the machine was shared), Node ${process.version}, Debian Chromium, production build.
Database: ${info.rows.toLocaleString('en-US')} rows, ${info.patients.toLocaleString('en-US')} patients; ${ENROLLED.toLocaleString('en-US')} Northside patients in CCM with ${month}'s time entries (\`seed:large --patients 9000 --care-month ${ENROLLED}\`).
Signed in as the clinician. Reproduce: \`npm run bench:programs\` (\`-- --no-build\`, \`-- --fresh\`; \`BENCH_PORT\` sets the server's port).

| Measure | Result | Goal |
|---|---:|---|
| CCM tracking of ${month}, ${ENROLLED.toLocaleString('en-US')} patients: in-app navigation → rows visible (median of ${RUNS}) | ${median(trackingTimes)} ms (max ${Math.max(...trackingTimes)} ms) | < 1 s ${ok(median(trackingTimes) < 1000)} |
| CCM overview of this month, ${ENROLLED.toLocaleString('en-US')} patients enrolled (figures counted by the server): in-app navigation → figures visible (median of ${RUNS}) | ${median(overviewTimes)} ms (max ${Math.max(...overviewTimes)} ms) | < 1 s ${ok(median(overviewTimes) < 1000)} |
| Month close of ${month} for ${ENROLLED.toLocaleString('en-US')} patients (\`closeCareMonths\`, called again from each continuation): confirm → every draft claim made and the month locked (one run) | ${(closeMs / 1000).toFixed(1)} s | < 10 s ${ok(closeMs < 10_000)} |

`;
writeSection('## Care programs (issue', section);
console.log(section);
// notes below the table are kept by hand in docs/benchmarks.md (writeSection keeps them)
console.log(`The close's summary: "${summary.trim()}"`);
