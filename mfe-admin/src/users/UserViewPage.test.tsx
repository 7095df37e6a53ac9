import { screen, waitFor, within } from '@testing-library/react';
import { choose, dialogButton, findDialog, gridRows, mutationCalls, renderAdmin, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const profile = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Profile' });
  return heading.closest('.fui-Card') as HTMLElement;
};

test('shows the profile of the account', async () => {
  renderAdmin({ path: '/apps/user/view/u-olga' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' })).toBeInTheDocument();
  const card = await profile();
  expect(within(card).getByText('olga@north.test')).toBeInTheDocument();
  expect(within(card).getByText('Clinician')).toBeInTheDocument();
  expect(within(card).getByText('Inactive')).toBeInTheDocument();
  expect(within(card).getByText('Never')).toBeInTheDocument();
});

test('an administrator changes the role', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-ana' });
  await screen.findByRole('heading', { level: 1, name: 'Ana Álvarez' });
  expect(screen.getByRole('button', { name: 'Change the role' })).toBeDisabled();
  await choose(user, /^New role/, 'Billing');
  await user.click(screen.getByRole('button', { name: 'Change the role' }));

  expect(await screen.findByText('Role changed to Billing')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminSetUserRole')).toEqual([{ userId: 'u-ana', role: 'billing' }]);
  expect(await within(await profile()).findByText('Billing')).toBeInTheDocument();
});

test('deactivation asks first, then ends the account’s access', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-ana' });
  await screen.findByRole('heading', { level: 1, name: 'Ana Álvarez' });

  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = await findDialog('Deactivate Ana Álvarez?');
  await user.click(dialogButton(dialog, 'Cancel'));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(mutationCalls(fake, 'adminSetUserStatus')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const again = await findDialog('Deactivate Ana Álvarez?');
  expect(again).toHaveTextContent('within 30 seconds');
  await user.click(dialogButton(again, 'Deactivate'));

  expect(await screen.findByText('Ana Álvarez is deactivated')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminSetUserStatus')).toEqual([{ userId: 'u-ana', status: 'Inactive' }]);
  expect(await within(await profile()).findByText('Inactive')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
});

test('an inactive account is activated again', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-olga' });
  await user.click(await screen.findByRole('button', { name: 'Activate' }));
  await user.click(dialogButton(await findDialog('Activate Olga Petrova?'), 'Activate'));
  expect(await screen.findByText('Olga Petrova is active again')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminSetUserStatus')).toEqual([{ userId: 'u-olga', status: 'Active' }]);
});

test('nobody changes the role or the status of their own account', async () => {
  renderAdmin({ path: '/apps/user/view/u-admin' });
  await screen.findByRole('heading', { level: 1, name: 'Nora Whitaker' });
  expect(screen.getByText('This is your own account: you cannot change its role or its status.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: /New role/ })).not.toBeInTheDocument();
});

test('an administrator sends a password reset after confirming', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-bill' });
  await user.click(await screen.findByRole('button', { name: 'Send a password reset' }));
  const dialog = await findDialog('Send a password reset to Bilal Haddad?');
  await user.click(dialogButton(dialog, 'Send a password reset'));
  expect(await screen.findByText('Password reset sent to bilal@north.test')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminResetUserPassword')).toEqual([{ userId: 'u-bill' }]);
});

test('a refusal by the server is shown as a translated toast', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-olga' });
  await user.click(await screen.findByRole('button', { name: 'Activate' }));
  // the account disappears before the administrator confirms
  fake.rows.delete('u-olga');
  await user.click(dialogButton(await findDialog('Activate Olga Petrova?'), 'Activate'));
  expect(await screen.findByText('This record no longer exists.')).toBeInTheDocument();
  expect(mutationCalls(fake, 'adminSetUserStatus')).toHaveLength(1);
});

test('shows the changes to this account and those made by this person', async () => {
  renderAdmin({ path: '/apps/user/view/u-ana' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Changes to this account' })).toBeInTheDocument();
  const to = await screen.findByRole('grid', { name: 'Audit of the changes to this account' });
  const [change] = gridRows('Audit of the changes to this account');
  expect(within(change!).getByText('Updated')).toBeInTheDocument();
  expect(within(change!).getByText('Nora Whitaker')).toBeInTheDocument();
  // a labelled field, before (struck) → after, in words: role names, not codes
  const role = within(change!).getByText('Role:').closest('li')!;
  expect(within(role).getByText('Billing').closest('del')).not.toBeNull();
  expect(within(role).getByText('Clinician').closest('ins')).not.toBeNull();
  expect(to).toBeInTheDocument();
});

test('what a person changed reads as words: the patient by name, staff by name, local dates, history entries added', async () => {
  renderAdmin({ path: '/apps/user/view/u-ana' });
  const by = await screen.findByRole('grid', { name: 'Audit of the changes made by this person' });
  const rows = gridRows('Audit of the changes made by this person');
  const [task, patient] = rows;
  // the task: people by name, a date without its time, Yes / No
  expect(within(task!).getByText('Nora Whitaker').closest('del')).not.toBeNull();
  expect(within(task!).getByText('Bilal Haddad').closest('ins')).not.toBeNull();
  expect(within(task!).getByText('Apr 1, 2025')).toBeInTheDocument();
  expect(within(task!).getByText('Yes')).toBeInTheDocument();
  // the patient by name and PatientID, never its row id
  expect(await within(patient!).findByText('Lopez, Maria (NS-000001)')).toBeInTheDocument();
  expect(within(by).queryByText(/p-1|u-ana|task-1/)).not.toBeInTheDocument();
  expect(within(patient!).getByText('Austin').closest('del')).not.toBeNull();
  // the status history: only the entry added, labelled, by name, at a local time (no JSON, no ISO)
  const history = within(patient!).getByText('Status history:').closest('li')!;
  expect(history).toHaveTextContent(/Status history: added From: Active, To: Inactive, By: Ana Álvarez, When: Mar 3, 2025, \d{1,2}:\d{2}/);
  expect(history).not.toHaveTextContent(/[{}"]|2025-03-03T/);
});

test('an account without changes says so', async () => {
  renderAdmin({ path: '/apps/user/view/u-dark' });
  await screen.findByRole('heading', { level: 1, name: 'Dana Brooks' });
  expect(await screen.findAllByText('No change recorded.')).toHaveLength(2);
});

test('a practice manager sees the profile and edits the name only', async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-ana', role: 'dark' });
  await screen.findByRole('heading', { level: 1, name: 'Ana Álvarez' });
  expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Changes to this account' })).not.toBeInTheDocument();
  expect(fake.calls.some((call) => call.op === 'listByGSI4' || call.op === 'listByGSI5')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Edit the name' }));
  const name = screen.getByRole('textbox', { name: /^Full name/ });
  await user.clear(name);
  await user.type(name, 'Ana María Álvarez');
  await user.click(screen.getByRole('button', { name: 'Save the name' }));
  expect(await screen.findByText('Name saved')).toBeInTheDocument();
  expect(fake.calls.filter((call) => call.op === 'update').map((call) => call.args)).toEqual([{ id: 'u-ana', Version: 1, FullName: 'Ana María Álvarez' }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana María Álvarez' })).toBeInTheDocument();
});

test('an unknown id says no such staff member', async () => {
  renderAdmin({ path: '/apps/user/view/nobody' });
  expect(await screen.findByText('No staff member with this id in your clinic.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the list' })).toBeInTheDocument();
});

const credentials = async () => (await screen.findByRole('heading', { level: 2, name: 'Credentials' })).closest('.fui-Card') as HTMLElement;

test("an administrator records a clinician's credential, NPI and taxonomy code, checked by the User record's rules", async () => {
  const { user, fake } = renderAdmin({ path: '/apps/user/view/u-ana' });
  const card = await credentials();
  expect(within(card).getByText(/Not a physician or qualified practitioner/)).toBeInTheDocument();
  await choose(user, /^Credential/, 'NP (nurse practitioner)');
  await user.type(within(card).getByRole('textbox', { name: 'NPI' }), '1234567890');
  await user.type(within(card).getByRole('textbox', { name: 'Taxonomy code' }), '363LF0000');
  await user.click(within(card).getByRole('button', { name: 'Save credentials' }));
  expect(await within(card).findByText('NPI is not valid: its last digit does not match the others. Check for a mistyped digit.')).toBeInTheDocument();
  expect(within(card).getByText('Taxonomy code must look like 207Q00000X.')).toBeInTheDocument();
  expect(fake.calls.filter((call) => call.op === 'update')).toEqual([]);

  await user.clear(within(card).getByRole('textbox', { name: 'NPI' }));
  await user.type(within(card).getByRole('textbox', { name: 'NPI' }), '1234567893');
  await user.type(within(card).getByRole('textbox', { name: 'Taxonomy code' }), 'x');
  await user.click(within(card).getByRole('button', { name: 'Save credentials' }));
  expect(await screen.findByText('Credentials saved')).toBeInTheDocument();
  expect(fake.calls.filter((call) => call.op === 'update').map((call) => call.args)).toEqual([
    expect.objectContaining({ id: 'u-ana', Credential: 'NP', NPI: '1234567893', TaxonomyCode: '363LF0000X' }),
  ]);
  expect(await within(card).findByText(/A physician or qualified practitioner/)).toBeInTheDocument();
});

test('the practice manager sees the credentials but cannot change them', async () => {
  renderAdmin({ path: '/apps/user/view/u-ana', role: 'dark' });
  const card = await credentials();
  expect(within(card).getByText('None (non-clinical staff)')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Save credentials' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
});
