/**
 * What a built script is made of, read from its source map: minified bytes per source module,
 * and the modules a page loads more than once (the same module in the shell and a remote, in
 * two remotes, or in two chunks of one app). Used by bench/weight.ts, bench/web.bench.ts and
 * specs/bundles.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { ROOT } from './harness.ts';

/** The goal: no package (or workspace module) loads more than this many minified bytes twice. */
export const DUPLICATE_LIMIT = 2 * 1024;

/**
 * The packages still loaded more than once, each with a ceiling per extra app that carries it (so
 * it cannot grow unseen) and why one copy is not had for the asking. bench:web lists them against
 * the goal all the same.
 */
export const DUPLICATE_ALLOWANCES: Record<string, { perCopy: number; why: string }> = {
  '@fluentui/react-icons': {
    perCopy: 1.5 * 1024,
    why: "the icons the apps' own code draws (add person, download, back, chevrons, dismiss, warning), in each app's tree-shaken copy; the shell's icon chunks also hold some its icons page groups with those it draws. Their base (createFluentIcon, the direction context) is shared, and the icons Fluent's components draw come with the components from the shell (ADR 0054); the icons as one shared module would load whole with /login (ADR 0053)",
  },
};

/** The duplicated bytes a package may have: its allowance per extra app that carries it, else the goal's 2 KiB. */
export function limitOf(duplicate: Duplicate): number {
  const allowance = DUPLICATE_ALLOWANCES[duplicate.name];
  return allowance ? allowance.perCopy * (duplicate.apps - 1) : DUPLICATE_LIMIT;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapped run of generated code: its start column, source index (-1: unmapped) and original line and column. */
type Segment = [column: number, source: number, line: number, originalColumn: number];

/** Source-map `mappings` → per generated line, its segments. */
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let originalColumn = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let shift = 0;
      let value = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        line += values[2]!;
        originalColumn += values[3]!;
        segments.push([column, source, line, originalColumn]);
      } else {
        segments.push([column, -1, 0, 0]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** A loaded URL → the built file and the app that built it (the server serves shell/dist at / and <remote>/dist at /remotes/<remote>/). */
export function builtFileOf(url: string): { file: string; app: string } {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(path);
  return remote ? { file: `${ROOT}${remote[1]}/dist/${remote[2]}`, app: remote[1]! } : { file: `${ROOT}shell/dist${path}`, app: 'shell' };
}

/**
 * A source-map source → the module it is, the same name whichever app bundled it:
 * `node_modules/<package>/<file>` (from the last node_modules, as Lighthouse does), a workspace
 * file from the repository root (`shared-ui/src/x.ts`), or an app's own webpack runtime.
 */
export function moduleOf(source: string, app: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at !== -1) return source.slice(at);
  const local = source.replace(/^webpack:\/\/[^/]*\//, '').split(' ')[0]!;
  if (local.startsWith('webpack/') || !local.includes('/')) return `(${app} webpack) ${local}`;
  return posix.normalize(`${app}/${local}`);
}

/** `node_modules/@fluentui/react-table/lib/x.js` → `@fluentui/react-table`; `mfe-admin/src/users/x.tsx` → `mfe-admin/src/users`. */
export function packageOf(module: string): string {
  if (module.startsWith('node_modules/')) {
    const [first, second] = module.slice('node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  return module.split('/').slice(0, 3).join('/');
}

/** Calls `visit` for every run of generated code of a built script with its module, original position and length. */
function walkScript(file: string, app: string, visit: (module: string, position: string, bytes: number) => void): void {
  const code = readFileSync(file, 'utf8');
  if (!existsSync(`${file}.map`)) {
    visit('(no source map)', '', code.length);
    return;
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const modules = map.sources.map((source) => moduleOf(source, app));
  const codeLines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const length = codeLines[lineIndex]?.length ?? 0;
    segments.forEach(([column, source, line, originalColumn], index) => {
      const end = index + 1 < segments.length ? segments[index + 1]![0] : length;
      visit(source === -1 ? '(unmapped)' : (modules[source] ?? '?'), `${line}:${originalColumn}`, end - column);
    });
  });
}

/** Minified bytes of a built script by module (source maps attribute every generated byte to one source). */
export function bytesByModule(file: string, app: string): Map<string, number> {
  const result = new Map<string, number>();
  walkScript(file, app, (module, _position, bytes) => result.set(module, (result.get(module) ?? 0) + bytes));
  return result;
}

export interface Duplicate {
  /** A package, or one workspace module. */
  name: string;
  /** Minified bytes loaded beyond the largest copy. */
  extra: number;
  /** Every script with duplicated code of the package: its path and those bytes. */
  copies: { script: string; bytes: number }[];
  /** How many apps (the shell, each remote) those scripts come from. */
  apps: number;
  /** The modules of the package that are loaded more than once. */
  modules: string[];
}

/**
 * The code that the scripts (loaded URLs) carry more than once, grouped by package as Lighthouse's
 * "Duplicated JavaScript" groups it, largest first. Code counts as the same when the source maps
 * trace it to the same place of the same module (from the repository root, so shared-ui bundled by
 * the shell and by a remote is one module): two apps' tree-shaken copies of an icon file that keep
 * different icons are not duplicates, the icons both keep are.
 */
export function duplicatedModules(urls: readonly string[]): Duplicate[] {
  /** module → original position → the bytes each script generated from it */
  const code = new Map<string, Map<string, Map<string, number>>>();
  for (const url of new Set(urls)) {
    const { file, app } = builtFileOf(url);
    if (!existsSync(file) || !file.endsWith('.js')) continue;
    const script = new URL(url).pathname;
    walkScript(file, app, (module, position, bytes) => {
      if (module.startsWith('(')) return;
      const positions = code.get(module) ?? new Map<string, Map<string, number>>();
      code.set(module, positions);
      const scripts = positions.get(position) ?? new Map<string, number>();
      positions.set(position, scripts);
      scripts.set(script, (scripts.get(script) ?? 0) + bytes);
    });
  }
  const byPackage = new Map<string, Duplicate>();
  for (const [module, positions] of code) {
    const copies = new Map<string, number>();
    let extra = 0;
    for (const scripts of positions.values()) {
      if (scripts.size < 2) continue;
      const sizes = [...scripts.values()].sort((a, b) => b - a);
      extra += sizes.slice(1).reduce((sum, bytes) => sum + bytes, 0);
      for (const [script, bytes] of scripts) copies.set(script, (copies.get(script) ?? 0) + bytes);
    }
    if (extra === 0) continue;
    const name = module.startsWith('node_modules/') ? packageOf(module) : module;
    const entry = byPackage.get(name) ?? { name, extra: 0, copies: [], apps: 0, modules: [] };
    entry.extra += extra;
    entry.modules.push(module);
    for (const [script, bytes] of copies) {
      const copy = entry.copies.find((c) => c.script === script);
      if (copy) copy.bytes += bytes;
      else entry.copies.push({ script, bytes });
    }
    entry.apps = new Set(entry.copies.map((c) => builtFileOf(`http://localhost${c.script}`).app)).size;
    byPackage.set(name, entry);
  }
  return [...byPackage.values()].sort((a, b) => b.extra - a.extra);
}

/** One line per duplicated package: its extra bytes and the scripts that carry them. */
export function describeDuplicate(duplicate: Duplicate): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const copies = duplicate.copies.map((c) => `${c.script} ${kb(c.bytes)}`).join(', ');
  return `${duplicate.name}: ${kb(duplicate.extra)} more than one copy (${duplicate.modules.length} modules, in ${copies})`;
}
