import { screen, within } from '@testing-library/react';
import { CLINIC_ROW, STAFF, choose, failingIndex, gridRows, renderAdmin, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const names = () => gridRows('Staff accounts').map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

test('lists the clinic’s staff by name with role and status in words', async () => {
  renderAdmin({ path: '/apps/user/list' });
  expect(await screen.findByRole('grid', { name: 'Staff accounts' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  expect(names()).toEqual(['Ana Álvarez', 'Bilal Haddad', 'Dana Brooks', 'Nora Whitaker', 'Olga Petrova']);
  const olga = gridRows('Staff accounts')[4]!;
  expect(within(olga).getByText('Clinician')).toBeInTheDocument();
  expect(within(olga).getByText('Inactive')).toBeInTheDocument();
});

test('the search matches names (ignoring accents) and e-mail addresses', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list' });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'alvarez');
  expect(names()).toEqual(['Ana Álvarez']);
  await user.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'bilal@');
  expect(names()).toEqual(['Bilal Haddad']);
  expect(screen.getByText('1 of 5 users shown')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'nobody');
  expect(screen.getByText('No user matches this search and these filters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
  expect(names()).toHaveLength(5);
});

test('filters by role and by status', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list' });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  await choose(user, 'Role', 'Clinician');
  expect(names()).toEqual(['Ana Álvarez', 'Olga Petrova']);
  await choose(user, 'Status', 'Inactive');
  expect(names()).toEqual(['Olga Petrova']);
  await choose(user, 'Role', 'All roles');
  await choose(user, 'Status', 'Active');
  expect(names()).toEqual(['Ana Álvarez', 'Bilal Haddad', 'Dana Brooks', 'Nora Whitaker']);
});

test('sorts by a column, both ways', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list' });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  await user.click(screen.getByRole('columnheader', { name: /Role/ }));
  // Administrator, Billing, Clinician, Clinician, Practice manager
  expect(names()).toEqual(['Nora Whitaker', 'Bilal Haddad', 'Ana Álvarez', 'Olga Petrova', 'Dana Brooks']);
  await user.click(screen.getByRole('columnheader', { name: /Role/ }));
  expect(names()[0]).toBe('Dana Brooks');
});

test('pages through many users with the page sizes', async () => {
  const many = Array.from({ length: 20 }, (_, i) => ({
    EntityType: 'User' as const,
    id: `u-${i}`,
    FullName: `Staff ${String(i).padStart(2, '0')}`,
    Email: `staff${i}@north.test`,
    Role: 'user',
    Status: 'Active',
  }));
  const { user } = renderAdmin({ path: '/apps/user/list', seed: [CLINIC_ROW, ...STAFF, ...many] });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  expect(names()).toHaveLength(10);
  expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  await choose(user, 'Rows per page', '25');
  expect(names()).toHaveLength(25);
  await choose(user, 'Rows per page', '5');
  expect(names()).toHaveLength(5);
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
});

test('exports the filtered rows as a CSV download', async () => {
  const blobs: Blob[] = [];
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:users';
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  });
  try {
    const { user } = renderAdmin({ path: '/apps/user/list' });
    await screen.findByRole('grid', { name: 'Staff accounts' });
    await choose(user, 'Role', 'Clinician');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs).toHaveLength(1);
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe('Name,E-mail,Role,Status,Added');
    expect(lines.map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Ana Álvarez,ana@north.test,Clinician,Active',
      'Olga Petrova,olga@north.test,Clinician,Inactive',
    ]);
  } finally {
    createObjectURL.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  }
});

test('a row opens the account’s page', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list' });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  await user.click(within(gridRows('Staff accounts')[1]!).getByText('bilal@north.test'));
  expect(window.location.pathname).toBe('/apps/user/view/u-bill');
  expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Haddad' })).toBeInTheDocument();
});

test('"Add user" leads to the form', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list', role: 'dark' });
  await screen.findByRole('grid', { name: 'Staff accounts' });
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  expect(window.location.pathname).toBe('/apps/user/add');
  expect(await screen.findByRole('heading', { level: 1, name: 'Add user' })).toBeInTheDocument();
});

test('an empty clinic gets a call to add the first user', async () => {
  const { user } = renderAdmin({ path: '/apps/user/list', seed: [CLINIC_ROW] });
  expect(await screen.findByText('Your clinic has no staff accounts yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  expect(window.location.pathname).toBe('/apps/user/add');
});

test('a failed load shows the translated error and retries', async () => {
  let fail = true;
  const { user } = renderAdmin({ path: '/apps/user/list', wrapClient: (client) => failingIndex(client, 1, 'AccessDeniedException', () => fail) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('grid', { name: 'Staff accounts' })).toBeInTheDocument();
});

test('a role without read on users gets the not-authorized panel', async () => {
  renderAdmin({ path: '/apps/user/list', role: 'billing' });
  expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});
