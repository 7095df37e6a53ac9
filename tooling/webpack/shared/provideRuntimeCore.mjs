/**
 * A Module Federation runtime plugin of the shell: hands its MF runtime core to the remotes, which
 * are built with `experiments.externalRuntime` (createConfig.cjs) and read it from
 * `_FEDERATION_RUNTIME_CORE` instead of bundling their own (~29 KB minified each). Only the names
 * the remotes' runtime (@module-federation/runtime) imports: MF's own provider,
 * `provideExternalRuntime`, hands over the whole core namespace, ~16 KB gzip more on /login.
 * shared.cjs refuses to build if @module-federation/runtime imports a name this list lacks.
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

export default function provideRuntimeCore() {
  return {
    name: 'emr-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
