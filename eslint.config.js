import js from '@eslint/js';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// Module Federation shares a part of react-router-dom (tooling/webpack/shared/react-router-dom.mjs):
// any other name would be undefined at run time in the built apps
const ROUTER_EXPORTS = createRequire(import.meta.url)('./tooling/webpack/shared/routerExports.cjs');

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', '**/*.data.ts', '.amplify/**', 'amplify/cdk.out/**', '.e2e-data/**', '.bench-data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' },
      ],
    },
  },
  {
    files: ['shell/src/**', 'shared-ui/src/**', 'mfe-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import from react-router-dom (the shared part of the router).' },
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_EXPORTS,
              message: 'Only the names in tooling/webpack/shared/routerExports.cjs are shared; add one there and in react-router-dom.mjs.',
            },
          ],
          // the boundary: a frontend package reaches another only through its package name
          // (@emr/domain, @emr/shared-ui), never the server's source or another app's files
          patterns: [
            {
              // the model's generated introspection is the wire contract, not server code
              regex: '(^|/)(backend/|amplify/(?!generated/))',
              message: 'A frontend never imports server code: shared rules live in @emr/domain.',
            },
            {
              regex: '^(\\.\\./)+(shell|shared-ui|domain|e2e|mfe-[a-z-]+)/',
              message: 'Reach another package through its name (@emr/domain, @emr/shared-ui); an app never imports another app.',
            },
          ],
        },
      ],
    },
  },
  // in-app links are RouterLink (@emr/shared-ui): the theme's link colour, never the browser's #0000EE
  {
    files: ['shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' },
        {
          selector: "ImportDeclaration[source.value='react-router-dom'] ImportSpecifier[imported.name='Link']",
          message: 'Use RouterLink from @emr/shared-ui: it draws the theme’s link colour (light and dark).',
        },
      ],
    },
  },
  // tools that require a default export (the shell's Module Federation runtime plugin, and the module a remote's MF runtime is aliased to)
  { files: ['eslint.config.js', '**/playwright.config.ts', '**/playwright.*.config.ts', 'tooling/webpack/shared/provideRuntimeCore.mjs', 'tooling/webpack/shared/containerFederation.mjs'], rules: { 'no-restricted-syntax': 'off' } },
  // build and test configuration in CommonJS (webpack, jest)
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // tests read JSON answers whose shape they assert
  { files: ['**/*.test.ts', '**/testing/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
