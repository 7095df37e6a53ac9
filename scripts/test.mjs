// npm test: every check, in stages, each stage's time printed at the end (and in .ci/run's log).
// Independent checks of a stage run side by side, two at a time (this project's CI has two cores):
//   install · lint ‖ typecheck · unit tests ‖ production build · browser tests
// A failing check stops the run after its stage, with its output above.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'install', checks: [['install', 'node', ['scripts/ensure-install.mjs']]] },
  { name: 'lint and typecheck', checks: [['lint', 'npm', ['run', 'lint']], ['typecheck', 'npm', ['run', 'typecheck']]] },
  {
    name: 'unit tests and build',
    checks: [
      ['jest (shell, shared-ui, the remotes)', 'npm', ['run', 'test:jest']],
      ['build', 'npm', ['run', 'build'], { EMR_BUILD_COMPRESSION: 'fast' }],
      ['domain', 'npm', ['test', '-w', '@emr/domain']],
      ['amplify', 'npm', ['test', '-w', '@emr/amplify']],
      ['backend', 'npm', ['test', '-w', '@emr/backend']],
    ],
  },
  { name: 'browser tests', checks: [['e2e', 'npm', ['run', 'test:e2e']]] },
];
const PARALLEL = Number(process.env['TEST_PARALLEL'] ?? 2);

const seconds = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const times = [];

/**
 * Runs a check. Alone in its stage its output streams; beside others it is kept and printed whole
 * when it ends, so parallel checks do not interleave.
 */
function run([label, command, args, env = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) process.stdout.write(`\n===== ${label} =====\n`);
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = Date.now() - started;
      process.stdout.write(`\n===== ${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(took)} =====\n`);
      if (!alone) process.stdout.write(Buffer.concat(output));
      times.push(`  ${label.padEnd(40)} ${seconds(took)}${code === 0 ? '' : '  FAILED'}`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
let ok = true;
for (const stage of STAGES) {
  const stageStart = Date.now();
  const queue = [...stage.checks];
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      while (queue.length) results.push(await run(queue.shift(), stage.checks.length === 1));
    }),
  );
  times.push(`${stage.name.padEnd(42)} ${seconds(Date.now() - stageStart)}`);
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
console.log(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}:\n${times.join('\n')}`);
process.exit(ok ? 0 : 1);
