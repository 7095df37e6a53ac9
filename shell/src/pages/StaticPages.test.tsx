jest.mock('aws-amplify/auth', () => jest.requireActual('../auth/testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { sessionStore } from '@emr/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signedInWorld } from './testing/renderPage.tsx';

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;

beforeEach(() => signedInWorld('user'));
afterEach(() => sessionStore.getState().setLanguage('en'));

test.each([
  ['/pages/misc/not-found/anything/below', 'Error 404', 'Page not found'],
  ['/no/such/page', 'Error 404', 'Page not found'],
  ['/pages/misc/error/401', 'Error 401', 'Not authorized'],
  ['/pages/misc/error/500', 'Error 500', 'Server error'],
])('%s explains itself and leads home', async (path, code, title) => {
  const user = userEvent.setup();
  await renderPage(path);
  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(within(main).getByText(code)).toBeInTheDocument();
  await user.click(within(main).getByRole('link', { name: 'Go to my start page' }));
  expect(where()).toBe('/apps/visits/list'); // the start page of the user role
});

test('the not-authorized page says why and leads home', async () => {
  const user = userEvent.setup();
  await renderPage('/not-authorized');
  expect(screen.getByRole('heading', { level: 1, name: 'You are not authorized to open this page' })).toBeInTheDocument();
  expect(screen.getByText(/Your role does not give access to this page/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to my start page' }));
  expect(where()).toBe('/apps/visits/list'); // the start page of the user role
});

test('the FAQ answers questions about roles, safety and the clinic server', async () => {
  const user = userEvent.setup();
  await renderPage('/pages/faq');
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  for (const section of ['The product', 'Roles', 'Modules', 'Data safety', 'Audit', 'Languages', 'The clinic server']) {
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  }
  const question = screen.getByRole('button', { name: 'What happens if two people edit the same record?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/your save is refused instead of overwriting their work/)).toBeVisible();
});

test('the icons page names each icon and what it stands for', async () => {
  await renderPage('/pages/icons');
  expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
  const navigation = screen.getByRole('table', { name: 'Navigation icons' });
  const syringe = within(navigation).getByText('SyringeRegular').closest('tr')!;
  expect(syringe).toHaveTextContent('syringe');
  expect(syringe).toHaveTextContent('Injection programs');
  expect(within(screen.getByRole('table', { name: 'Action icons' })).getByText('SignOutRegular').closest('tr')).toHaveTextContent('Sign out');
});

test('the typography page lists the ramp with sizes from the theme, and the font tokens', async () => {
  await renderPage('/pages/typography');
  expect(screen.getByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument();
  const ramp = screen.getByRole('table', { name: 'Type ramp' });
  expect(within(ramp).getByText('typographyStyles.body1').closest('tr')).toHaveTextContent('14px / 20px · 400');
  expect(within(ramp).getByText('typographyStyles.title1').closest('tr')).toHaveTextContent('32px / 40px · 600');
  const fontTokens = screen.getByRole('table', { name: 'Font tokens' });
  expect(within(fontTokens).getByText('tokens.fontSizeBase300').closest('tr')).toHaveTextContent('14px');
});

test('the pricing page presents the three editions and compares them', async () => {
  await renderPage('/pages/pricing');
  expect(screen.getByRole('heading', { level: 1, name: 'Editions and pricing' })).toBeInTheDocument();
  for (const edition of ['Clinic server', 'Cloud', 'Practice group']) expect(screen.getByRole('heading', { level: 2, name: edition })).toBeInTheDocument();
  const offline = within(screen.getByRole('table', { name: 'Compare the editions' })).getByText('Runs without internet').closest('tr')!;
  expect(within(offline).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Included', 'Not included', 'Not included']);
});

test('the getting-started page walks through the first steps', async () => {
  await renderPage('/second-page');
  expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1: Sign in' })).toBeInTheDocument();
  expect(screen.getByText('Clinician: today’s visits')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/pages/faq');
});

test.each(['/pages/faq', '/pages/icons', '/pages/typography', '/pages/pricing', '/second-page', '/pages/account-settings/account', '/pages/user-profile/profile', '/not-authorized', '/nowhere'])(
  '%s is complete in Arabic, right to left',
  async (path) => {
    sessionStore.getState().setLanguage('ar');
    const { container } = await renderPage(path);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u0600-\u06FF]/);
    expect(container.textContent).not.toMatch(/\b(pages|auth)\.[a-zA-Z]/);
  },
);
