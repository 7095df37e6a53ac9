const { createConfig } = require('../tooling/webpack/createConfig.cjs');

// './chartRecordForm' fills the catalog's `chart-record-form` extension slot (the visit page's "add in place")
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_patients',
  exposes: { './spa': './src/spa.tsx', './chartRecordForm': './src/extensions/chartRecordForm.tsx' },
  port: 3001,
});
