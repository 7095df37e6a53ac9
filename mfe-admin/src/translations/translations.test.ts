/** Every string of the admin namespace exists in English, French and Arabic, none empty, same placeholders. */
import { adminAr } from './ar.ts';
import { adminEn } from './en.ts';
import { adminFr } from './fr.ts';

type Tree = Record<string, unknown>;

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (value: unknown) => [...String(value).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

test.each([
  ['fr', adminFr],
  ['ar', adminAr],
])('%s has exactly the English keys, none empty, with the same placeholders', (_language, translation) => {
  const en = leaves(adminEn);
  const other = leaves(translation);
  expect(en.size).toBeGreaterThan(100);
  expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, value] of other) {
    expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
    expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(en.get(key)) });
  }
});

test('Arabic is not a copy of English', () => {
  const en = leaves(adminEn);
  const words = (value: unknown) => /\p{L}/u.test(String(value).replace(/{{\w+}}/g, ''));
  const same = [...leaves(adminAr)].filter(([key, value]) => words(value) && value === en.get(key)).map(([key]) => key);
  expect(same).toEqual([]);
});
