/**
 * Micro benchmark of the code-set search (ADR 0036): the time to load and index each bundled
 * code set once, and the time per search for typical queries (a code prefix, one word, several
 * words), as the median of many runs. Prints a Markdown table for docs/benchmarks.md:
 *
 *   cd domain && node --import tsx bench/codeSearch.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { CODE_SYSTEMS } from '../src/codes/codedConcept.ts';
import { createCodeIndex } from '../src/codes/codeSearch.ts';
import { codeSetRows } from '../src/codes/codeSets.ts';

const QUERIES = { ICD10CM: ['E11', 'e11.9', 'asthma', 'diabetes type 2 without', 'fracture femur right displaced', 'pain'], HCPCS: ['J34', 'injection', 'vitamin b-12', 'wheelchair power'] } as const;
const RUNS = 200;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const lines = ['| Code set | codes | load + index (ms) | query | results (limit 20) | median per search (ms) |', '|---|---:|---:|---|---:|---:|'];
for (const system of CODE_SYSTEMS) {
  const start = performance.now();
  const index = createCodeIndex(system, codeSetRows(system));
  const built = performance.now() - start;
  for (const [i, query] of QUERIES[system].entries()) {
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      found = index.search(query, 20).length;
      times.push(performance.now() - t0);
    }
    lines.push(`| ${i === 0 ? system : ''} | ${i === 0 ? index.size.toLocaleString('en-US') : ''} | ${i === 0 ? built.toFixed(0) : ''} | \`${query}\` | ${found} | ${median(times).toFixed(3)} |`);
  }
}
console.log(lines.join('\n'));
