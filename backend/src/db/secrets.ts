/** Server secrets kept in the data directory (`<data>/keys/<name>`, owner-only), made on first use. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 32 random bytes that stay the same across restarts (e.g. the page tokens' signing key). */
export function dataSecret(dataDir: string, name: string): Buffer {
  const dir = join(dataDir, 'keys');
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}
