import { screen } from '@testing-library/react';
import { choose, mutationCalls, renderAdmin, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Create and send the invitation' });

test('creates the account, says the invitation was sent and opens the new account', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/add' });
  await user.type(field('Full name'), '  Jean Dupont ');
  await user.type(field('E-mail'), 'Jean.Dupont@North.test');
  await choose(user, /^Role/, 'Billing');
  await user.click(submit());

  expect(await screen.findByText('Invitation sent to jean.dupont@north.test')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminCreateUser')).toEqual([{ email: 'Jean.Dupont@North.test', fullName: 'Jean Dupont', role: 'billing' }]);
  const created = [...fake.rows.values()].find((row) => row['Email'] === 'jean.dupont@north.test');
  expect(window.location.pathname).toBe(`/apps/user/view/${created!.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' })).toBeInTheDocument();
});

test('explains what is missing or wrong before calling the server', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/add' });
  await user.click(submit());
  expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
  expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
  expect(screen.getByText('Choose a value for Role.')).toBeInTheDocument();

  await user.type(field('E-mail'), 'not-an-address');
  await user.click(submit());
  expect(await screen.findByText('E-mail must look like name@clinic.com.')).toBeInTheDocument();
  expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(mutationCalls(fake, 'adminCreateUser')).toEqual([]);
  expect(window.location.pathname).toBe('/apps/user/add');
});

test('shows the server’s refusal of a used e-mail address on the e-mail field', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/add' });
  await user.type(field('Full name'), 'Another Ana');
  await user.type(field('E-mail'), 'ana@north.test');
  await choose(user, /^Role/, 'Clinician');
  await user.click(submit());

  expect(await screen.findByText('This e-mail address cannot be used for a new account. Use another address.')).toBeInTheDocument();
  expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(mutationCalls(fake, 'adminCreateUser')).toHaveLength(1);
  expect(window.location.pathname).toBe('/apps/user/add');
});

test('an administrator may give any role; a practice manager only its own (a role whose rights it holds)', async () => {
  const admin = renderAdmin({ path: '/apps/user/add', role: 'admin' });
  await admin.user.click(screen.getByRole('combobox', { name: /^Role/ }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Administrator', 'Practice manager', 'Clinician', 'Billing']);
  admin.unmount();
  resetRemote();

  const { user } = renderAdmin({ path: '/apps/user/add', role: 'dark' });
  expect(screen.getByText('You give only a role whose rights your own role holds; an administrator gives the others.')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: /^Role/ }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Practice manager']);
});

test('a role that cannot create users gets the not-authorized panel', () => {
  renderAdmin({ path: '/apps/user/add', role: 'user' });
  expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
