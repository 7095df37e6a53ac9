/**
 * A production remote's `@module-federation/webpack-bundler-runtime` (createConfig.cjs aliases the
 * module MF's federation entry imports to this one): this container's own `federation` object,
 * made by the shell's runtime plugin (provideRuntimeCore.mjs), so the remote bundles neither the
 * bundler runtime nor @module-federation/runtime, sdk and error-codes. Evaluated once per container.
 */
const create = globalThis._EMR_CONTAINER_FEDERATION;
if (typeof create !== 'function') {
  throw new Error('A production remote runs under the shell, which provides its Module Federation runtime (run a remote alone with npm run dev -w <remote>)');
}

export default create();
