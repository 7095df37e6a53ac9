// npm run test:on-clock -- <instant> [npm script]: runs `npm test` (or the script named) with every
// process on the test clock — the instant as "now", time flowing from there (tooling/clock/testClock.mjs):
// the Node processes through NODE_OPTIONS, the Jest realms through the preset's setup, the browsers
// through Playwright's clock (e2e/fixtures/test.ts).
//   npm run test:on-clock -- 2027-07-04T21:30:00-05:00            a Sunday that is a US holiday, 9:30 pm in Chicago
//   npm run test:on-clock -- 2026-12-31T21:30:00-06:00 test:e2e   New Year's Eve, the browser tests only
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [instant, script = 'test'] = process.argv.slice(2);
if (!instant || Number.isNaN(Date.parse(instant))) {
  console.error('usage: npm run test:on-clock -- <ISO instant, e.g. 2026-12-31T21:30:00-06:00> [npm script]');
  process.exit(2);
}
const clock = fileURLToPath(new URL('../tooling/clock/testClock.mjs', import.meta.url));
const env = { ...process.env, EMR_TEST_CLOCK: instant, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clock}`.trim() };
delete env.EMR_TEST_CLOCK_OFFSET_MS;
console.log(`npm run ${script} with the clock at ${new Date(Date.parse(instant)).toISOString()} (${instant})`);
const run = spawnSync('npm', ['run', script], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
