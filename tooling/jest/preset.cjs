/**
 * Jest for the React workspaces: jsdom with Node's fetch/TextEncoder (jest-fixed-jsdom),
 * @swc/jest (types are checked by tsc), ESM-only packages transpiled.
 * A workspace's jest.config.cjs: module.exports = require('@emr/tooling/jest')(__dirname);
 */
const path = require('node:path');

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
