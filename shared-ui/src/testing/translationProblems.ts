/**
 * Compares a translation with the English source: missing and extra keys, empty strings, and
 * placeholders ({{name}}) that differ. Every namespace's completeness test uses it.
 */
type Tree = Record<string, unknown>;

export function translationLeaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of translationLeaves(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',');

export function translationProblems(english: object, other: object): string[] {
  const en = translationLeaves(english as Tree);
  const tr = translationLeaves(other as Tree);
  const problems: string[] = [];
  for (const key of en.keys()) if (!tr.has(key)) problems.push(`missing ${key}`);
  for (const [key, value] of tr) {
    if (!en.has(key)) problems.push(`extra ${key}`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`empty ${key}`);
    else if (placeholders(value) !== placeholders(en.get(key))) problems.push(`placeholders differ in ${key}`);
  }
  return problems;
}
