import { json } from '@emr/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { PATIENT, choose, renderPatients, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const PATH = '/apps/patient/edit/NS-000001';
const save = () => screen.getByRole('button', { name: 'Save changes' });
const updates = (fake: ReturnType<typeof renderPatients>['fake']) => fake.calls.filter((call) => call.op === 'update');

async function openEditor(options: Partial<Parameters<typeof renderPatients>[0]> = {}) {
  const view = renderPatients({ path: PATH, ...options });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit patient: Maria Lopez' })).toBeInTheDocument();
  return view;
}

test('shows the patient with a read-only PatientID', async () => {
  await openEditor();
  const patientId = screen.getByRole('textbox', { name: 'PatientID' });
  expect(patientId).toHaveValue('NS-000001');
  expect(patientId).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Maria');
  expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1968-04-12');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('IL');
  expect(screen.getByLabelText('First visit date')).toHaveValue('2019-02-01');
});

test('saves only the changed fields with the Version read, then opens the chart', async () => {
  const { user, fake } = await openEditor();
  await user.clear(screen.getByRole('textbox', { name: 'City' }));
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Chicago');
  await user.clear(screen.getByRole('textbox', { name: 'Home phone' }));
  await user.type(screen.getByRole('textbox', { name: 'Home phone' }), '2175550100');
  await user.click(save());
  await waitFor(() => expect(window.location.pathname).toBe('/apps/patient/NS-000001'));
  expect(updates(fake).map((call) => call.args)).toEqual([{ id: 'p-1', Version: 1, City: 'Chicago', HomePhone: '(217) 555-0100' }]);
  expect(await screen.findByText('The changes to Maria Lopez are saved.')).toBeInTheDocument();
  expect(fake.rows.get('p-1')).toMatchObject({ City: 'Chicago', Version: 2, DOB: '1968-04-12T00:00:00.000Z' });
});

test('bad input on edit shows the message and sends nothing', async () => {
  const { user, fake } = await openEditor();
  await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }));
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '6270');
  await user.click(save());
  expect(await screen.findByText('ZIP code must look like 12345 / 12345-6789.')).toBeInTheDocument();
  expect(updates(fake)).toHaveLength(0);
});

test('a Version conflict shows the server’s message and keeps what was typed; saving again applies it', async () => {
  const { user, fake } = await openEditor();
  // someone else saves the patient after the form was opened
  await (fake.client as { models: { EMR: { update: (input: object) => Promise<unknown> } } }).models.EMR.update({ id: 'p-1', Version: 1, Address: '14 Elm Street' });
  await user.clear(screen.getByRole('textbox', { name: 'City' }));
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Peoria');
  await user.click(save());
  expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
  expect(screen.getByText('Someone else saved this first')).toBeInTheDocument();
  expect(window.location.pathname).toBe(PATH);
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Peoria');
  expect(fake.rows.get('p-1')).toMatchObject({ City: 'Springfield', Address: '14 Elm Street', Version: 2 });

  // the patient was read again: the second save carries the new Version and only the user's change
  await waitFor(() => expect(fake.calls.filter((call) => call.op === 'listByGSI6').length).toBeGreaterThan(1));
  await user.click(save());
  await waitFor(() => expect(window.location.pathname).toBe('/apps/patient/NS-000001'));
  expect(updates(fake).at(-1)!.args).toEqual({ id: 'p-1', Version: 2, City: 'Peoria' });
  expect(fake.rows.get('p-1')).toMatchObject({ City: 'Peoria', Address: '14 Elm Street', Version: 3 });
});

test('a status other than Active needs the reason the patient left; the server then records the change', async () => {
  const { user, fake } = await openEditor();
  await choose(user, /^Status/, 'Inactive');
  await user.click(save());
  expect(await screen.findByText('Reason the patient left is required.')).toBeInTheDocument();
  expect(updates(fake)).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: /Reason the patient left/ }), 'Moved out of state');
  await user.type(screen.getByLabelText('Date the patient left'), '2025-01-15');
  await user.click(save());
  await waitFor(() => expect(updates(fake)).toHaveLength(1));
  expect(updates(fake)[0]!.args).toEqual({
    id: 'p-1',
    Version: 1,
    Status: 'Inactive',
    ReasonLeft: 'Moved out of state',
    LastDate: '2025-01-15T00:00:00.000Z',
  });
  const history = json<unknown>(fake.rows.get('p-1')!['StatusHistory'], []);
  expect(history).toEqual([expect.objectContaining({ from: 'Active', to: 'Inactive', by: 'u-ana', reason: 'Moved out of state' })]);
});

test('shows the status history with who, when and why (names resolved for roles that read staff)', async () => {
  const patient = {
    ...PATIENT,
    Status: 'Active',
    StatusHistory: JSON.stringify([
      { from: 'Active', to: 'Inactive', by: 'u-ana', at: '2024-03-01T15:00:00.000Z', reason: 'No visit in over 18 months' },
      { from: 'Inactive', to: 'Active', by: 'u-admin', at: '2025-02-10T15:00:00.000Z' },
    ]),
  };
  await openEditor({ role: 'admin', seed: [patient] });
  const timeline = screen.getByRole('list', { name: 'Status history' });
  const entries = within(timeline).getAllByRole('listitem');
  // newest first
  expect(entries[0]).toHaveTextContent(/Inactive.*changed to.*Active/);
  expect(await within(entries[0]!).findByText(/^By Nora Whitaker \(Administrator\), Feb 10, 2025/)).toBeInTheDocument();
  expect(entries[1]).toHaveTextContent(/Active.*changed to.*Inactive/);
  expect(within(entries[1]!).getByText(/^By Ana Álvarez \(Clinician\), Mar 1, 2024/)).toBeInTheDocument();
  expect(within(entries[1]!).getByText('Reason: No visit in over 18 months')).toBeInTheDocument();
});

test('a clinician sees who made each change, by name and role, from the staff directory', async () => {
  const patient = {
    ...PATIENT,
    StatusHistory: JSON.stringify([{ from: 'Active', to: 'Inactive', by: 'u-admin', at: '2024-03-01T15:00:00.000Z', reason: 'Moved' }, { from: 'Inactive', to: 'Active', by: 'u-ana', at: '2024-04-01T15:00:00.000Z' }]),
  };
  const { fake } = await openEditor({ role: 'user', seed: [patient] });
  const entries = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
  expect(await within(entries[0]!).findByText(/^By Ana Álvarez \(Clinician\)/)).toBeInTheDocument();
  expect(within(entries[1]!).getByText(/^By Nora Whitaker \(Administrator\)/)).toBeInTheDocument();
  expect(screen.queryByText(/a colleague/)).not.toBeInTheDocument();
  // only the directory's fields are asked for
  const directory = fake.calls.find((call) => call.op === 'listByGSI1') as { args: { options: { selectionSet?: string[] } } } | undefined;
  expect(directory?.args.options.selectionSet).toEqual(['id', 'FullName', 'Role']);
});

test('an unknown PatientID says so and leads back to the list', async () => {
  const { user } = renderPatients({ path: '/apps/patient/edit/NS-999999' });
  expect(await screen.findByText('There is no patient with PatientID NS-999999 in this clinic.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to the patient list' }));
  expect(window.location.pathname).toBe('/apps/patients/list');
});
