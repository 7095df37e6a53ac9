import '@testing-library/jest-dom';

// The apps load French and Arabic strings on demand (shared-ui i18n.ts, tested there). Component
// tests switch language directly, so the strings the test file registered are loaded first.
beforeAll(async () => {
  const { loadLanguage } = await import('@emr/shared-ui/core');
  await Promise.all([loadLanguage('fr'), loadLanguage('ar')]);
});
