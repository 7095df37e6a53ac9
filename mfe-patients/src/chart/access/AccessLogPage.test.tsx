import { sessionStore } from '@emr/shared-ui';
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { failingIndex } from '../../testing/fixtures.tsx';
import { PATIENT, PATIENT_ID, type Fields, renderPatients, resetRemote } from '../../testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});

const path = `/apps/patient/${PATIENT_ID}/AccessLog`;
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();
const entry = (kind: 'AccessLog' | 'Audit', id: string, fields: Record<string, unknown>): Fields => ({ EntityType: kind, id, PatientID: PATIENT_ID, ...fields }) as Fields;

const VIEWS = [
  entry('AccessLog', 'v-1', { Log: 'view', Name: 'Allergy', ChangedBy: 'u-ana', ChangedByUser: 'Ana Álvarez', Timestamp: at(2) }),
  entry('AccessLog', 'v-2', { Log: 'view', Name: 'Patient', ChangedBy: 'u-bill', ChangedByUser: 'Bilal Haddad', Timestamp: at(3) }),
  entry('AccessLog', 'v-3', { Log: 'view', Name: 'Lab', ChangedBy: 'u-ana', ChangedByUser: 'Ana Álvarez', Timestamp: at(4) }),
];
const CHANGES = [entry('Audit', 'c-1', { Log: 'update', Name: 'Medication', CustomID: 'med-1', ChangedBy: 'u-ana', ChangedByUser: 'Ana Álvarez', Timestamp: at(5) })];

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

test('an admin opens the access log from the chart nav: views newest first, with staff names, times and the record kind in words', async () => {
  const { user } = renderPatients({ path: `/apps/patient/${PATIENT_ID}`, role: 'admin', seed: [PATIENT, ...VIEWS, ...CHANGES] });
  await user.click(await screen.findByRole('link', { name: 'Access log' }));
  await screen.findByRole('table', { name: 'Views' });
  expect(rows('Views').map((cells) => cells.slice(1))).toEqual([
    ['Ana Álvarez (Clinician)', 'Viewed', 'Lab result'],
    ['Bilal Haddad (Billing)', 'Viewed', 'Demographics'],
    ['Ana Álvarez (Clinician)', 'Viewed', 'Allergy'],
  ]);
  expect(rows('Views')[0]![0]).toMatch(/2026/);

  await user.click(screen.getByRole('tab', { name: 'Changes' }));
  await screen.findByRole('table', { name: 'Changes' });
  expect(rows('Changes').map((cells) => cells.slice(1))).toEqual([['Ana Álvarez (Clinician)', 'Changed', 'Medication']]);
});

test('filters by staff member and by day; a range that matches nothing says so', async () => {
  const { user, fake } = renderPatients({ path, role: 'admin', seed: [PATIENT, ...VIEWS] });
  await screen.findByRole('table', { name: 'Views' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'Bilal Haddad');
  await screen.findByText('Demographics');
  expect(rows('Views')).toHaveLength(1);
  expect(fake.calls.some((call) => call.op === 'listByGSI3')).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await screen.findByText('Lab result');
  await user.type(screen.getByLabelText('To'), '2026-03-01');
  expect(await screen.findByText('No views match these filters')).toBeInTheDocument();
  await user.type(screen.getByLabelText('From'), '2026-03-05');
  expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
});

test('pages through the server a page at a time', async () => {
  const many = Array.from({ length: 30 }, (_, i) => entry('AccessLog', `m-${i}`, { Log: 'view', Name: 'Vitals', ChangedBy: 'u-ana', ChangedByUser: 'Ana Álvarez', Timestamp: at(1, i % 24) }));
  const { user } = renderPatients({ path, role: 'admin', seed: [PATIENT, ...many] });
  await screen.findByRole('table', { name: 'Views' });
  expect(rows('Views')).toHaveLength(25);
  // the table's one pager (shared-ui TablePager)
  expect(screen.getByRole('navigation', { name: 'Access log pages' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByText('1–25 of many')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled());
  expect(await screen.findAllByRole('row')).toHaveLength(6);
  expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('an empty log, and a log that cannot be loaded, say so', async () => {
  let fail = true;
  const { user } = renderPatients({
    path,
    role: 'admin',
    seed: [PATIENT],
    wrapClient: (client) => failingIndex(client, 2, 'InternalFailure', () => fail),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The server could not finish this');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No views match these filters')).toBeInTheDocument();
});

test('other roles see no access log in the nav, and cannot open it', async () => {
  const { fake } = renderPatients({ path, role: 'user', seed: [PATIENT, ...VIEWS] });
  expect(await screen.findByRole('heading', { name: 'You are not authorized to see this page' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Access log' })).not.toBeInTheDocument();
  expect(fake.calls.some((call) => JSON.stringify(call.args).includes('#AccessLog#'))).toBe(false);
});

test('no serious axe violations, in English and right to left in Arabic', async () => {
  renderPatients({ path, role: 'admin', seed: [PATIENT, ...VIEWS] });
  await screen.findByRole('table', { name: 'Views' });
  expect(await seriousAxeViolations()).toEqual([]);
  cleanup();
  resetRemote();
  sessionStore.getState().setLanguage('ar');
  renderPatients({ path, role: 'admin', seed: [PATIENT, ...VIEWS] });
  await screen.findByRole('table', { name: 'المشاهدات' });
  expect(screen.getByRole('heading', { name: 'سجل الوصول' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});
