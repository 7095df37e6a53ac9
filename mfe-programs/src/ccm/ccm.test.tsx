import { dialogButton, findDialog, rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { MONTH, renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('the overview counts this month: enrolled, minutes, under 20, billable', async () => {
  renderPrograms({ path: '/apps/program/ccm' });
  const stats = await screen.findByRole('region', { name: 'This month at a glance' });
  const stat = (label: string) => within(stats).getByText(label).parentElement!;
  expect(await within(stat('Enrolled')).findByText('2')).toBeInTheDocument();
  expect(within(stat('Minutes logged')).getByText('30')).toBeInTheDocument();
  expect(within(stat('Under 20 minutes')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Billable now')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Closed')).getByText('0')).toBeInTheDocument();
});

test('one patient’s month: the meter shows the codes and the minutes to the next; a manual entry moves it', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1' });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('25 minutes this month')).toBeInTheDocument();
  expect(within(meter).getByText('99490')).toBeInTheDocument();
  expect(within(meter).getByText('15 more minutes to 99439, 99490')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/Minutes/), '20');
  await user.click(screen.getByRole('radio', { name: 'Practitioner' }));
  await user.type(screen.getByLabelText('What was done'), 'Medication review');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await within(meter).findByText('45 minutes this month')).toBeInTheDocument();
  expect(within(meter).getByText('99439')).toBeInTheDocument();
  const saved = rowsOf(fake, 'TimeEntry').find((row) => row['Description'] === 'Medication review');
  expect(saved).toMatchObject({ Time: '20', ProviderTime: '20', LinkedToProgram: 'e-1', PatientID: 'NS-000001', Program: 'ccm' });
});

test('minutes out of range are refused in the form', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1' });
  await screen.findByRole('region', { name: 'Meter' });
  await user.type(screen.getByLabelText(/Minutes/), '0');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await screen.findByText('Enter minutes from 1 to 1440.')).toBeInTheDocument();
  expect(rowsOf(fake, 'TimeEntry')).toHaveLength(4);
});

test('a closed month is read-only', async () => {
  const seed = (await import('../testing/fixtures.tsx')).SEED.map((row) => (row.id === 'e-1' ? { ...row, CustomArray: JSON.stringify([MONTH]) } : row));
  renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1', seed });
  expect(await screen.findByText('This month is closed: its time entries are locked.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save the time' })).not.toBeInTheDocument();
});

test('enrolling shows the problem list and eligibility, then saves the enrolment', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/enrolled' });
  await screen.findByRole('grid', { name: 'Patients enrolled in chronic care management' });
  await user.click(screen.getByRole('button', { name: 'Enrol a patient' }));
  await user.type(screen.getByLabelText('Find the patient (name, date of birth or ID)'), 'Moreau');
  await user.click(await screen.findByRole('button', { name: 'Choose Moreau, Rita' }));
  expect(await screen.findByText('Eligible: 2 chronic conditions')).toBeInTheDocument();
  expect(screen.getByText('I10 Essential hypertension')).toBeInTheDocument();
  expect(screen.queryByText('J02.9 Acute pharyngitis')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Fill in the consent date, the care plan and the billing practitioner.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Care plan/), 'Monthly calls');
  await user.click(screen.getByRole('combobox', { name: /Billing practitioner/ }));
  await user.click(screen.getByRole('option', { name: 'Dr Omar Haddad' }));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Moreau, Rita is enrolled')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row['PatientID'] === 'NS-000003' && row['Program'] === 'ccm')).toMatchObject({ Program: 'ccm', Status: 'Active', AssignedTo: 'u-doc', Note: 'Monthly calls', CustomString: 'Verbal' });
});

test('tracking and the month close: codes per patient; closing locks every open enrolment of the month', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/billing' });
  const grid = await screen.findByRole('grid', { name: 'Codes of the month per patient' });
  expect(within(grid).getByRole('row', { name: /Lopez, Maria.*25.*99490.*Billable/ })).toBeInTheDocument();
  expect(within(grid).getByRole('row', { name: /Keller, John.*5.*Under 20 minutes/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: `Close ${MONTH}` }));
  await user.click(dialogButton(await findDialog(`Close ${MONTH}?`), `Close ${MONTH}`));
  expect(await screen.findByText('This month is closed.')).toBeInTheDocument();
  const enrolments = rowsOf(fake, 'ProgramEnrollment');
  for (const row of enrolments.filter((e) => e['Program'] === 'ccm')) expect(JSON.parse(String(row['CustomArray']))).toEqual([MONTH]);
  expect(enrolments.find((e) => e['Program'] === 'rpm')?.['CustomArray']).toBeUndefined();
});

test('billing staff read the month but cannot close it', async () => {
  renderPrograms({ path: '/apps/program/ccm/billing', role: 'billing' });
  await screen.findByRole('grid', { name: 'Codes of the month per patient' });
  expect(screen.queryByRole('button', { name: `Close ${MONTH}` })).not.toBeInTheDocument();
});
