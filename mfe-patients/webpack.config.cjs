const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_patients', exposes: { './spa': './src/spa.tsx' }, port: 3001 });
