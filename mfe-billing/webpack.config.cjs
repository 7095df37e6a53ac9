const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_billing', exposes: { './spa': './src/spa.tsx' }, port: 3004 });
