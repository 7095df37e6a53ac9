/**
 * The Module Federation shared singletons (docs/architecture.md). Versions come from the
 * app's own package.json (MF reads requiredVersion there), or for a package it does not list
 * (Fluent's parts) the installed one, as caret ranges so a patch release in one app does not
 * warn. A shared package cannot be tree-shaken: it is bundled whole. So Fluent's barrel
 * (@fluentui/react-components) and react-icons are never shared whole (of react-icons, only the
 * icons' base, ICON_BASE below, and the icons more than one app draws, which
 * `@emr/shared-ui/icons` re-exports), only the base packages and
 * the component packages the shell and the remotes' first pages have in common (bundled whole,
 * each is little more than what one app uses), and not Tabster, which /login would then load
 * whole (~31 KB gzip) — Tabster itself is shared as the part Fluent uses (SUBSETS), and loads with
 * the first component that needs it. react-router-dom is shared as a re-export of the declarative
 * router alone (SUBSETS). Sub-path imports are share keys of their own: Fluent's components import
 * `@fluentui/react-jsx-runtime/jsx-runtime`, so that one is listed beside the package. Whatever the
 * shell and a remote both load and is not listed here is loaded twice: `npm run bench:web` lists
 * such duplicates and e2e/specs/bundles.spec.ts fails on one above 2 KiB. zod is not shared: whole, it ships its locales, JSON Schema and compiler
 * (~340 KB minified); each app's tree-shaken copy is ~84 KB, and the remotes load theirs with
 * the pages that have forms.
 */
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // the declarative router alone (SUBSETS below); the apps import react-router-dom, never react-router
  'react-router-dom': 'react-router-dom',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  zustand: 'zustand',
  '@casl/ability': '@casl/ability',
  '@casl/react': '@casl/react',
  '@tanstack/react-query': '@tanstack/react-query',
  'aws-amplify': 'aws-amplify',
  'aws-amplify/auth': 'aws-amplify',
  'aws-amplify/data': 'aws-amplify',
  'aws-amplify/utils': 'aws-amplify',
  '@aws-amplify/core': '@aws-amplify/core',
  '@griffel/react': '@griffel/react',
  '@griffel/core': '@griffel/core',
  '@emr/shared-ui': '@emr/shared-ui',
  // the light core (session, i18n, theme, Amplify configuration) the login page needs; the
  // root entry re-exports it through this specifier, so both share one instance
  '@emr/shared-ui/core': '@emr/shared-ui',
  // the form helpers and their react-hook-form: loaded with the first page that has a form
  '@emr/shared-ui/form': '@emr/shared-ui',
  'react-hook-form': 'react-hook-form',
  // the code picker and code-set queries: loaded with the first page that picks a code
  '@emr/shared-ui/codes': '@emr/shared-ui',
  // the icons more than one app draws (shared-ui/src/icons.ts), loaded whole with the first
  // signed-in page; the sign-in pages import theirs from react-icons, so /login never loads it
  '@emr/shared-ui/icons': '@emr/shared-ui',
  '@emr/domain': '@emr/domain',
  // each area's rules, loaded with the first page of that area (the root keeps what every page uses)
  '@emr/domain/billing': '@emr/domain',
  '@emr/domain/care': '@emr/domain',
  '@emr/domain/visits': '@emr/domain',
  // the field-rule messages, loaded with the first form by the shell and by the patients remote
  '@emr/domain/fieldRules': '@emr/domain',
  // Fluent's focus management: the part of Tabster react-tabster uses (SUBSETS), and the keyboard
  // tracker both use (one module). One copy also means one Tabster instance's code on the page.
  tabster: 'tabster',
  keyborg: 'keyborg',
  '@fluentui/react-jsx-runtime/jsx-runtime': '@fluentui/react-jsx-runtime',
  // Fluent's base packages and the components both the shell and the remotes use on their first
  // pages (never the react-components barrel nor react-icons: a shared package is bundled whole)
  ...Object.fromEntries(
    [
      '@fluentui/react-utilities',
      '@fluentui/react-shared-contexts',
      '@fluentui/react-jsx-runtime',
      '@fluentui/react-theme',
      '@fluentui/react-portal',
      '@fluentui/react-positioning',
      '@fluentui/react-context-selector',
      '@fluentui/react-motion',
      '@fluentui/react-field',
      '@fluentui/react-label',
      '@fluentui/react-button',
      '@fluentui/react-input',
      '@fluentui/react-combobox',
      '@fluentui/react-switch',
      '@fluentui/react-link',
      '@fluentui/react-text',
      '@fluentui/react-badge',
      '@fluentui/react-search',
      '@fluentui/react-select',
      '@fluentui/react-table',
      '@fluentui/react-checkbox',
      '@fluentui/react-spinner',
      '@fluentui/react-message-bar',
      // used by the shell's layout (search and sign-out dialogs, nav tooltips, sign-in progress) and
      // by the remotes' pages: bundled whole, each is what one app uses of it
      '@fluentui/react-dialog',
      '@fluentui/react-tooltip',
      '@fluentui/react-progress',
      '@fluentui/react-radio',
    ].map((name) => [name, name]),
  ),
};

