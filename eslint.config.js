import js from '@eslint/js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// Module Federation shares a part of react-router-dom (tooling/webpack/shared/react-router-dom.mjs):
// any other name would be undefined at run time in the built apps
const ROUTER_EXPORTS = createRequire(import.meta.url)('./tooling/webpack/shared/routerExports.cjs');

// the icons more than one app draws: one copy, the shell's, through @emr/shared-ui/icons (the names
// of its `export { … } from` lines); imported from the package, each app would bundle its own
const SHARED_ICONS = (() => {
  const source = readFileSync(new URL('./shared-ui/src/icons.ts', import.meta.url), 'utf8');
  const names = [...source.matchAll(/^export \{([^}]*)\} from /gm)].flatMap((match) => match[1].split(',').map((name) => name.trim()).filter(Boolean));
  if (names.length === 0) throw new Error('shared-ui/src/icons.ts re-exports no icon (`export { … } from` lines)');
  return names;
})();
const SHARED_ICONS_RULE = {
  name: '@fluentui/react-icons',
  importNames: SHARED_ICONS,
  message: 'More than one app draws this icon: import it from @emr/shared-ui/icons (one copy, the shell’s). Only the code /login loads imports it from the package, so /login does not load the shared module.',
};

/** The frontend's import rules; `icons` false for the code /login loads, which takes no icon from @emr/shared-ui/icons. */
const frontendImports = ({ icons }) => [
  'error',
  {
    paths: [
      { name: 'react-router', message: 'Import from react-router-dom (the shared part of the router).' },
      {
        name: 'react-router-dom',
        allowImportNames: ROUTER_EXPORTS,
        message: 'Only the names in tooling/webpack/shared/routerExports.cjs are shared; add one there and in react-router-dom.mjs.',
      },
      icons
        ? SHARED_ICONS_RULE
        : { name: '@emr/shared-ui/icons', message: '/login would load the whole shared icon module: the code it loads imports its icons from @fluentui/react-icons.' },
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
      // nor from an icon's own file
      ...(icons ? [{ regex: '^@fluentui/react-icons/', importNames: SHARED_ICONS, message: SHARED_ICONS_RULE.message }] : []),
    ],
  },
];

const NAMED_EXPORTS = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' };
// "today" and "the day of" come from the calendar module (domain/src/calendarDays.ts, ADR 0056): the
// UTC day of an instant is a day off every US evening, and a copy of the arithmetic drifts
const UTC_DAY_MESSAGE =
  'That is the UTC day or month, not the clinic’s: use today, localDay, localMonth, addDays, monthEnd or calendarDayOf from @emr/domain (the calendar module), or clinicToday / useClinicToday from @emr/shared-ui (ADR 0056).';
const UTC_DAY = [10, 7].map((end) => ({
  selector: `CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString'][arguments.0.value=0][arguments.1.value=${end}]`,
  message: UTC_DAY_MESSAGE,
}));
// a screen's days and times are the clinic's, never the workstation's local clock
const LOCAL_CLOCK = {
  selector: "CallExpression > MemberExpression.callee[property.name=/^(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|setFullYear|setMonth|setDate|setHours|setMinutes)$/]",
  message: 'That reads the workstation’s clock, not the clinic’s: use the calendar module of @emr/domain (localDay, localTime, zonedInstant …) with useClinicTimeZone, or clinicToday / useClinicToday (ADR 0056).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', '**/*.data.ts', '.amplify/**', 'amplify/cdk.out/**', '.e2e-data/**', '.bench-data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS, ...UTC_DAY],
    },
  },
  // the calendar module itself, the demo seed (its own clinic clock) and tests, which build their dates as they need
  {
    files: ['domain/src/calendarDays.ts', 'backend/src/seed/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', '**/bench/**', '**/scripts/**'],
    rules: { 'no-restricted-syntax': ['error', NAMED_EXPORTS] },
  },
  { files: ['shell/src/**', 'shared-ui/src/**', 'mfe-*/src/**'], rules: { 'no-restricted-imports': frontendImports({ icons: true }) } },
  // the code /login loads (the sign-in form, its layout and messages: e2e/specs/bundles.spec.ts checks
  // that /login leaves the shared icons unloaded) and the shared module itself
  {
    files: ['shell/src/app/LightLoginApp.tsx', 'shell/src/auth/LoginForm.tsx', 'shell/src/auth/AuthLayout.tsx', 'shell/src/auth/FormMessage.tsx', 'shared-ui/src/icons.ts'],
    rules: { 'no-restricted-imports': frontendImports({ icons: false }) },
  },
  // in-app links are RouterLink (@emr/shared-ui): the theme's link colour, never the browser's #0000EE
  {
    files: ['shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NAMED_EXPORTS,
        ...UTC_DAY,
        LOCAL_CLOCK,
        {
          selector: "ImportDeclaration[source.value='react-router-dom'] ImportSpecifier[imported.name='Link']",
          message: 'Use RouterLink from @emr/shared-ui: it draws the theme’s link colour (light and dark).',
        },
      ],
    },
  },
  { files: ['shared-ui/src/**'], ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'], rules: { 'no-restricted-syntax': ['error', NAMED_EXPORTS, ...UTC_DAY, LOCAL_CLOCK] } },
  // tools that require a default export (the shell's Module Federation runtime plugin, and the module a remote's MF runtime is aliased to)
  { files: ['eslint.config.js', '**/playwright.config.ts', '**/playwright.*.config.ts', 'tooling/webpack/shared/provideRuntimeCore.mjs', 'tooling/webpack/shared/containerFederation.mjs'], rules: { 'no-restricted-syntax': 'off' } },
  // build and test configuration in CommonJS (webpack, jest)
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // the browser tests run on the run's clock (EMR_TEST_CLOCK): their `test` installs it in every browser context
  {
    files: ['e2e/specs/**', 'e2e/tls/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: 'Import test and expect from e2e/fixtures/test.ts: the browser then runs on the run’s clock.' }] },
      ],
    },
  },
  // tests read JSON answers whose shape they assert
  { files: ['**/*.test.ts', '**/testing/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
