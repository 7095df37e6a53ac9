import { type FakeClient, rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { CLINIC, PERIOD, SEED, renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('one patient’s RPM month: 16 reading days bill 99454, interactive minutes 99457', async () => {
  renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3' });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  const day = (d: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00.000Z`));
  expect(within(meter).getByText(`16 device days in the 30-day period ${day(PERIOD.start)} – ${day(PERIOD.end)}`)).toBeInTheDocument();
  expect(within(meter).getByText('21 management minutes')).toBeInTheDocument();
  expect(within(meter).getByText('99454')).toBeInTheDocument();
  expect(within(meter).getByText('99457')).toBeInTheDocument();
  expect(within(meter).getByText('99453')).toBeInTheDocument();
  expect(within(screen.getByRole('grid', { name: 'Readings this month' })).getAllByRole('row')).toHaveLength(11);
});

/** The clinic with the RPM enrolment (e-3) changed. */
const withDevice = (changes: Record<string, unknown>) => SEED.map((row) => (row.id === 'e-3' ? { ...row, ...changes } : row));

test("the meter bills the device's set-up (99453) until another month's claim has carried it, as the month close does", async () => {
  renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3', seed: withDevice({ CustomArray: JSON.stringify(['2026-03']), CustomTime: '2026-03-01T00:00:00.000Z' }) });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('99454')).toBeInTheDocument();
  expect(within(meter).queryByText('99453')).not.toBeInTheDocument();
});

test("the reading form opens on the kind the patient's device sends, and another kind can still be chosen", async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3', seed: withDevice({ Name: 'glucometer' }) });
  await screen.findByRole('region', { name: 'Meter' });
  expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('glucose');
  expect(screen.queryByRole('textbox', { name: /Systolic/ })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Glucose/ }), '112');
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText('Reading saved')).toBeInTheDocument();
  expect(rowsOf(fake, 'Vitals').map((row) => JSON.parse(String(row['Vitals'])) as unknown)).toContainEqual({ glucose: 112 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reading' }), 'bloodPressure');
  expect(screen.getByRole('textbox', { name: /Systolic/ })).toBeInTheDocument();
});

