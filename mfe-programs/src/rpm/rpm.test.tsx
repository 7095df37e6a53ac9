import { rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('one patient’s RPM month: 16 reading days bill 99454, interactive minutes 99457', async () => {
  renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3' });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('16 device days this month')).toBeInTheDocument();
  expect(within(meter).getByText('21 management minutes')).toBeInTheDocument();
  expect(within(meter).getByText('99454')).toBeInTheDocument();
  expect(within(meter).getByText('99457')).toBeInTheDocument();
  expect(within(screen.getByRole('grid', { name: 'Readings this month' })).getAllByRole('row')).toHaveLength(11);
});

test('an out-of-range reading is flagged and opens a task for the care team', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3' });
  await screen.findByRole('region', { name: 'Meter' });
  await user.type(screen.getByRole('textbox', { name: /Systolic/ }), '190');
  await user.type(screen.getByRole('textbox', { name: /Diastolic/ }), '95');
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText('Reading saved: out of range, a task was opened for the care team')).toBeInTheDocument();
  expect(rowsOf(fake, 'Vitals').find((row) => String(row['Vitals']).includes('190'))).toMatchObject({ PatientID: 'NS-000003', Program: 'rpm' });
  expect(rowsOf(fake, 'Task')).toEqual([expect.objectContaining({ PatientID: 'NS-000003', Priority: 'High' })]);
  expect(await screen.findByText('Out of range')).toBeInTheDocument();
});

test('management time with interactive communication is saved as such', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3' });
  await screen.findByRole('region', { name: 'Meter' });
  await user.type(screen.getByRole('textbox', { name: 'Minutes' }), '12');
  await user.click(screen.getByRole('checkbox', { name: 'Included interactive communication with the patient or caregiver' }));
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await screen.findByText('12 minutes logged')).toBeInTheDocument();
  expect(rowsOf(fake, 'TimeEntry').find((row) => row['Time'] === '12')).toMatchObject({ Program: 'rpm', LinkedToProgram: 'e-3', Supervised: true });
});

test('enrolling in RPM records the device', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/rpm/enrolled' });
  await screen.findByRole('grid', { name: 'Patients enrolled in remote patient monitoring' });
  await user.click(screen.getByRole('button', { name: 'Enrol a patient' }));
  await user.type(screen.getByLabelText('Find the patient (name, date of birth or ID)'), 'Keller');
  await user.click(await screen.findByRole('button', { name: 'Choose Keller, John' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Device type' }), 'scale');
  await user.type(screen.getByRole('textbox', { name: /Serial number/ }), 'TN-7654321');
  await user.click(screen.getByRole('combobox', { name: /Billing practitioner/ }));
  await user.click(screen.getByRole('option', { name: 'Dr Omar Haddad' }));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Keller, John is enrolled')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row['Program'] === 'rpm' && row['PatientID'] === 'NS-000002')).toMatchObject({ Name: 'scale', CustomID: 'TN-7654321', AssignedTo: 'u-doc' });
});
