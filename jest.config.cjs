/** One Jest run over every React workspace (npm test): each project keeps its own jest.config.cjs. */
module.exports = {
  projects: ['shared-ui', 'shell', 'mfe-admin', 'mfe-patients', 'mfe-visits', 'mfe-billing', 'mfe-programs'].map((dir) => `<rootDir>/${dir}`),
};
