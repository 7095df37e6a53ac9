import { addDays, today as todayIn } from '@emr/domain';
import { TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, dialogButton, findDialog, gridRows, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';

afterEach(resetRemote);

const today = todayIn(TEST_CLINIC_TIME_ZONE);
const daysAgo = (n: number) => `${addDays(today, -n)}T12:00:00.000Z`;

const METFORMIN = {
  EntityType: 'Medication' as const,
  id: 'm-1',
  PatientID: PATIENT_ID,
  Medication: 'Metformin',
  MedicationType: 'Tablet',
  Dosage: '500 mg',
  Frequency: 'Twice daily',
  StartDate: daysAgo(40),
  DaysToRefill: '30',
  Status: 'Active',
  PriorAuthorizationRequired: false,
  ApprovalStatus: 'NotRequired',
  MedicationHistory: [{ at: daysAgo(40), change: 'Started', dosage: '500 mg', frequency: 'Twice daily', by: 'u-ana' }],
};
const OZEMPIC = {
  EntityType: 'Medication' as const,
  id: 'm-2',
  PatientID: PATIENT_ID,
  Medication: 'Semaglutide',
  MedicationType: 'Injection',
  Dosage: '0.5 mg',
  Frequency: 'Weekly',
  StartDate: daysAgo(10),
  DaysToRefill: '28',
  Status: 'Active',
  PriorAuthorizationRequired: true,
  PriorAuthorizationStatus: 'Approved',
  ApprovalStatus: 'Approved',
  ApprovedBy: 'Aetna (PA 12345678)',
};
const STOPPED = {
  EntityType: 'Medication' as const,
  id: 'm-3',
  PatientID: PATIENT_ID,
  Medication: 'Lisinopril',
  Dosage: '10 mg',
  Frequency: 'Daily',
  StartDate: daysAgo(400),
  EndDate: daysAgo(300),
  Status: 'Stopped',
  Reason: 'Cough',
};
const seed = [PATIENT, METFORMIN, OZEMPIC, STOPPED];
const names = (grid: string) => gridRows(grid).map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

test('current medications lists only the active ones, with refill due and overdue in words', async () => {
  renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientCurrentMedications`, seed });
  expect(await screen.findByRole('grid', { name: 'Current medications' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Current medications' })).toBeInTheDocument();
  expect(names('Current medications').sort()).toEqual(['SemaglutideInjection', 'MetforminTablet'].sort());
  const metformin = gridRows('Current medications').find((row) => row.textContent?.includes('Metformin'))!;
  // started 40 days ago, refill every 30 days: due 10 days ago
  expect(within(metformin).getByText('Overdue')).toBeInTheDocument();
  const semaglutide = gridRows('Current medications').find((row) => row.textContent?.includes('Semaglutide'))!;
  expect(within(semaglutide).queryByText('Overdue')).not.toBeInTheDocument();
  expect(within(semaglutide).getByText('Approved')).toBeInTheDocument();
  expect(within(semaglutide).getByText('By Aetna (PA 12345678)')).toBeInTheDocument();
});

test('recording a refill today moves the refill due date on and clears the overdue flag', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientCurrentMedications`, seed });
  await screen.findByRole('grid', { name: 'Current medications' });
  const metformin = () => gridRows('Current medications').find((row) => row.textContent?.includes('Metformin'))!;
  expect(within(metformin()).getByText('Overdue')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Record a refill of Metformin today' }));
  expect(await screen.findByText('Refill of Metformin recorded')).toBeInTheDocument();
  expect(within(metformin()).queryByText('Overdue')).not.toBeInTheDocument();
  const row = fake.rows.get('m-1')!;
  expect(String(row['LastRefillDate']).slice(0, 10)).toBe(today);
  expect(JSON.parse(JSON.stringify(row['MedicationHistory'])).at(-1)).toMatchObject({ change: 'Refilled', by: 'u-ana' });
});

