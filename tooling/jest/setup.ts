import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { shiftClock, testClockOffset } from '../clock/testClock.mjs';

// Role queries compute styles over Fluent's many CSS rules: one query on a full page takes a
// few hundred milliseconds in jsdom, so the default one-second wait is too tight on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom has no ResizeObserver; Fluent's MessageBar and the charts measure themselves with one
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

// The apps load French and Arabic strings on demand (shared-ui i18n.ts, tested there). Component
// tests switch language directly, so the strings the test file registered are loaded first.
beforeAll(async () => {
  const { loadLanguage } = await import('@emr/shared-ui/core');
  await Promise.all([loadLanguage('fr'), loadLanguage('ar')]);
});

// EMR_TEST_CLOCK (tooling/clock/testClock.mjs): the test's "now" is the run's clock, in this realm too
shiftClock(globalThis, testClockOffset());
