/**
 * The contract between the shell and a remote, checked by the remote's own `contract.test.ts`
 * in CI (one call of `describeRemoteContract`): it exposes single-spa lifecycles (and, for each
 * extension slot its catalog entry names, a module with `extension()`) and nothing else, every route names the ability it needs and lies under the prefixes its catalog entry
 * gives it, and its strings are complete (translationCheck.ts).
 */
import { ENTITY_TYPES, type ExtensionSlot, catalogModule, isUnder } from '@emr/domain';
import { type RemoteApp, flattenRoutes } from '../remote/createRemoteApp.tsx';
import { REMOTE_KIT_KEYS } from '../remote/RemotePanels.tsx';
import { type TranslationCheckOptions, translationCheck } from './translationCheck.ts';

const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];
const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'];
const SUBJECTS = [...ENTITY_TYPES, 'Profile', 'ModuleSettings', 'StaffDirectory', 'all'];

/** What is wrong with the module exposed as `./spa`: anything but the three lifecycles. */
export function spaProblems(spa: Record<string, unknown>): string[] {
  const names = Object.keys(spa).filter((name) => name !== '__esModule');
  return [
    ...LIFECYCLES.filter((name) => typeof spa[name] !== 'function').map((name) => `./spa does not export the lifecycle ${name}`),
    ...names.filter((name) => !LIFECYCLES.includes(name)).map((name) => `./spa exports ${name}: only bootstrap, mount and unmount may leave it`),
  ];
}

/** Routes without a known ability, or outside the prefixes. */
export function routeProblems(app: Pick<RemoteApp, 'prefixes' | 'routes' | 'home'>): string[] {
  const problems: string[] = [];
  for (const route of flattenRoutes(app.routes)) {
    const name = `route ${route.index ? '(index)' : (route.path ?? '(no path)')}`;
    const can = route.can as { action?: unknown; subject?: unknown } | undefined;
    if (!can || !ACTIONS.includes(String(can.action)) || !SUBJECTS.includes(String(can.subject))) problems.push(`${name} names no ability (can: { action, subject })`);
  }
  for (const route of app.routes) {
    if (route.index || !route.path || !isUnder(app.prefixes, route.path.replace(/\/[:*].*$/, ''))) problems.push(`route ${route.path ?? '(index)'} is not under ${app.prefixes.join(', ')}`);
  }
  if (!isUnder(app.prefixes, app.home.path)) problems.push(`home ${app.home.path} is not under the prefixes`);
  return problems;
}

/** What is wrong with the extension modules given against the slots the catalog says the module fills. */
export function extensionProblems(app: Pick<RemoteApp, 'module'>, extensions: Partial<Record<ExtensionSlot, Record<string, unknown>>>): string[] {
  const declared = Object.keys(catalogModule(app.module).extensions ?? {}).sort();
  const given = Object.keys(extensions).sort();
  const problems = declared.join() === given.join() ? [] : [`the catalog names the slots ${declared.join(', ') || '(none)'}, the remote exposes ${given.join(', ') || '(none)'}`];
  for (const [slot, exposed] of Object.entries(extensions)) {
    const names = Object.keys(exposed).filter((name) => name !== '__esModule');
    if (typeof exposed['extension'] !== 'function') problems.push(`the ${slot} module does not export extension()`);
    problems.push(...names.filter((name) => name !== 'extension').map((name) => `the ${slot} module exports ${name}: only extension() may leave it`));
  }
  return problems;
}

export interface RemoteContract {
  app: RemoteApp;
  /** `import * as spa from './spa.tsx'`: the module the remote exposes. */
  spa: Record<string, unknown>;
  /** The modules it exposes for extension slots (`import * as m from './extensions/x.tsx'`), by slot. */
  extensions?: Partial<Record<ExtensionSlot, Record<string, unknown>>>;
  translations: Omit<TranslationCheckOptions, 'namespace'>;
}

/** Registers the contract's tests in the calling test file. */
export function describeRemoteContract({ app, spa, extensions = {}, translations }: RemoteContract): void {
  describe(`the ${app.appId} contract`, () => {
    test('./spa exports bootstrap, mount and unmount, and nothing else', () => {
      expect(spaProblems(spa)).toEqual([]);
    });
    test('it exposes a module with extension() for each extension slot its catalog entry names, and no other', () => {
      expect(extensionProblems(app, extensions)).toEqual([]);
    });
    test('every route names the ability it needs and lies under the prefixes', () => {
      expect(routeProblems(app)).toEqual([]);
    });
    test('its strings are complete in English, French and Arabic, and every key the code uses exists', () => {
      const kitKeys = [...REMOTE_KIT_KEYS, app.home.labelKey];
      expect(translationCheck({ namespace: app.namespace, ...translations, extraKeys: [...kitKeys, ...(translations.extraKeys ?? [])] })).toEqual([]);
    });
  });
}
