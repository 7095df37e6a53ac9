/** Writing a benchmark's section of docs/benchmarks.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/**
 * Replaces the section that starts with `heading` (or appends it): its measured part is `section`;
 * the prose after its table ("Reading the numbers") is written by people and kept as it is.
 */
export function writeSection(heading: string, section: string): void {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(heading);
  const next = start === -1 ? -1 : doc.indexOf('\n## ', start + 1);
  const oldLines = start === -1 ? [] : doc.slice(start, next === -1 ? undefined : next + 1).split('\n');
  const lastRow = oldLines.findLastIndex((line) => line.startsWith('|'));
  const notes = lastRow === -1 ? '' : oldLines.slice(lastRow + 1).join('\n').trim();
  const withNotes = notes ? `${section}\n${notes}\n` : section;
  writeFileSync(DOC, start === -1 ? `${doc.trimEnd()}\n\n${withNotes}` : `${doc.slice(0, start)}${withNotes}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`);
}
