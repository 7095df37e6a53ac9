const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({ dir: __dirname, name: 'emr_shell', isHost: true, port: 3000 });
