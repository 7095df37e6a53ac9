/**
 * Browser tests: Debian Chromium, the real embedded server on a fresh demo database, and the
 * production build of the web app (`npm run build` first; `npm test` does both).
 *
 * Two projects run side by side: the flows (which change data) one at a time, and the
 * accessibility scans (which only read, apart from the fresh patients their setup creates) on
 * every worker the flows leave free. On two cores the scans' waits for a quiet network overlap
 * the flows' work.
 */
import { defineConfig } from '@playwright/test';
import { testClockOffset } from '../tooling/clock/testClock.mjs';
import { DATA_DIR, ORIGIN, PORT } from './fixtures/environment.ts';

// EMR_TEST_CLOCK moves "now" for the whole run (server, workers, browsers): said once, by the runner
const offset = testClockOffset();
if (offset !== 0 && !process.env['TEST_WORKER_INDEX']) console.log(`The run's clock: ${new Date().toISOString()} (EMR_TEST_CLOCK=${process.env['EMR_TEST_CLOCK'] ?? ''})`);

export default defineConfig({
  testDir: './specs',
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'flows', testIgnore: /accessibility\.spec\.ts$/, workers: 1 },
    // read-only scans: their tests also run side by side once the flows are done
    { name: 'accessibility', testMatch: /accessibility\.spec\.ts$/, fullyParallel: true },
  ],
  use: {
    baseURL: ORIGIN,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    // the workstation's time zone: the Northside demo clinic's own unless E2E_TZ says another (e.g. UTC)
    timezoneId: process.env['E2E_TZ'] ?? 'America/Chicago',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node --import ../tooling/clock/testClock.mjs --import tsx ../backend/src/main.ts`,
    url: `${ORIGIN}/healthz`,
    env: { PORT: String(PORT), EMR_DATA_DIR: DATA_DIR, EMR_PUBLIC_ORIGIN: ORIGIN },
    reuseExistingServer: false,
    timeout: 240_000,
    // the server says where it listens and where its data lives: visible if start-up ever stalls
    stdout: 'pipe',
  },
});
