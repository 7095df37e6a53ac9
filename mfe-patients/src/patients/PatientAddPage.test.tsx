import { addDays, today } from '@emr/domain';
import { TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { PATIENT, choose, findDialog, dialogButton, renderPatients, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

type User = ReturnType<typeof renderPatients>['user'];
const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const register = () => screen.getByRole('button', { name: 'Register patient' });
const creates = (fake: ReturnType<typeof renderPatients>['fake']) => fake.calls.filter((call) => call.op === 'create');

async function fillRequired(user: User, { first = 'Jane', last = 'Doe', dob = '1985-03-14' } = {}) {
  await user.type(box(/First name/), first);
  await user.type(box(/Last name/), last);
  await user.type(screen.getByLabelText(/Date of birth/), dob);
}

test('required fields say what is missing and nothing is created', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Register a patient' })).toBeInTheDocument();
  await user.click(register());
  expect(await screen.findByText('First name is required.')).toBeInTheDocument();
  expect(screen.getByText('Last name is required.')).toBeInTheDocument();
  expect(screen.getByText('Date of birth is required.')).toBeInTheDocument();
  expect(creates(fake)).toHaveLength(0);
  expect(window.location.pathname).toBe('/apps/patients/add');
});

test('refuses a future or pre-1900 date of birth, a bad ZIP, phone and state, in clear words', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add' });
  await screen.findByRole('heading', { level: 1, name: 'Register a patient' });
  await fillRequired(user, { dob: addDays(today(TEST_CLINIC_TIME_ZONE), 2) });
  await user.type(box('ZIP code'), '1234');
  await user.type(box('Cell phone'), '555-12');
  await user.type(screen.getByRole('combobox', { name: 'State' }), 'ZZ');
  await user.click(register());
  expect(await screen.findByText('Date of birth cannot be in the future.')).toBeInTheDocument();
  expect(screen.getByText('ZIP code must look like 12345 / 12345-6789.')).toBeInTheDocument();
  expect(screen.getByText('Cell phone must look like (555) 123-4567.')).toBeInTheDocument();
  expect(screen.getByText('State must look like IL.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/Date of birth/));
  await user.type(screen.getByLabelText(/Date of birth/), '1899-12-31');
  await user.click(register());
  expect(await screen.findByText('Date of birth cannot be before 1900-01-01.')).toBeInTheDocument();
  expect(creates(fake)).toHaveLength(0);
});

test('registers a patient: normalised values, days at UTC midnight, no PatientID sent; then the new chart', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add' });
  await screen.findByRole('heading', { level: 1, name: 'Register a patient' });
  await fillRequired(user);
  await choose(user, 'Sex', 'Female');
  await user.type(box('City'), 'Peoria');
  await user.type(screen.getByRole('combobox', { name: 'State' }), 'il');
  await user.type(box('ZIP code'), '61602-1234');
  await user.type(box('Cell phone'), '555.123.4567');
  await user.type(box('Home phone'), '+1 217 555 0100');
  await user.type(screen.getByLabelText('First visit date'), '2024-05-02');
  await user.click(register());

  expect(await screen.findByText('Jane Doe is registered as NS-000002.')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/apps/patient/NS-000002'));
  const [sent] = creates(fake);
  expect(sent!.args).toMatchObject({
    EntityType: 'Patient',
    FirstName: 'Jane',
    LastName: 'Doe',
    DOB: '1985-03-14T00:00:00.000Z',
    Gender: 'Female',
    City: 'Peoria',
    State: 'IL',
    ZipCode: '61602-1234',
    CellPhone: '(555) 123-4567',
    HomePhone: '(217) 555-0100',
    FirstDate: '2024-05-02T00:00:00.000Z',
    Status: 'Active',
  });
  expect(sent!.args).not.toHaveProperty('PatientID');
  expect(sent!.args).not.toHaveProperty('StatusHistory');
  expect(sent!.args).not.toHaveProperty('MiddleName');
  // the new patient's chart, with its way to the edit page (insurance and pharmacy)
  expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit patient' })).toBeInTheDocument();
  expect(rowsOf(fake, 'Patient')).toHaveLength(2);
});

test('warns about a patient with the same name and date of birth; Cancel creates nothing, "Create anyway" creates', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add', seed: [PATIENT] });
  await screen.findByRole('heading', { level: 1, name: 'Register a patient' });
  await fillRequired(user, { first: 'MARIA', last: 'lópez', dob: '1968-04-12' });
  await user.click(register());
  let dialog = await findDialog('This patient may already be registered');
  expect(dialog).toHaveTextContent('Patients with the same name and date of birth: 1.');
  expect(dialog.querySelector('a')).toHaveAttribute('href', '/apps/patient/NS-000001');
  expect(dialog).toHaveTextContent('Maria Lopez, NS-000001, born Apr 12, 1968');
  // the safe answer is offered (its prominence is checked in the browser: patients.spec.ts)
  expect(dialogButton(dialog, 'Open the existing patient')).toBeEnabled();
  await user.click(dialogButton(dialog, 'Cancel'));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(creates(fake)).toHaveLength(0);

  await user.click(register());
  dialog = await findDialog('This patient may already be registered');
  await user.click(dialogButton(dialog, 'Create anyway'));
  await waitFor(() => expect(creates(fake)).toHaveLength(1));
  await waitFor(() => expect(window.location.pathname).toBe('/apps/patient/NS-000002'));
  expect(rowsOf(fake, 'Patient')).toHaveLength(2);
});

test('"Open the existing patient" goes to that chart and creates nothing', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add', seed: [PATIENT] });
  await screen.findByRole('heading', { level: 1, name: 'Register a patient' });
  await fillRequired(user, { first: 'Maria', last: 'Lopez', dob: '1968-04-12' });
  await user.click(register());
  await user.click(dialogButton(await findDialog('This patient may already be registered'), 'Open the existing patient'));
  await waitFor(() => expect(window.location.pathname).toBe('/apps/patient/NS-000001'));
  expect(creates(fake)).toHaveLength(0);
});

test('a different date of birth is not a duplicate', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/add', seed: [PATIENT] });
  await screen.findByRole('heading', { level: 1, name: 'Register a patient' });
  await fillRequired(user, { first: 'Maria', last: 'Lopez', dob: '1968-04-13' });
  await user.click(register());
  await waitFor(() => expect(creates(fake)).toHaveLength(1));
  expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
});
