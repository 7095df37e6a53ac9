import { screen } from '@testing-library/react';
import { renderAdmin, resetRemote } from './testing/fixtures.tsx';

afterEach(resetRemote);

test('an unknown page under its prefixes shows a small not-found panel', async () => {
  const { user } = renderAdmin({ path: '/apps/user/unknown' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to the users' }));
  expect(window.location.pathname).toBe('/apps/user/list');
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
});

test('outside its prefixes (while the shell unmounts it) it renders nothing', () => {
  const { container } = renderAdmin({ path: '/apps/patients/list' });
  expect(container.querySelector('h1')).toBeNull();
});

test('routes follow the role: a practice manager may add users but not open the roles editor', async () => {
  const first = renderAdmin({ path: '/apps/user/add', role: 'dark' });
  expect(screen.getByRole('heading', { level: 1, name: 'Add user' })).toBeInTheDocument();
  first.unmount();
  resetRemote();
  renderAdmin({ path: '/apps/roles', role: 'dark' });
  expect(await screen.findByRole('switch', { name: 'Billing' })).toBeDisabled();
});
