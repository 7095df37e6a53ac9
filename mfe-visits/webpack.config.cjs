const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_visits', exposes: { './spa': './src/spa.tsx' }, port: 3002 });
