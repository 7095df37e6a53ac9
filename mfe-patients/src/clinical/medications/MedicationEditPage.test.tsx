import { screen } from '@testing-library/react';
import { PATIENT, PATIENT_ID, choose, renderPatients, resetPatients, rowsOf } from '../../testing/renderPatients.tsx';

afterEach(resetPatients);

const MED = {
  EntityType: 'Medication' as const,
  id: 'm-1',
  PatientID: PATIENT_ID,
  Medication: 'Metformin',
  MedicationType: 'Tablet',
  Dosage: '500 mg',
  Frequency: 'Twice daily',
  StartDate: '2025-01-10T11:00:00.000Z',
  DaysToRefill: '30',
  Status: 'Active',
  PriorAuthorizationRequired: false,
  ApprovalStatus: 'NotRequired',
};
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('a new medication needs its required fields and a whole number of refill days', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/new` });
  await screen.findByRole('heading', { level: 2, name: 'New medication' });
  await user.type(field('Days to refill'), '400');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Medication is required.')).toBeInTheDocument();
  expect(screen.getByText('Dosage is required.')).toBeInTheDocument();
  expect(screen.getByText('Frequency is required.')).toBeInTheDocument();
  expect(screen.getByText('Start date is required.')).toBeInTheDocument();
  expect(screen.getByText('Days to refill must be from 1 to 365.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication')).toHaveLength(0);
});

test('prior authorisation: statuses required when PA is required, approver when approved; then it saves', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/new` });
  await screen.findByRole('heading', { level: 2, name: 'New medication' });
  await user.type(field('Medication'), 'Semaglutide');
  await user.type(field('Dosage'), '0.5 mg');
  await user.type(field('Frequency'), 'Weekly');
  await user.type(screen.getByLabelText(/^Start date/), '2025-03-01');
  await user.type(screen.getByLabelText(/^End date/), '2025-02-01');
  await user.type(field('Days to refill'), '28');
  await user.click(screen.getByRole('switch', { name: 'Prior authorization required' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose a value for Prior authorization status.')).toBeInTheDocument();
  expect(screen.getByText('Choose a value for Approval status.')).toBeInTheDocument();
  expect(screen.getByText('End date cannot be before Start date.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^End date/));
  await choose(user, /^Prior authorization status/, 'Approved');
  await choose(user, /^Approval status/, 'Approved');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Approved by is required.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication')).toHaveLength(0);
  await user.type(field('Approved by'), 'Aetna (PA 1234)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Semaglutide added')).toBeInTheDocument();
  const [row] = rowsOf(fake, 'Medication');
  expect(row).toMatchObject({
    Medication: 'Semaglutide',
    Dosage: '0.5 mg',
    StartDate: '2025-03-01T12:00:00.000Z',
    DaysToRefill: '28',
    PriorAuthorizationRequired: true,
    PriorAuthorizationStatus: 'Approved',
    ApprovalStatus: 'Approved',
    ApprovedBy: 'Aetna (PA 1234)',
    Status: 'Active',
  });
  expect(window.location.pathname).toBe(`/apps/patient/${PATIENT_ID}/PatientCurrentMedications`);
});

test('an edit sends only the changed fields with the Version read; the server adds the history', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/m-1`, seed: [PATIENT, MED] });
  await screen.findByDisplayValue('Metformin');
  await user.clear(field('Dosage'));
  await user.type(field('Dosage'), '1000 mg');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Metformin saved')).toBeInTheDocument();
  const update = fake.calls.find((c) => c.op === 'update')!.args as Record<string, unknown>;
  expect(update).toEqual({ id: 'm-1', Version: 1, Dosage: '1000 mg' });
  const history = fake.rows.get('m-1')!['MedicationHistory'] as Record<string, unknown>[];
  expect(history.at(-1)).toMatchObject({ change: 'Dose changed', dosage: '1000 mg' });
});

test('a stale edit shows the server’s message and keeps what was typed', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/m-1`, seed: [PATIENT, MED] });
  await screen.findByDisplayValue('Metformin');
  // someone else saves the medication meanwhile
  fake.rows.set('m-1', { ...fake.rows.get('m-1')!, Version: 2 });
  await user.clear(field('Frequency'));
  await user.type(field('Frequency'), 'Once daily');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
  expect(field('Frequency')).toHaveValue('Once daily');
  expect(fake.rows.get('m-1')!['Frequency']).toBe('Twice daily');
});
