/**
 * `npm run synth`: synthesizes the Amplify Gen 2 backend to CloudFormation offline — the CDK
 * app `ampx sandbox` would run (amplify/backend.ts, with a sandbox identifier), without an
 * AWS account or the network. Functions are bundled with the local esbuild. The root and
 * nested templates land in amplify/cdk.out/ (git-ignored), which the template tests read.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const AMPLIFY_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SYNTH_DIR = fileURLToPath(new URL('../cdk.out', import.meta.url));

/** The sandbox identifier: what `ampx sandbox --identifier sandbox` in a checkout named emr would pass. */
export const SANDBOX_CONTEXT = {
  'amplify-backend-namespace': 'emr',
  'amplify-backend-name': 'sandbox',
  'amplify-backend-type': 'sandbox',
};

export function synth(outDir = SYNTH_DIR): void {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'backend.ts'], {
    cwd: AMPLIFY_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CDK_OUTDIR: outDir,
      CDK_CONTEXT_JSON: JSON.stringify(SANDBOX_CONTEXT),
      // functions are bundled with the local esbuild; a Docker fallback fails at once instead of pulling an image
      CDK_DOCKER: 'false',
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  synth();
  console.log(`synthesized amplify/ to ${SYNTH_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
