/**
 * The Module Federation shared singletons (docs/architecture.md). Versions come from the
 * app's own package.json (MF reads requiredVersion there), as caret ranges so a patch
 * release in one app does not warn. Fluent itself is not shared — a shared package cannot
 * be tree-shaken — only its style engine, so there is one Griffel renderer. (zod is not
 * shared either: as a shared module it would ship all of its locales, ~330 KB minified.)
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
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
  '@emr/domain': '@emr/domain',
};

function sharedConfig(pkg, versions) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [key, owner] of Object.entries(SINGLETONS)) {
    const version = deps[owner] ?? versions[owner];
    if (!version) continue;
    shared[key] = { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}` };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