test('an out-of-range reading is flagged and the server opens a task for the care team (the page sends the reading only)', async () => {
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

test('a reading the server would refuse is refused in the form with the domain’s rules: a missing half of a blood pressure, a diastolic not below the systolic, an impossible SpO2', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3' });
  await screen.findByRole('region', { name: 'Meter' });
  const readings = rowsOf(fake, 'Vitals').length;
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText('Systolic (mmHg) is required.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Systolic/ }), '120');
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText('Diastolic (mmHg) is required.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Diastolic/ }), '130');
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText(/^Diastolic \(mmHg\) must be less than Systolic \(mmHg\)/i)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reading' }), 'spo2');
  await user.type(screen.getByRole('textbox', { name: /SpO2/ }), '40');
  await user.click(screen.getByRole('button', { name: 'Save the reading' }));
  expect(await screen.findByText('SpO2 (%) must be from 50 to 100.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Vitals')).toHaveLength(readings);
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
  await user.clear(screen.getByLabelText(/Start date/));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  // the domain's enrolment rules (the server's), each on its field; nothing is saved
  expect(await screen.findByText('Serial number is required.')).toBeInTheDocument();
  expect(screen.getByText('Start date is required.')).toBeInTheDocument();
  expect(screen.getByText('Billing practitioner is required.')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').some((row) => row['Program'] === 'rpm' && row['PatientID'] === 'NS-000002')).toBe(false);
  await user.type(screen.getByLabelText(/Start date/), '2026-01-10');
  await user.type(screen.getByRole('textbox', { name: /Serial number/ }), 'TN-7654321');
  await user.click(screen.getByRole('combobox', { name: /Billing practitioner/ }));
  await user.click(screen.getByRole('option', { name: 'Dr Omar Haddad' }));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Keller, John is enrolled')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row['Program'] === 'rpm' && row['PatientID'] === 'NS-000002')).toMatchObject({ Name: 'scale', CustomID: 'TN-7654321', AssignedTo: 'u-doc', StartDate: '2026-01-10T12:00:00.000Z' });
});

/** The server's transactEMR as far as the import sees it: every create saved, or (when told to refuse) none. */
const withTransact = (fake: () => FakeClient, calls: unknown[][]) => (client: FakeClient['client']) => {
  const real = client as unknown as { mutations: Record<string, unknown> };
  return {
    ...real,
    mutations: new Proxy(real.mutations, {
      get: (target, name: string) =>
        name === 'transactEMR'
          ? async ({ operations }: { operations: string }) => {
              const ops = JSON.parse(operations) as { input: Record<string, unknown> & { EntityType: never } }[];
              calls.push(ops);
              return { data: JSON.stringify(ops.map((op) => fake().seed(op.input))) };
            }
          : target[name],
    }),
  };
};

test('a CSV of readings: every line’s problem is shown and nothing is imported; a clean file is previewed and imported in one transaction', async () => {
  const calls: unknown[][] = [];
  const holder: { fake?: FakeClient } = {};
  const view = renderPrograms({ path: '/apps/program/rpm/rpm?enrolment=e-3', wrapClient: (client) => withTransact(() => holder.fake!, calls)(client) });
  holder.fake = view.fake;
  const card = await screen.findByRole('region', { name: 'Import readings (CSV)' });
  const file = (text: string) => new File([text], 'readings.csv', { type: 'text/csv' });
  await view.user.upload(within(card).getByLabelText('CSV file'), file('taken_at,systolic,diastolic\n2026-01-02 08:00,128,82\n2026-01-03 08:00,abc,80\n2099-01-01,120,80\n'));
  expect(await within(card).findByText('2 problems: nothing is imported until the file is fixed')).toBeInTheDocument();
  expect(within(card).getByText('Line 3: systolic "abc": Systolic must be a whole number.')).toBeInTheDocument();
  expect(within(card).getByText('Line 4: taken_at 2099-01-01 is in the future')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Import 1 reading' })).toBeDisabled();

  await view.user.upload(within(card).getByLabelText('CSV file'), file('taken_at,systolic,diastolic,glucose\n2026-01-02 08:00,128,82,\n2026-01-03 08:00,,,320\n'));
  const preview = await within(card).findByRole('grid', { name: 'Readings in the file' });
  expect(within(preview).getAllByRole('row')).toHaveLength(3);
  expect(within(preview).getByText('Out of range')).toBeInTheDocument();
  await view.user.click(within(card).getByRole('button', { name: 'Import 2 readings' }));
  expect(await screen.findByText('2 readings imported')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  // the care team's task for the out-of-range reading is the server's, not the page's
  expect(calls[0]!.map((op) => (op as { input: { EntityType: string } }).input.EntityType)).toEqual(['Vitals', 'Vitals']);
  expect(rowsOf(view.fake, 'Vitals').filter((row) => String(row['DateConducted']).startsWith('2026-01-0'))).toHaveLength(2);
});

test("RPM tracking shows each device's 30-day period in progress and its device days", async () => {
  renderPrograms({ path: '/apps/program/rpm/tracking' });
  const grid = await screen.findByRole('grid', { name: 'Patients and their month' });
  const day = (d: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00.000Z`));
  expect(within(grid).getByRole('columnheader', { name: /Device period/ })).toBeInTheDocument();
  expect(within(grid).getByRole('row', { name: new RegExp(`Moreau, Rita.*${day(PERIOD.start)} – ${day(PERIOD.end)}.*16.*99454`) })).toBeInTheDocument();
});

test("the RPM tables read a page's readings as one range per month they reach (index 11), never one patient's chart at a time", async () => {
  const { fake } = renderPrograms({ path: '/apps/program/rpm/enrolled' });
  const grid = await screen.findByRole('grid', { name: 'Patients enrolled in remote patient monitoring' });
  expect(within(grid).getByRole('row', { name: /Moreau, Rita.*16/ })).toBeInTheDocument();
  const keys = (n: number) => fake.calls.filter((call) => call.op === `listByGSI${n}`).map((call) => String((call.args as { keys: Record<string, unknown> }).keys[`GSI${n}PK`]));
  const readingReads = keys(11).filter((pk) => pk.startsWith(`${CLINIC}#Vitals#G#rpm#`));
  expect(readingReads.length).toBeGreaterThan(0);
  expect(readingReads.length).toBeLessThanOrEqual(3);
  expect(keys(2).filter((pk) => pk.startsWith(`${CLINIC}#Vitals#`))).toEqual([]);
});
