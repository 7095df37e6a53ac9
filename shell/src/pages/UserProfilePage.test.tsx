jest.mock('aws-amplify/auth', () => jest.requireActual('../auth/testing/fakeAmplifyAuth.ts').fakeAuth.module);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME, renderPage, signedInWorld } from './testing/renderPage.tsx';

const where = () => screen.getByRole('status', { name: 'Current location' }).textContent;

function seedAudit(data: ReturnType<typeof signedInWorld>['data'], by: string, at: string, log: string, kind: string, fields: string[]) {
  data.seed({
    EntityType: 'Audit',
    Log: log,
    Name: kind,
    CustomID: `rec-${at}`,
    ChangedBy: by,
    ChangedByUser: by,
    Timestamp: at,
    Changes: JSON.stringify(fields.map((field) => ({ field, from: null, to: 'x' }))),
  });
}

test('the bare path opens the profile: own record, role, clinic, status', async () => {
  signedInWorld('dark');
  await renderPage('/pages/user-profile');
  expect(where()).toBe('/pages/user-profile/profile');
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  expect(await screen.findByText('(555) 010-2233')).toBeInTheDocument();
  const facts = screen.getByRole('tabpanel', { name: 'Profile' });
  expect(within(facts).getByText(ME.email)).toBeInTheDocument();
  expect(within(facts).getAllByText('Practice manager').length).toBeGreaterThan(0);
  expect(within(facts).getByText('Active')).toBeInTheDocument();
  expect(await within(facts).findByText('North Family Practice')).toBeInTheDocument();
  expect(within(facts).getByRole('link', { name: 'Change my name in account settings' })).toHaveAttribute('href', '/pages/account-settings/account');
});

test('an administrator sees their own recent audit entries, newest first, and nobody else’s', async () => {
  const { data } = signedInWorld('admin');
  seedAudit(data, ME.sub, '2026-03-01T10:00:00.000Z', 'create', 'Patient', ['FirstName', 'LastName']);
  seedAudit(data, ME.sub, '2026-03-03T10:00:00.000Z', 'update', 'User', ['Role']);
  seedAudit(data, 'sub-other', '2026-03-02T10:00:00.000Z', 'delete', 'Task', ['Task']);
  const user = userEvent.setup();
  await renderPage('/pages/user-profile/profile');
  await user.click(screen.getByRole('tab', { name: 'Activity' }));
  expect(where()).toBe('/pages/user-profile/activity');
  const table = await screen.findByRole('grid', { name: 'My recent activity' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('gridcell').slice(1).map((cell) => cell.textContent))).toEqual([
    ['Updated', 'User', 'Role'],
    ['Created', 'Patient', 'FirstName, LastName'],
  ]);
  expect(data.calls.some((c) => c.op === 'listByGSI4')).toBe(true);
});

test('a role without the audit log is told so and nothing is queried', async () => {
  const { data } = signedInWorld('user');
  await renderPage('/pages/user-profile/activity');
  expect(screen.getByText('Your role does not include the audit log, so your activity is not listed here.')).toBeInTheDocument();
  expect(data.calls.some((c) => c.op.startsWith('listByGSI'))).toBe(false);
});

test('an unknown tab goes to profile', async () => {
  signedInWorld('user');
  await renderPage('/pages/user-profile/settings');
  expect(where()).toBe('/pages/user-profile/profile');
});
