/**
 * The one translation check of every remote (run by its contract test): French and Arabic
 * have exactly the English keys, none empty, with the same placeholders, Arabic is not English
 * copied; and every key the code uses exists in English. The sources are scanned for
 * `t('…')` (a template key `t(\`records.pages.${page}.title\`)` must match at least one key),
 * `i18nKey="…"` and `…Key: '…'` properties of config objects (`labelKey: 'nav.users'`); keys a
 * config builds at run time (a record kind's field labels) are given as `extraKeys`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { commonEn } from '../i18n/translations.ts';
import { translationLeaves, translationProblems } from './translationProblems.ts';

type Tree = Record<string, unknown>;

export interface TranslationCheckOptions {
  namespace: string;
  en: object;
  fr: object;
  ar: object;
  /** The remote's `src`: test files, testing helpers and the translations themselves are skipped. */
  sourceDir: string;
  /** Other namespaces the code reads besides its own and `common`. */
  namespaces?: Record<string, object>;
  /** Keys of the remote's namespace the code builds from configuration, or the kit reads. */
  extraKeys?: readonly string[];
}

/** A key used in code: a literal, or a pattern of a template key. */
interface UsedKey {
  file: string;
  text: string;
  pattern?: RegExp;
  /** The namespaces a key without a prefix may belong to in that file. */
  defaults: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'translations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^translations\b/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The first argument of each `t(` call in `code` (up to its top-level comma or closing parenthesis). */
function firstArguments(code: string): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(/\bt\(/g)) {
    let depth = 0;
    let end = match.index + 2;
    for (; end < code.length; end += 1) {
      const char = code[end];
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') {
        if (depth === 0) break;
        depth -= 1;
      } else if (char === ',' && depth === 0) break;
    }
    out.push(code.slice(match.index + 2, end).trim());
  }
  return out;
}

const KEYLIKE = /^[\w-]+(?::[\w-]+)?(?:\.[\w-]+)*$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function keysIn(file: string, code: string, namespace: string): UsedKey[] {
  const declared = [...code.matchAll(/useTranslation\(\s*(?:'([\w-]+)')?/g)].map((m) => m[1] ?? 'common');
  const defaults = declared.length ? [...new Set(declared)] : [namespace, 'common'];
  const keys: UsedKey[] = [];
  const literal = (text: string) => KEYLIKE.test(text) && keys.push({ file, text, defaults });
  for (const argument of firstArguments(code)) {
    const single = /^(['"])([^'"]*)\1$/.exec(argument);
    const template = /^`([^`]*)`$/.exec(argument);
    if (single) literal(single[2]!);
    else if (template) {
      const text = template[1]!;
      // a key made entirely at run time (`${ns}:${key}`) cannot be checked here
      if (text.startsWith('${')) continue;
      const parts = text.split(/\$\{[^}]*\}/);
      keys.push({ file, text, pattern: new RegExp(`^${parts.map(escape).join('[\\w-]+')}$`), defaults });
    } else {
      // a choice of keys: t(kind === 'views' ? 'accessLog.emptyViews' : 'accessLog.emptyChanges')
      for (const m of argument.matchAll(/(['"])([^'"]+)\1/g)) if (m[2]!.includes('.')) literal(m[2]!);
    }
  }
  for (const m of code.matchAll(/i18nKey=\{?\s*(['"])([^'"]+)\1/g)) literal(m[2]!);
  for (const m of code.matchAll(/\b\w*Key\s*:\s*(['"])([^'"]+)\1/g)) literal(m[2]!);
  return keys;
}

const singular = (name: string) => name.replace(/_(zero|one|two|few|many|other)$/, '');

/** Whether `key` (or its plural forms, or a tree under it) is in `leaves`. */
function has(leaves: Map<string, unknown>, key: string | RegExp): boolean {
  const names = [...leaves.keys()];
  if (typeof key !== 'string') return names.some((name) => key.test(name) || key.test(singular(name)));
  return leaves.has(key) || names.some((name) => singular(name) === key || name.startsWith(`${key}.`));
}

export function translationCheck({ namespace, en, fr, ar, sourceDir, namespaces = {}, extraKeys = [] }: TranslationCheckOptions): string[] {
  const problems = [...translationProblems(en, fr).map((p) => `fr: ${p}`), ...translationProblems(en, ar).map((p) => `ar: ${p}`)];
  const english = translationLeaves(en as Tree);
  for (const [key, value] of english) if (typeof value !== 'string' || value.trim() === '') problems.push(`en: empty ${key}`);
  const words = (value: unknown) => /\p{L}/u.test(String(value).replace(/{{\w+}}/g, ''));
  for (const [key, value] of translationLeaves(ar as Tree)) if (words(value) && value === english.get(key)) problems.push(`ar: ${key} is the English text`);

  const trees = new Map<string, Map<string, unknown>>([
    [namespace, english],
    ['common', translationLeaves(commonEn)],
    ...Object.entries(namespaces).map(([name, tree]): [string, Map<string, unknown>] => [name, translationLeaves(tree as Tree)]),
  ]);
  const used = [
    ...sourceFiles(sourceDir).flatMap((file) => keysIn(relative(sourceDir, file), readFileSync(file, 'utf8'), namespace)),
    ...extraKeys.map((text): UsedKey => ({ file: 'extraKeys', text, defaults: [namespace] })),
  ];
  for (const { file, text, pattern, defaults } of used) {
    const prefixed = /^([\w-]+):(.*)$/.exec(text);
    const candidates = prefixed ? [prefixed[1]!] : defaults;
    // another app's namespace (the shell's nav labels) is that app's to check
    if (!candidates.some((name) => trees.has(name))) continue;
    const key = pattern ? new RegExp(pattern.source.replace(/^\^(?:[\w-]+:)?/, '^')) : prefixed ? prefixed[2]! : text;
    if (!candidates.some((name) => trees.has(name) && has(trees.get(name)!, key))) problems.push(`${file}: no ${candidates.join(' or ')} string for "${text}"`);
  }
  return problems;
}
