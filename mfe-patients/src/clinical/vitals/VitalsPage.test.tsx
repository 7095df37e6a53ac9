import { DANGER_CLASS } from '@emr/shared-ui';
import { json } from '@emr/shared-ui';
import { screen, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, choose, dialogButton, findDialog, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';

afterEach(resetRemote);

const path = `/apps/patient/${PATIENT_ID}/Vitals`;
const reading = (id: string, at: string, vitals: Record<string, number>) => ({
  EntityType: 'Vitals' as const,
  id,
  PatientID: PATIENT_ID,
  DateConducted: at,
  Vitals: { ...vitals },
});
const seed = [
  PATIENT,
  reading('v-1', '2025-01-10T15:00:00.000Z', { systolic: 150, diastolic: 95, heartRate: 80, temperatureF: 98.4, respiratoryRate: 16, spo2: 97, weightLb: 200, heightIn: 70, bmi: 28.7 }),
  reading('v-2', '2025-03-12T15:00:00.000Z', { systolic: 138, diastolic: 88, heartRate: 72, temperatureF: 98.6, respiratoryRate: 15, spo2: 98, weightLb: 190, heightIn: 70, bmi: 27.3 }),
];
const field = (name: RegExp) => screen.getByRole('textbox', { name });

test('lists readings newest first with BMI, and the trend of the chosen vital as a table', async () => {
  const { user } = renderPatients({ path, seed });
  const table = await screen.findByRole('table', { name: 'Vitals' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('138/88');
  expect(rows[0]).toHaveTextContent('27.3');
  expect(rows[1]).toHaveTextContent('150/95');
  const bp = await screen.findByRole('table', { name: 'Blood pressure over time' });
  expect(within(bp).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['138/88', '150/95']);
  await choose(user, 'Vital', 'Weight');
  const weight = await screen.findByRole('table', { name: 'Weight over time' });
  expect(within(weight).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['190', '200']);
});

test('a value outside the usual range is marked with an arrow and a word: stage 2 blood pressure in an adult, not a normal one', async () => {
  renderPatients({ path, seed });
  const table = await screen.findByRole('table', { name: 'Vitals' });
  const [newest, older] = within(table).getAllByRole('row').slice(1);
  // 150/95 is high; 138/88 and every other value of both readings are not
  await within(older!).findByText('High');
  expect(within(older!).getAllByText(/^(High|Low)$/)).toHaveLength(1);
  expect(within(older!).getByText('High').closest('td')).toHaveTextContent('150/95');
  expect(within(newest!).queryByText(/^(High|Low)$/)).not.toBeInTheDocument();
});

test('refuses values outside physiological ranges with clear messages and saves nothing', async () => {
  const { user, fake } = renderPatients({ path, seed: [PATIENT] });
  await screen.findByText('No vitals recorded');
  await user.click(screen.getByRole('button', { name: 'Add vitals' }));
  await screen.findByRole('form', { name: 'New vitals' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter at least one measurement')).toBeInTheDocument();
  await user.type(field(/^Systolic/), '320');
  await user.type(field(/^Diastolic/), '80');
  await user.type(field(/^SpO2/), '101');
  await user.type(field(/^Temperature/), '37');
  await user.type(field(/^Heart rate/), '72.5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Systolic pressure must be from 50 to 300.')).toBeInTheDocument();
  expect(screen.getByText('SpO2 must be from 50 to 100.')).toBeInTheDocument();
  expect(screen.getByText('Temperature must be from 90 to 110.')).toBeInTheDocument();
  expect(screen.getByText('Heart rate must be a whole number.')).toBeInTheDocument();
  // a negative weight is out of range (one message style: the range), not a question of decimals
  await user.type(field(/^Weight/), '-5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Weight must be from 1 to 1000.')).toBeInTheDocument();
  await user.clear(field(/^Systolic/));
  await user.type(field(/^Systolic/), '75');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The diastolic pressure must be below the systolic')).toBeInTheDocument();
  expect(rowsOf(fake, 'Vitals')).toHaveLength(0);
});

test('BMI is computed from weight and height, shown and stored, never typed', async () => {
  const { user, fake } = renderPatients({ path, seed: [PATIENT] });
  await screen.findByText('No vitals recorded');
  await user.click(screen.getByRole('button', { name: 'Add vitals' }));
  await screen.findByRole('form', { name: 'New vitals' });
  const bmi = screen.getByRole('textbox', { name: 'BMI' });
  expect(bmi).toHaveAttribute('readonly');
  await user.type(field(/^Systolic/), '122');
  await user.type(field(/^Diastolic/), '78');
  await user.type(field(/^Weight/), '180');
  await user.type(field(/^Height/), '70');
  expect(bmi).toHaveValue('25.8');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vitals added')).toBeInTheDocument();
  const [row] = rowsOf(fake, 'Vitals');
  expect(json(row!['Vitals'], {})).toEqual({ systolic: 122, diastolic: 78, weightLb: 180, heightIn: 70, bmi: 25.8 });
  const table = await screen.findByRole('table', { name: 'Vitals' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('25.8');
});

test('an edit sends the Version read; delete asks first', async () => {
  const { user, fake } = renderPatients({ path, seed });
  await screen.findByRole('table', { name: 'Vitals' });
  const [newest] = within(screen.getByRole('table', { name: 'Vitals' })).getAllByRole('row').slice(1);
  await user.click(within(newest!).getByRole('button', { name: /^Edit the vitals of/ }));
  await screen.findByRole('form', { name: 'Edit vitals' });
  expect(field(/^Weight/)).toHaveValue('190');
  await user.clear(field(/^Weight/));
  await user.type(field(/^Weight/), '185');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vitals saved')).toBeInTheDocument();
  const update = fake.calls.find((c) => c.op === 'update')!.args as Record<string, unknown>;
  expect(update['Version']).toBe(1);
  expect(update).not.toHaveProperty('DateConducted');
  expect(json(fake.rows.get('v-2')!['Vitals'], {})).toMatchObject({ weightLb: 185, bmi: 26.5 });

  await user.click(screen.getAllByRole('button', { name: /^Delete the vitals of/ })[1]!);
  const dialog = await findDialog('Delete this record?');
  expect(dialogButton(dialog, 'Delete')).toHaveClass(DANGER_CLASS);
  await user.click(dialogButton(dialog, 'Delete'));
  expect(await screen.findByText('Vitals deleted')).toBeInTheDocument();
  expect(rowsOf(fake, 'Vitals').map((r) => r.id)).toEqual(['v-2']);
});

test('an older reading dated only by its Timestamp gets that day as its DateConducted when next saved', async () => {
  const older = { EntityType: 'Vitals' as const, id: 'v-old', PatientID: PATIENT_ID, Timestamp: '2024-06-01T15:00:00.000Z', Vitals: { heartRate: 70 } };
  const { user, fake } = renderPatients({ path, seed: [PATIENT, older] });
  await screen.findByRole('table', { name: 'Vitals' });
  await user.click(screen.getByRole('button', { name: /^Edit the vitals of/ }));
  await screen.findByRole('form', { name: 'Edit vitals' });
  await user.clear(field(/^Heart rate/));
  await user.type(field(/^Heart rate/), '72');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vitals saved')).toBeInTheDocument();
  expect(fake.rows.get('v-old')).toMatchObject({ DateConducted: '2024-06-01T15:00:00.000Z' });
});