/**
 * The icons' base in @fluentui/react-icons, shared file by file (the package is not: shared, it
 * would be bundled whole; each app keeps the icons it alone draws, and those more than one app
 * draws are `@emr/shared-ui/icons`, above). Every icon is made by
 * `createFluentIcon`, which each app bundled with its state hook and SVG renderer (~1.8 KB
 * minified), and the icon direction context: a remote had a copy of its own, which the shell's
 * FluentProvider does not set, so its icons did not flip on a right-to-left page. The icons' files
 * import these relatively: Module Federation matches such an import by the absolute path it
 * resolves to, so each is listed by its path and shared under the key on the left.
 */
const ICON_BASE = {
  '@fluentui/react-icons/createFluentIcon': 'lib/utils/createFluentIcon.js',
  '@fluentui/react-icons/contexts': 'lib/contexts/index.js',
};

/** Shared modules that are a local re-export of part of a package (their files say why). */
const SUBSETS = {
  'react-router-dom': path.join(__dirname, 'shared/react-router-dom.mjs'),
  tabster: path.join(__dirname, 'shared/tabster.mjs'),
};

const ROOT = path.resolve(__dirname, '../..');

/**
 * The shell's MF runtime plugin that hands its runtime core to the remotes (createConfig.cjs):
 * like a subset, it imports only the names the remotes' MF runtime uses.
 */
const RUNTIME_CORE_PROVIDER = path.join(__dirname, 'shared/provideRuntimeCore.mjs');
/** What a production remote's build takes its MF container runtime from: the one the shell's plugin makes. */
const CONTAINER_FEDERATION = path.join(__dirname, 'shared/containerFederation.mjs');

/** The names a file lists one per line in its first `export {` (or `import {`) block. */
function listedNames(file, block = 'export {') {
  const source = fs.readFileSync(file, 'utf8');
  const start = source.indexOf(block);
  return [...source.slice(start, source.indexOf('}', start)).matchAll(/^\s+(\w+),$/gm)].map((m) => m[1]).sort();
}
const subsetNames = (key) => listedNames(SUBSETS[key]);

