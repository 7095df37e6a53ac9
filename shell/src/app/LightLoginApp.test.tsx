jest.mock('aws-amplify/auth', () => jest.requireActual('../auth/testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { sessionStore } from '@emr/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD, STAFF, setupWorld } from '../auth/testing/harness.tsx';
import { LightLoginApp } from './LightLoginApp.tsx';

// rendered without any router: the light root must not need one
function renderLightRoot() {
  const openFullApp = jest.fn();
  const preloadFullApp = jest.fn();
  render(<LightLoginApp openFullApp={openFullApp} preloadFullApp={preloadFullApp} />);
  return { openFullApp, preloadFullApp };
}

beforeEach(() => {
  setupWorld();
  globalThis.history.replaceState(null, '', '/login');
});

test('signing in from the light login root stores the session, then hands over to the full shell', async () => {
  const user = userEvent.setup();
  const { openFullApp, preloadFullApp } = renderLightRoot();
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), STAFF.admin.email);
  await user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(preloadFullApp).toHaveBeenCalled();
  await waitFor(() => expect(openFullApp).toHaveBeenCalled());
  expect(sessionStore.getState().userData).toMatchObject({ id: STAFF.admin.sub, Role: 'admin' });
});

test('a wrong password keeps the person on the light root with the message', async () => {
  const user = userEvent.setup();
  const { openFullApp } = renderLightRoot();
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), STAFF.user.email);
  await user.type(screen.getByLabelText(/^Password/), 'Wrong-Pass9');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  expect(openFullApp).not.toHaveBeenCalled();
});

test('"forgot password" moves to /forgot-password and hands over to the full shell', async () => {
  const user = userEvent.setup();
  const { openFullApp } = renderLightRoot();
  const link = screen.getByRole('link', { name: 'Forgot your password?' });
  expect(link).toHaveAttribute('href', '/forgot-password');
  await user.click(link);
  expect(globalThis.location.pathname).toBe('/forgot-password');
  expect(openFullApp).toHaveBeenCalledTimes(1);
});
