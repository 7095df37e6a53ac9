/**
 * Registers the clinic's enabled remotes at runtime: Module Federation learns where each
 * remote's entry is (from the manifest, so a remote can be redeployed without rebuilding the
 * shell), and single-spa mounts each while the path is under one of its route prefixes.
 * Each remote mounts into its own element; `RemoteArea` places it on the page.
 */
import { EXTENSION_SLOTS, type ExtensionSlot, type ModuleManifest, type RemoteModule, isUnder } from '@emr/domain';
import { type ExtensionModule, setExtensionLoader } from '@emr/shared-ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteLifecycles, registerRemoteApp, startRemotes } from './spaAdapter.ts';

export interface RemoteState {
  status: 'loading' | 'mounted' | 'error';
  error?: unknown;
}

type Listener = () => void;
const states = new Map<string, RemoteState>();
const listeners = new Set<Listener>();
const elements = new Map<string, HTMLElement>();
let hooks: { onLoadStart: () => void; onLoadEnd: () => void } = { onLoadStart: () => undefined, onLoadEnd: () => undefined };

function setState(key: string, state: RemoteState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

export function subscribeRemoteStates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remoteState(key: string): RemoteState | undefined {
  return states.get(key);
}

/** The element a remote mounts into; created once and moved into place by RemoteArea. */
export function remoteElement(key: string): HTMLElement {
  let element = elements.get(key);
  if (!element) {
    element = document.createElement('div');
    element.id = `remote-${key}`;
    element.dataset['remote'] = key;
    elements.set(key, element);
  }
  return element;
}

/** The module whose routes contain this path, enabled or not. */
export function moduleForPath(manifest: ModuleManifest | undefined, pathname: string): RemoteModule | undefined {
  return manifest?.modules.find((m) => isUnder(m.routes, pathname));
}

/** Manifest entries may be relative to the shell's origin or absolute http(s) URLs; nothing else loads. */
function entryUrl(entry: string): string {
  const url = new URL(entry, globalThis.location.origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`refused remote entry ${entry}`);
  return url.href;
}

export function setRemoteHooks(next: typeof hooks): void {
  hooks = next;
}

let registered = false;
export function registerModules(manifest: ModuleManifest, isSignedIn: () => boolean): void {
  if (registered) return;
  registered = true;
  const enabled = manifest.modules.filter((m) => m.enabled && m.installed);
  const valid = enabled.flatMap((m) => {
    try {
      return [{ module: m, entry: entryUrl(m.entry) }];
    } catch (error) {
      setState(m.key, { status: 'error', error });
      return [];
    }
  });
  registerRemotes(valid.map(({ module, entry }) => ({ name: module.remote, entry })));
  registerExtensions(valid.map(({ module }) => module));
  for (const { module } of valid) {
    registerRemoteApp({
      name: module.key,
      isActive: (location) => isSignedIn() && isUnder(module.routes, location.pathname),
      props: { domElementGetter: () => remoteElement(module.key) },
      load: async () => {
        setState(module.key, { status: 'loading' });
        hooks.onLoadStart();
        try {
          const lifecycles = await loadRemote<RemoteLifecycles>(`${module.remote}/spa`);
          if (!lifecycles?.mount) throw new Error(`The ${module.key} module did not load`);
          setState(module.key, { status: 'mounted' });
          return lifecycles;
        } catch (error) {
          setState(module.key, { status: 'error', error });
          throw error;
        } finally {
          hooks.onLoadEnd();
        }
      },
    });
  }
  startRemotes();
}

/** The pieces the clinic's modules expose for other remotes' slots, loaded when a slot first shows. */
function registerExtensions(modules: readonly RemoteModule[]): void {
  const owner = (slot: ExtensionSlot) => modules.find((m) => m.extensions?.[slot]);
  setExtensionLoader(
    async (slot: ExtensionSlot) => {
      const module = owner(slot);
      const exposed = module?.extensions?.[slot];
      if (!module || !exposed) throw new Error(`No module of this clinic fills the ${slot} extension slot`);
      const piece = await loadRemote<ExtensionModule>(`${module.remote}/${exposed.slice(2)}`);
      if (!piece?.extension) throw new Error(`The ${module.key} module did not load its ${slot} extension`);
      return piece.extension();
    },
    EXTENSION_SLOTS.filter(owner),
  );
}

/** Marks a remote as failed (from single-spa's error handler: it threw while mounting or updating). */
export function markRemoteFailed(key: string, error: unknown): void {
  setState(key, { status: 'error', error });
}
