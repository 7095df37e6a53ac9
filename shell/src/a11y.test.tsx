jest.mock('aws-amplify/auth', () => jest.requireActual('./auth/testing/fakeAmplifyAuth.ts').fakeAuth.module);

/**
 * The shell's own pages, in English and right to left in Arabic: the page meant (its own heading,
 * in its language), nothing loading, no serious or critical axe violation (colour contrast: the
 * browser scans, e2e/specs/accessibility.spec.ts).
 */
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, translated } from '@emr/shared-ui/testing';
import { setupWorld } from './auth/testing/harness.tsx';
import { renderPage, signedInWorld } from './pages/testing/renderPage.tsx';

afterEach(() => renderIn('en'));

const SIGNED_OUT: [string, string][] = [
  ['/login', 'shell:auth.login.title'],
  ['/forgot-password', 'shell:auth.forgot.title'],
];
const SIGNED_IN: [string, string][] = [
  ['/pages/account-settings/account', 'shell:pages.account.title'],
  ['/pages/account-settings/security', 'shell:pages.account.title'],
  ['/pages/account-settings/notifications', 'shell:pages.account.title'],
  ['/pages/user-profile/profile', 'shell:pages.profile.title'],
  ['/pages/faq', 'shell:pages.faq.title'],
  ['/pages/icons', 'shell:pages.icons.title'],
  ['/pages/typography', 'shell:pages.typography.title'],
  ['/pages/pricing', 'shell:pages.pricing.title'],
  ['/second-page', 'shell:pages.second.title'],
  ['/not-authorized', 'shell:pages.notAuthorized.title'],
  ['/no/such/page', 'shell:pages.error.notFound.title'],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(SIGNED_OUT)('%s, signed out', async (path, key) => {
    setupWorld();
    renderIn(language);
    await renderPage(path);
    expect(await pageAxeViolations(translated(language, key), language)).toEqual([]);
  });

  test.each(SIGNED_IN)('%s', async (path, key) => {
    signedInWorld('admin');
    renderIn(language);
    await renderPage(path);
    expect(await pageAxeViolations(translated(language, key), language)).toEqual([]);
  });
});
