/**
 * A Module Federation runtime plugin of the shell: hands its MF runtime to the production remotes,
 * which then bundle none of it (createConfig.cjs). Two globals, set before any remote entry runs:
 *
 * - `_FEDERATION_RUNTIME_CORE`, MF's own name for the core a build with `experiments.externalRuntime`
 *   reads (~29 KB minified each). Only the names the remotes' runtime (@module-federation/runtime)
 *   imports: MF's own provider, `provideExternalRuntime`, hands over the whole core namespace, ~16
 *   KB gzip more on /login. shared.cjs refuses to build if @module-federation/runtime imports a
 *   name this list lacks.
 * - `_EMR_CONTAINER_FEDERATION`, a factory of what `@module-federation/webpack-bundler-runtime`
 *   exports by default, which a remote's build reads instead (shared/containerFederation.mjs): each
 *   container calls it once, and gets an object of its own (its instance, init options, share
 *   scopes, bundler options: the webpack runtime MF emits writes the container's over it), holding
 *   the shell's functions, which take the container's webpack require and read its state there.
 */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { createInstance } from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * @module-federation/runtime's `init` for a remote's container: finds the container's instance by
 * its name (and version), else creates it. The shell's `init` cannot serve: it first looks for the
 * instance whose id is the build identifier compiled into it, the shell's, which is the id of
 * every instance (the shared core gives it), so it would hand a remote the shell's instance.
 */
function initContainer(options) {
  const { name, version } = options;
  const instance = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (candidate) => candidate.options.name === name && (version ? candidate.options.version === version : !candidate.options.version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!instance) return createInstance(normalized);
  instance.initOptions(normalized);
  return instance;
}

/**
 * One remote container's `federation`, as @module-federation/webpack-bundler-runtime's default
 * export is for a build with `disableRemote` (no `remotes`) and exposes (`initContainerEntry`).
 * Its `runtime` holds what the bundler runtime calls on it: `init` and `getRemoteEntry`.
 */
function createContainerFederation() {
  return {
    runtime: { init: initContainer, getRemoteEntry },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, remotes: undefined, initContainerEntry, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

export default function provideRuntimeCore() {
  return {
    name: 'emr-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      globalThis._EMR_CONTAINER_FEDERATION ??= createContainerFederation;
      return args;
    },
  };
}
