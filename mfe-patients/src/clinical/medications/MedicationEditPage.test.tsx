import { screen, waitFor, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, choose, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';

afterEach(resetRemote);

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
const medicationBox = () => screen.getByRole('combobox', { name: /^Medication/ });
const NEW = `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/new`;
// Fluent's focus manager (tabster) sometimes marks an open dialog aria-hidden in jsdom: dialog queries include hidden elements
const allergy = (id: string, name: string) => ({ EntityType: 'Allergy' as const, id, PatientID: PATIENT_ID, Allergy: name, AllergyType: 'Drug', Status: 'Active', Timestamp: '2024-01-01T09:00:00.000Z' });
const active = (id: string, name: string) => ({ ...MED, id, Medication: name });

async function fillMedication(user: ReturnType<typeof renderPatients>['user'], name: string) {
  await screen.findByRole('heading', { level: 2, name: 'New medication' });
  await user.type(medicationBox(), name);
  await user.type(field('Dosage'), '500 mg');
  await user.type(field('Frequency'), 'Three times daily');
  await user.type(screen.getByLabelText(/^Start date/), '2026-03-01');
}

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
  await user.type(medicationBox(), 'Semaglutide');
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

test('amoxicillin for a patient allergic to penicillin: the warning says what matches and why, and saves only with a reason kept in the history', async () => {
  const { user, fake } = renderPatients({ path: NEW, seed: [PATIENT, allergy('a-1', 'Penicillin')] });
  await fillMedication(user, 'Amoxicillin');
  expect(await screen.findByText('Coded: Amoxicillin')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Check before prescribing Amoxicillin', hidden: true });
  expect(dialog).toHaveTextContent('Allergy to Penicillin: Amoxicillin is in the same class (Penicillins).');
  expect(rowsOf(fake, 'Medication')).toHaveLength(0);
  // a reason is required
  await user.click(within(dialog).getByRole('button', { name: 'Acknowledge and save', hidden: true }));
  expect(await within(dialog).findByText('Enter the reason for going ahead.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason for prescribing anyway/, hidden: true }), 'Tolerated amoxicillin in 2024');
  await user.click(within(dialog).getByRole('button', { name: 'Acknowledge and save', hidden: true }));
  expect(await screen.findByText('Amoxicillin added')).toBeInTheDocument();
  const [row] = rowsOf(fake, 'Medication');
  expect(row).toMatchObject({ Medication: 'Amoxicillin', ConceptCode: 'ing:amoxicillin', OverrideReason: 'Tolerated amoxicillin in 2024' });
  expect((row!['MedicationHistory'] as Record<string, unknown>[])[0]).toMatchObject({
    change: 'Started',
    by: 'u-ana',
    acknowledged: { reason: 'Tolerated amoxicillin in 2024', warnings: [{ kind: 'allergy', via: 'class', match: 'Penicillins', entry: 'Penicillin' }] },
  });
});

test('going back from the warning saves nothing', async () => {
  const { user, fake } = renderPatients({ path: NEW, seed: [PATIENT, active('m-9', 'Atorvastatin')] });
  await fillMedication(user, 'Rosuvastatin');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Check before prescribing Rosuvastatin', hidden: true });
  expect(dialog).toHaveTextContent('Therapeutic duplication: Atorvastatin is already active in the same class (Statins (HMG-CoA reductase inhibitors)).');
  await user.click(within(dialog).getByRole('button', { name: 'Go back', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(rowsOf(fake, 'Medication')).toHaveLength(1);
});

test('the same drug twice is refused at its field; a drug not in the list is saved, marked uncoded', async () => {
  const { user, fake } = renderPatients({ path: NEW, seed: [PATIENT, active('m-9', 'Atorvastatin')] });
  await fillMedication(user, 'Lipitor');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Atorvastatin is already an active medication: change its dose instead.')).toBeInTheDocument();
  await user.clear(medicationBox());
  await user.type(medicationBox(), 'Elderberry syrup');
  expect(await screen.findByText('Uncoded — not checked for allergies or duplicates')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Elderberry syrup added')).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication').find((row) => row['Medication'] === 'Elderberry syrup')?.['ConceptCode']).toBeFalsy();
});
