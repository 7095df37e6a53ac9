// Browser tests run in Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt when missing and we are root (CI and the dev machines); else explains.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is not installed at ${path}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log('installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
