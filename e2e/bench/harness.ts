/**
 * What the browser benchmarks share: the real server on a port and data directory, Debian
 * Chromium, a sign-in, medians, and the writing of their own section of docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from '@playwright/test';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_PASSWORD = 'Demo#2026emr';

/** The embedded server on `port` over `dataDir` (seeded with the demo when empty); resolves once it listens. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', `${ROOT}backend/src/main.ts`], {
    env: { ...process.env, PORT: String(port), EMR_DATA_DIR: dataDir, EMR_PUBLIC_ORIGIN: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // a benchmark that fails half-way must not leave its server holding the port
  process.on('exit', () => server.kill('SIGTERM'));
  await new Promise<void>((resolve) => server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));
  return server;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Signs in on the login page at `origin`; returns once the start page's URL is open. */
export async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('form input[name="email"]').fill(email);
  await page.locator('form input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Replaces the section of docs/benchmarks.md whose heading starts with `heading` (appends it when
 * missing); the prose after the section's last table row is written by people and kept.
 */
export function writeSection(heading: string, section: string): void {
  const docPath = `${ROOT}docs/benchmarks.md`;
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(heading);
  const next = start === -1 ? -1 : doc.indexOf('\n## ', start + 1);
  const oldLines = start === -1 ? [] : doc.slice(start, next === -1 ? undefined : next + 1).split('\n');
  const lastRow = oldLines.findLastIndex((line) => line.startsWith('|'));
  const notes = lastRow === -1 ? '' : oldLines.slice(lastRow + 1).join('\n').trim();
  const withNotes = notes ? `${section}\n${notes}\n` : section;
  writeFileSync(docPath, start === -1 ? `${doc.trimEnd()}\n\n${withNotes}` : `${doc.slice(0, start)}${withNotes}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`);
}
