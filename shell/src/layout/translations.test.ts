import { layoutTranslations } from './translations.ts';

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

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test('French and Arabic have every English key, none empty, with the same placeholders', () => {
  const en = leaves(layoutTranslations.en);
  for (const language of ['fr', 'ar'] as const) {
    const other = leaves(layoutTranslations[language]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of other) {
      expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
      expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(en.get(key)) });
    }
  }
});

test('the keys stay under the layout’s prefixes and cover every nav label', () => {
  expect(Object.keys(layoutTranslations.en).sort()).toEqual(['customizer', 'layout', 'nav', 'navbar', 'notifications', 'search']);
  const nav = [
    'patients', 'patientsList', 'patientsAdd', 'visits', 'visitsList', 'visitsAdd', 'calendar', 'tasks', 'tasksList', 'tasksAdd',
    'billing', 'claimAdd', 'paymentAdd', 'paymentPlans', 'billingReports', 'programs', 'ccm', 'rpm', 'injections',
    'medicalPrograms', 'users', 'userList', 'userAdd', 'rolesPermissions', 'accessControl', 'dashboard', 'faq',
    'accountSettings', 'profile', 'help',
  ];
  expect(Object.keys(layoutTranslations.en.nav).sort()).toEqual([...nav].sort());
});
