import { ENTITY_TYPES } from '@emr/domain';
import { screen, within } from '@testing-library/react';
import { renderAdmin, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const ROLE_COLUMNS = ['Administrator', 'Practice manager', 'Clinician', 'Billing'];

/** The cells of a record kind's row, by role column name. */
function rowOf(kind: string): Record<string, HTMLElement> {
  const row = screen.getByRole('rowheader', { name: kind }).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(ROLE_COLUMNS.map((role, i) => [role, cells[i]!]));
}

test('shows the role matrix as a captioned table with a column per role', () => {
  renderAdmin({ path: '/access-control' });
  expect(screen.getByRole('heading', { level: 1, name: 'Access control' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Permissions of each role by kind of record' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kind of record', ...ROLE_COLUMNS]);
  // every record kind plus the own profile, the module settings and the staff directory
  expect(within(table).getAllByRole('rowheader')).toHaveLength(ENTITY_TYPES.length + 3);
  expect(within(table).getByRole('rowheader', { name: 'Access log' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Staff directory (names and roles)' })).toBeInTheDocument();
});

test('billing: no lab access, full claims, reads only some fields of visits and writes none (said in words)', () => {
  renderAdmin({ path: '/access-control', role: 'admin' });
  const lab = rowOf('Lab');
  expect(lab['Billing']).toHaveAccessibleName('No access');
  expect(lab['Billing']).toHaveTextContent('—');
  expect(lab['Clinician']).toHaveAccessibleName('create, read, update, and delete');
  expect(rowOf('Claim')['Billing']).toHaveAccessibleName('create, read, update, and delete');
  const visit = rowOf('Visit')['Billing']!;
  expect(visit).toHaveAccessibleName('read (only some fields)');
  expect(visit).toHaveTextContent('R*');
});

test('administrator: manages users without deleting them, reads the audit log only', () => {
  renderAdmin({ path: '/access-control', role: 'dark' });
  expect(rowOf('Staff account')['Administrator']).toHaveAccessibleName('create, read, and update');
  expect(rowOf('Audit log')['Administrator']).toHaveAccessibleName('read');
  expect(rowOf('Module settings')['Administrator']).toHaveAccessibleName('create, read, update, and delete');
  expect(rowOf('Lab')['Administrator']).toHaveTextContent('CRUD');
  expect(rowOf('Staff account')['Practice manager']).toHaveAccessibleName('create, read, and update (only some fields)');
  expect(rowOf('Audit log')['Practice manager']).toHaveAccessibleName('No access');
});

test('needs read on users', () => {
  renderAdmin({ path: '/access-control', role: 'user' });
  expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