test('all medications filters by status', async () => {
  const { user } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedications`, seed });
  await screen.findByRole('grid', { name: 'Medications' });
  expect(gridRows('Medications')).toHaveLength(3);
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Stopped' }));
  expect(names('Medications')).toEqual(['Lisinopril']);
  expect(within(gridRows('Medications')[0]!).queryByText('Overdue')).not.toBeInTheDocument();
});

test('stopping asks for the reason and records it with today as the end date', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientCurrentMedications`, seed });
  await screen.findByRole('grid', { name: 'Current medications' });
  await user.click(screen.getByRole('button', { name: 'Stop Metformin' }));
  const dialog = await findDialog('Stop this medication?');
  await user.click(dialogButton(dialog, 'Stop medication'));
  expect(await within(dialog).findByText('Reason for stopping is required.')).toBeInTheDocument();
  expect(fake.rows.get('m-1')!['Status']).toBe('Active');
  await user.type(within(dialog).getByRole('textbox', { hidden: true }), 'Stomach upset');
  await user.click(dialogButton(dialog, 'Stop medication'));
  expect(await screen.findByText('Metformin stopped')).toBeInTheDocument();
  const row = fake.rows.get('m-1')!;
  expect(row['Status']).toBe('Stopped');
  expect(row['ChangeType']).toBe('Discontinued');
  expect(row['Reason']).toBe('Stomach upset');
  expect(String(row['EndDate']).slice(0, 10)).toBe(today);
  // the server wrote the history entry
  expect(JSON.parse(JSON.stringify(row['MedicationHistory'])).at(-1)).toMatchObject({ change: 'Stopped', reason: 'Stomach upset', by: 'u-ana' });
  const update = fake.calls.find((c) => c.op === 'update')!.args as Record<string, unknown>;
  expect(update['Version']).toBe(1);
  expect(update).not.toHaveProperty('MedicationHistory');
});

test('delete asks first, then removes the medication', async () => {
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedications`, seed });
  await screen.findByRole('grid', { name: 'Medications' });
  await user.click(screen.getByRole('button', { name: 'Delete Lisinopril' }));
  const dialog = await findDialog('Delete this record?');
  await user.click(dialogButton(dialog, 'Delete'));
  expect(await screen.findByText('Lisinopril deleted')).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication').map((r) => r.id).sort()).toEqual(['m-1', 'm-2']);
});

test('the history page shows the timeline newest first with names', async () => {
  const withChange = {
    ...METFORMIN,
    MedicationHistory: [
      ...METFORMIN.MedicationHistory,
      { at: daysAgo(5), change: 'Dose changed', from: { dosage: '500 mg', frequency: 'Twice daily' }, dosage: '1000 mg', frequency: 'Twice daily', by: 'u-admin', byName: 'Nora Whitaker' },
    ],
  };
  renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationHistory/m-1`, seed: [PATIENT, withChange] });
  const list = await screen.findByRole('list', { name: 'History of Metformin' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Dose changed');
  expect(items[0]).toHaveTextContent('From 500 mg, Twice daily to 1000 mg, Twice daily');
  expect(items[0]).toHaveTextContent('Nora Whitaker');
  expect(items[1]).toHaveTextContent('Started');
  expect(items[1]).toHaveTextContent('Ana Álvarez');
});

test('a clinician sees who made each change of a medication by name and role, even entries the server stored without a name', async () => {
  const seeded = {
    ...METFORMIN,
    MedicationHistory: [
      { at: daysAgo(40), change: 'Started', dosage: '500 mg', by: 'u-admin' },
      { at: daysAgo(20), change: 'Dose changed', from: '500 mg', to: '1000 mg', by: 'u-admin' },
      { at: daysAgo(5), change: 'Refilled', by: 'u-admin' },
    ],
  };
  renderPatients({ role: 'user', path: `/apps/patient/${PATIENT_ID}/PatientMedicationHistory/m-1`, seed: [PATIENT, seeded] });
  const list = await screen.findByRole('list', { name: 'History of Metformin' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  for (const item of items) expect(await within(item).findByText(/^Nora Whitaker \(Administrator\), /)).toBeInTheDocument();
  expect(within(list).queryByText(/colleague/)).not.toBeInTheDocument();
});