/** The names the files of a folder import from a package (`import { a, b as c } from "pkg"`). */
function importedNames(folder, from) {
  const names = new Set();
  const pattern = new RegExp(`import \\{([^}]*)\\} from ["']${from}["']`, 'g');
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    for (const match of fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(pattern)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

// the router's shared names and ESLint's list (shared/routerExports.cjs) must be the same
{
  const names = subsetNames('react-router-dom');
  const listed = [...require('./shared/routerExports.cjs')].sort();
  if (names.join() !== listed.join()) throw new Error(`shared/react-router-dom.mjs exports ${names.join(', ')} but routerExports.cjs lists ${listed.join(', ')}`);
}
// Tabster's shared names must be those react-tabster imports (the only package importing it)
{
  const names = subsetNames('tabster');
  const imported = importedNames(path.join(ROOT, 'node_modules/@fluentui/react-tabster/lib'), 'tabster');
  if (names.join() !== imported.join()) throw new Error(`shared/tabster.mjs exports ${names.join(', ')} but @fluentui/react-tabster imports ${imported.join(', ')}`);
}
// the runtime core the shell hands over must hold every name the remotes' MF runtime imports
{
  const names = listedNames(RUNTIME_CORE_PROVIDER, 'import {');
  const imported = importedNames(path.join(ROOT, 'node_modules/@module-federation/runtime/dist'), '@module-federation/runtime-core');
  const missing = imported.filter((name) => !names.includes(name));
  if (missing.length) throw new Error(`shared/provideRuntimeCore.mjs lacks ${missing.join(', ')}, which @module-federation/runtime imports`);
}

// a remote container's `federation` (provideRuntimeCore.mjs) must hold every key of the bundler
// runtime's default export, and its `runtime` every name the bundler runtime calls on it
{
  const dist = path.join(ROOT, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
  const source = fs.readFileSync(RUNTIME_CORE_PROVIDER, 'utf8');
  const made = source.slice(source.indexOf('function createContainerFederation'));
  const index = fs.readFileSync(path.join(dist, 'index.js'), 'utf8');
  const keys = [...index.slice(index.indexOf('const federation = {')).split('};')[0].matchAll(/^\t(\w+)/gm)].map((m) => m[1]);
  const runtime = /runtime: \{([^}]*)\}/.exec(made)[1].split(',').map((part) => part.trim().split(':')[0]);
  const called = fs.readdirSync(dist).filter((file) => file.endsWith('.js')).flatMap((file) => [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/\bruntime\.(\w+)\(/g)].map((m) => m[1]));
  const missing = [...keys.filter((key) => !new RegExp(`^\\s+${key}[,:]`, 'm').test(made)), ...called.filter((name) => !runtime.includes(name)).map((name) => `runtime.${name}`)];
  if (missing.length) throw new Error(`shared/provideRuntimeCore.mjs's container federation lacks ${[...new Set(missing)].join(', ')}, which @module-federation/webpack-bundler-runtime has or calls`);
}

/** The installed version of a package the app's package.json does not list (Fluent's parts, say). */
function installedVersion(name) {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : undefined;
}

/**
 * webpack's own resolver with the options it resolves an app's `import` with (a browser build):
 * the file a shared module's specifier stands for.
 */
const resolveModule = (() => {
  const resolver = require(require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
  const options = { mainFields: ['browser', 'module', 'main'], aliasFields: ['browser'], extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] };
  const byMode = {
    production: resolver.create.sync({ ...options, conditionNames: ['import', 'module', 'webpack', 'production', 'browser'] }),
    development: resolver.create.sync({ ...options, conditionNames: ['import', 'module', 'webpack', 'development', 'browser'] }),
  };
  return (context, request, production) => byMode[production ? 'production' : 'development'](context, request);
})();

/**
 * The shared modules' configuration of one app.
 *
 * The shell (`host`) provides every one of them, whether its own code imports it or not: each is
 * given as its file's absolute path (`import`), which webpack's ProvideSharedPlugin provides
 * unconditionally, with the version of its package (a path carries none). Provided is not loaded:
 * each is a lazy chunk of the shell's until a remote consumes it, and /login only registers it.
 * So a production remote (`fromShell`), which always runs under the shell, takes every shared
 * module from it and carries no copy to fall back on (`import: false`): its remoteEntry.js lists
 * no fallbacks, and what a shared Fluent component draws (its icons) comes from the shell's one
 * build. A development build of a remote keeps its own copies and runs standalone.
 */
function sharedConfig(pkg, versions, { dir, host = false, fromShell = false, production = true } = {}) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [key, owner] of Object.entries(SINGLETONS)) {
    const version = deps[owner] ?? versions[owner] ?? installedVersion(owner);
    if (!version) continue;
    const bare = version.replace(/^[\^~]/, '');
    shared[key] = { singleton: true, requiredVersion: `^${bare}` };
    // a local re-export, or the shell's provide by path: the version is the package's (MF would
    // otherwise read tooling's package.json, or none)
    if (SUBSETS[key] || host) Object.assign(shared[key], { import: SUBSETS[key] ?? resolveModule(dir, key, production), version: installedVersion(owner) ?? bare });
    if (fromShell) shared[key].import = false;
  }
  const icons = installedVersion('@fluentui/react-icons');
  for (const [shareKey, file] of Object.entries(ICON_BASE)) {
    const resource = path.join(ROOT, 'node_modules/@fluentui/react-icons', file);
    shared[resource] = { shareKey, singleton: true, requiredVersion: `^${icons}`, version: icons, import: fromShell ? false : resource };
  }
  return shared;
}

/** Every share key: the shell provides them all (its build checks it, createConfig.cjs). */
const SHARE_KEYS = [...Object.keys(SINGLETONS), ...Object.keys(ICON_BASE)];

module.exports = { sharedConfig, SINGLETONS, SUBSETS, RUNTIME_CORE_PROVIDER, CONTAINER_FEDERATION, SHARE_KEYS };
