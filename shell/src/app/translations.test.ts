/** Every string exists in English, French and Arabic, and none is empty. */
import { commonAr, commonEn, commonFr } from '@emr/shared-ui';
import { shellTranslations } from './translations.ts';

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

const namespaces = {
  shell: shellTranslations,
  common: { en: commonEn, fr: commonFr, ar: commonAr },
};

for (const [namespace, languages] of Object.entries(namespaces)) {
  test(`${namespace}: French and Arabic have exactly the English keys, none empty`, () => {
    const en = leaves(languages.en as Tree);
    expect(en.size).toBeGreaterThan(10);
    for (const language of ['fr', 'ar'] as const) {
      const other = leaves(languages[language] as Tree);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, value] of other) expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
    }
  });
}
