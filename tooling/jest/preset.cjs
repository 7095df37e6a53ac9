/**
 * Jest for the React workspaces: jsdom with Node's fetch/TextEncoder (jest-fixed-jsdom),
 * @swc/jest (types are checked by tsc), ESM-only packages transpiled, a time zone west of UTC,
 * and the shared setup (setup.ts: jest-dom matchers, jsdom polyfills, waits long enough for Fluent pages).
 * A workspace's jest.config.cjs: module.exports = require('@emr/tooling/jest')(__dirname);
 */
const path = require('node:path');

// Every test runs west of UTC, where a day-only value read as an instant (new Date('1968-04-12'))
// is the evening before: a date of birth shown a day early fails its test, not a clinic's screen.
// And in another zone than the test clinic's (renderRemote: America/Chicago), so a time or a
// "today" taken from the workstation instead of the clinic fails too (ADR 0056).
process.env.TZ = 'America/Los_Angeles';

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky|@casl|@tanstack|zustand)/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': path.join(__dirname, 'styleStub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
});
