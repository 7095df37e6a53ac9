// Installs dependencies when node_modules is missing or older than the lockfile / manifests.
// `npm ci` cannot be used against this registry (see README), so this runs `npm install`,
// which honours package-lock.json.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const manifests = ['package.json', 'package-lock.json'];
for (const dir of readdirSync(root, { withFileTypes: true })) {
  if (dir.isDirectory() && existsSync(join(root, dir.name, 'package.json')) && dir.name !== 'node_modules') {
    manifests.push(join(dir.name, 'package.json'));
  }
}
const hash = createHash('sha256');
for (const file of manifests.sort()) {
  if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
}
const digest = hash.digest('hex');
const stamp = join(root, 'node_modules', '.emr-install-stamp');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('dependencies are up to date');
} else {
  console.log('installing dependencies (npm install, honouring package-lock.json)…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  // npm install may rewrite the lockfile; stamp what is on disk now.
  const after = createHash('sha256');
  for (const file of manifests.sort()) {
    if (existsSync(join(root, file))) after.update(file).update(readFileSync(join(root, file)));
  }
  writeFileSync(stamp, after.digest('hex'));
}
