/**
 * Writes the module manifest of a cloud deployment, a static file the shell fetches as
 * `/modules.json` from its own origin (there is no embedded server to build it per request):
 *   EMR_REMOTE_PATIENTS_URL=https://…/mf-manifest.json EMR_REMOTE_ADMIN_URL=… \
 *     npm run cloud-manifest -- shell/dist/modules.json
 * A remote is installed when its `EMR_REMOTE_<KEY>_URL` is set. The file is the same for every
 * clinic, so a clinic's module switches do not hide modules here (emr-api still refuses their
 * records; docs/architecture.md, "What cannot hold in the cloud yet").
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseModuleManifest } from '@emr/domain';
import { moduleManifest } from '../modules/registry.ts';

/** The manifest of a cloud deployment: every clinic, every module on, installed where a URL names it. */
export function cloudManifest(env: Record<string, string | undefined> = process.env) {
  return parseModuleManifest(moduleManifest('all-clinics', null, () => false, env));
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npm run cloud-manifest -- <output file, e.g. shell/dist/modules.json>');
    process.exit(2);
  }
  const manifest = cloudManifest();
  writeFileSync(resolve(process.env['INIT_CWD'] ?? process.cwd(), out), `${JSON.stringify(manifest, null, 2)}\n`);
  const installed = manifest.modules.filter((module) => module.installed).map((module) => `${module.key} → ${module.entry}`);
  console.log(`wrote ${out}: ${installed.join(', ') || 'no remote installed (set EMR_REMOTE_<KEY>_URL)'}`);
}
