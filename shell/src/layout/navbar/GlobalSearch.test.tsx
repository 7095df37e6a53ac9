import '../testSetup.ts';
import { setDataClient, sessionStore } from '@emr/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, setUp } from '../testHelpers.tsx';

// each test renders the whole shell; under a parallel run of every suite one can take several seconds
jest.setTimeout(20_000);

function seedPatients(fake: ReturnType<typeof setUp>) {
  // a date of birth as the server stores it (AWSDateTime, UTC midnight): still the 12th, never the evening of the 11th west of UTC
  fake.seed({ EntityType: 'Patient', FirstName: 'Jane', LastName: 'Smith', PatientID: 'P-1001', DOB: '1980-04-12T00:00:00.000Z', CellPhone: '(555) 010-0199' });
  fake.seed({ EntityType: 'Patient', FirstName: 'Smitty', LastName: 'Adams', PatientID: 'P-2002', DOB: '1975-01-30' });
  fake.seed({ EntityType: 'Patient', FirstName: 'Omar', LastName: 'Haddad', PatientID: 'Q-3003', DOB: '1990-09-09' });
}

const options = () => within(screen.getByRole('listbox', { name: 'Patients found' })).getAllByRole('option');

test('Ctrl+K opens the search; a last-name prefix lists the patient; Enter opens the chart', async () => {
  const fake = setUp();
  seedPatients(fake);
  const user = userEvent.setup();
  renderShell();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.keyboard('{Control>}k{/Control}');
  const dialog = within(await screen.findByRole('dialog', { name: 'Search patients' }));
  const input = dialog.getByRole('combobox', { name: 'Patient' });
  expect(input).toHaveFocus();
  // the examples are the clinic's own PatientIDs (its newest), so they find one patient
  expect(await dialog.findByText(/PatientID \(e\.g\. Q-3003\)/)).toBeInTheDocument();
  expect(input).toHaveAttribute('placeholder', 'e.g. Smith, Q-3003, 1968-04-12, 0142');

  await user.type(input, 'smi');
  expect(await dialog.findByRole('option', { name: /Smith, Jane/ })).toBeInTheDocument();
  // "smi" is also the start of a first name: both indexes answer, each patient once
  expect(options().map((o) => o.textContent)).toEqual([
    expect.stringMatching(/^Smith, Jane.*Born Apr 12, 1980.*PatientID P-1001$/),
    expect.stringMatching(/^Adams, Smitty.*PatientID P-2002$/),
  ]);
  expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);

  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/patient/P-1001' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the search button opens it too; arrows move through results and a click opens one', async () => {
  const fake = setUp();
  seedPatients(fake);
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: /^Search patients/ }));
  const input = await screen.findByRole('combobox', { name: 'Patient' });
  await user.type(input, 'smi');
  await screen.findByRole('option', { name: /Adams, Smitty/ });
  await user.keyboard('{ArrowDown}');
  expect(options()[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(options()[0]).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('option', { name: /Adams, Smitty/ }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/patient/P-2002' })).toBeInTheDocument();
});

test.each([
  ['a PatientID prefix', 'q-30', /Haddad, Omar/],
  ['a date of birth', '1990-09-09', /Haddad, Omar/],
  ['a US date of birth', '04/12/1980', /Smith, Jane/],
  ['a phone number', '555 010 01', /Smith, Jane/],
  ['the last four digits of a phone number', '0199', /Smith, Jane/],
  ['a first name and last name', 'jane smi', /Smith, Jane/],
])('finds a patient by %s', async (_, text, name) => {
  const fake = setUp();
  seedPatients(fake);
  const user = userEvent.setup();
  renderShell();
  await user.keyboard('{Meta>}k{/Meta}');
  await user.type(await screen.findByRole('combobox', { name: 'Patient' }), text);
  expect(await screen.findByRole('option', { name })).toBeInTheDocument();
  expect(options()).toHaveLength(1);
});

test('Escape closes the search and gives the focus back to the search button', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  const button = screen.getByRole('button', { name: /^Search patients/ });
  await user.click(button);
  expect(await screen.findByRole('combobox', { name: 'Patient' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveFocus();
});

test('says so when no patient matches, and shows the searching state first', async () => {
  const fake = setUp();
  seedPatients(fake);
  const user = userEvent.setup();
  renderShell();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Patient' }), 'zzz');
  expect(screen.getByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
  expect(await screen.findByText('No patient found')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Searching…' })).not.toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('waits 250 ms after the last keystroke and sends one set of queries', async () => {
  const fake = setUp();
  seedPatients(fake);
  const user = userEvent.setup();
  renderShell();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Patient' }), 'smit');
  await screen.findByRole('option', { name: /Smith, Jane/ });
  // typed key by key, faster than the debounce: only "smit" is searched (last name and first name);
  // the hints' example PatientID (GSI6, newest first) is read once besides
  const searches = fake.calls.filter((c) => c.op.startsWith('listByGSI') && c.op !== 'listByGSI6' && JSON.stringify(c.args).includes('#Patient'));
  expect(fake.calls.filter((c) => c.op === 'listByGSI6')).toHaveLength(1);
  expect(searches.map((c) => c.op).sort()).toEqual(['listByGSI1', 'listByGSI7']);
  expect(searches.map((c) => (c.args as { keys: Record<string, unknown> }).keys)).toEqual([
    { GSI1PK: 'north#Patient', GSI1SK: { beginsWith: 'smit' } },
    { GSI7PK: 'north#Patient#FIRST', GSI7SK: { beginsWith: 'smit' } },
  ]);
});

test('shows the error with a way to try again', async () => {
  setUp();
  const failing = new Proxy({}, { get: () => async () => ({ data: null, errors: [{ errorType: 'InternalFailure', message: 'boom' }] }) });
  setDataClient({ models: { EMR: failing }, queries: {}, mutations: {} } as never);
  const user = userEvent.setup();
  renderShell();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Patient' }), 'smith');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The search failed.');
  expect(alert).toHaveTextContent('The server could not finish this. Nothing was changed; try again.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('is not offered to a user who may not read patients', () => {
  setUp();
  sessionStore.setState({ userAbilityRules: [] });
  renderShell();
  expect(screen.queryByRole('button', { name: /^Search patients/ })).not.toBeInTheDocument();
});
