import { renderWithProviders } from '@emr/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PATIENT, findDialog, dialogButton, renderPatients, resetRemote, rowsOf } from '../testing/fixtures.tsx';
import { PatientFormPage } from './PatientFormPage.tsx';
import { AETNA, CVS } from './testData.ts';

afterEach(resetRemote);

const SEED = [PATIENT, AETNA, CVS];
const PATH = '/apps/patient/edit/NS-000001';

type User = ReturnType<typeof renderPatients>['user'];
type Fake = ReturnType<typeof renderPatients>['fake'];
const calls = (fake: Fake, op: string) => fake.calls.filter((call) => call.op === op).map((call) => call.args);

async function openEditor(role: 'user' | 'admin' = 'user') {
  const view = renderPatients({ path: PATH, role, seed: SEED });
  await screen.findByRole('table', { name: 'Insurances' });
  return view;
}

function insuranceForm(title: string) {
  return screen.getByRole('form', { name: title });
}

async function fillInsurance(user: User, form: HTMLElement, name: string, insuranceClass: string) {
  await user.type(within(form).getByRole('textbox', { name: /Insurance name/ }), name);
  await user.click(within(form).getByRole('combobox', { name: /Coverage/ }));
  await user.click(await screen.findByRole('option', { name: insuranceClass }));
}

test('lists the insurances and refuses a second Primary in clear words; a Secondary is added', async () => {
  const { user, fake } = await openEditor();
  const table = screen.getByRole('table', { name: 'Insurances' });
  expect(within(table).getByText('Aetna')).toBeInTheDocument();
  expect(within(table).getByText('W123456')).toBeInTheDocument();
  // a phone number reads left to right on a right-to-left page too
  expect(within(table).getByText('(800) 555-0120')).toHaveAttribute('dir', 'ltr');

  await user.click(screen.getByRole('button', { name: 'Add insurance' }));
  const form = insuranceForm('New insurance');
  await fillInsurance(user, form, 'Medicare Part B', 'Primary');
  await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '8006334227');
  await user.click(within(form).getByRole('button', { name: 'Save insurance' }));
  expect(await within(form).findByText('This patient already has a Primary insurance (Aetna). Edit or delete it first.')).toBeInTheDocument();
  expect(calls(fake, 'create')).toHaveLength(0);

  await user.click(within(form).getByRole('combobox', { name: /Coverage/ }));
  await user.click(await screen.findByRole('option', { name: 'Secondary' }));
  await user.click(within(form).getByRole('button', { name: 'Save insurance' }));
  await waitFor(() => expect(calls(fake, 'create')).toHaveLength(1));
  expect(calls(fake, 'create')[0]).toMatchObject({
    EntityType: 'Insurance',
    PatientID: 'NS-000001',
    InsuranceName: 'Medicare Part B',
    InsuranceClass: 'Secondary',
    PhoneNumber: '(800) 633-4227',
  });
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Insurances' })).getAllByRole('row')).toHaveLength(3));
  expect(screen.queryByRole('form', { name: 'New insurance' })).not.toBeInTheDocument();
});

test('edits an insurance (changed fields with the Version) and deletes one after confirmation', async () => {
  const { user, fake } = await openEditor();
  await user.click(screen.getByRole('button', { name: 'Edit Aetna' }));
  const form = insuranceForm('Edit Aetna');
  const member = within(form).getByRole('textbox', { name: 'Member ID' });
  expect(member).toHaveValue('W123456');
  await user.clear(member);
  await user.type(member, 'W999');
  await user.click(within(form).getByRole('button', { name: 'Save insurance' }));
  await waitFor(() => expect(calls(fake, 'update')).toEqual([{ id: 'ins-1', Version: 1, MemberID: 'W999' }]));
  expect(await within(screen.getByRole('table', { name: 'Insurances' })).findByText('W999')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Aetna' }));
  let dialog = await findDialog('Delete this insurance?');
  await user.click(dialogButton(dialog, 'Cancel'));
  expect(rowsOf(fake, 'Insurance')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Delete Aetna' }));
  dialog = await findDialog('Delete this insurance?');
  expect(dialog).toHaveTextContent('Aetna is removed from the patient.');
  await user.click(dialogButton(dialog, 'Delete'));
  expect(await screen.findByText('No insurance on file')).toBeInTheDocument();
  expect(rowsOf(fake, 'Insurance')).toHaveLength(0);
});

test('one primary pharmacy: a second primary is refused, a non-primary one is added', async () => {
  const { user, fake } = await openEditor();
  expect(within(screen.getByRole('table', { name: 'Pharmacies' })).getByText('CVS Pharmacy #8823')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add pharmacy' }));
  const form = screen.getByRole('form', { name: 'New pharmacy' });
  await user.type(within(form).getByRole('textbox', { name: /Pharmacy/ }), 'Walgreens #12');
  await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '(555) 013-6330');
  await user.click(within(form).getByRole('checkbox', { name: 'Primary pharmacy' }));
  await user.click(within(form).getByRole('button', { name: 'Save pharmacy' }));
  expect(await within(form).findByText('CVS Pharmacy #8823 is already the primary pharmacy. Untick it there first.')).toBeInTheDocument();
  expect(calls(fake, 'create')).toHaveLength(0);
  await user.click(within(form).getByRole('checkbox', { name: 'Primary pharmacy' }));
  await user.click(within(form).getByRole('button', { name: 'Save pharmacy' }));
  await waitFor(() => expect(calls(fake, 'create')).toHaveLength(1));
  expect(calls(fake, 'create')[0]).toMatchObject({ EntityType: 'Pharmacy', PatientID: 'NS-000001', Pharmacy: 'Walgreens #12', ContactNumber: '(555) 013-6330', IsPrimary: false });
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Pharmacies' })).getAllByRole('row')).toHaveLength(3));
});

test('a patient without coverage gets calls to add insurance and a pharmacy', async () => {
  const { user } = renderPatients({ path: PATH, seed: [PATIENT] });
  expect(await screen.findByText('No insurance on file')).toBeInTheDocument();
  expect(screen.getByText('No pharmacy on file')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add insurance' }));
  expect(screen.getByRole('form', { name: 'New insurance' })).toBeInTheDocument();
});

/**
 * Billing under today's rules (domain rulesForRole): reads demographics, creates and updates
 * insurance, deletes none, reads pharmacies. The page follows the rules section by section; it is
 * rendered directly because the route's guard (PatientsApp) asks for `update Patient`.
 */
test('billing: demographics read-only, insurance editable but not deletable, pharmacies read-only', async () => {
  const { user, fake } = renderPatients({ path: '/elsewhere', role: 'billing', seed: SEED });
  renderWithProviders(
    <MemoryRouter initialEntries={[PATH]}>
      <Routes>
        <Route path="/apps/patient/edit/:patientId" element={<PatientFormPage />} />
      </Routes>
    </MemoryRouter>,
    'mfe-patients',
  );
  await screen.findByRole('table', { name: 'Insurances' });
  expect(screen.getByText('Your role can read these details but not change them.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First name/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Aetna' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add pharmacy' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /CVS/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add insurance' }));
  const form = insuranceForm('New insurance');
  await fillInsurance(user, form, 'Medicaid', 'Secondary');
  await user.click(within(form).getByRole('button', { name: 'Save insurance' }));
  await waitFor(() => expect(calls(fake, 'create')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Edit Aetna' }));
  expect(insuranceForm('Edit Aetna')).toBeInTheDocument();
});
