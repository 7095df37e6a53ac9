const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_programs', exposes: { './spa': './src/spa.tsx' }, port: 3009 });
