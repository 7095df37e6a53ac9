import { rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { MEDICAL_SEED, SEED, renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const seed = [...SEED, ...MEDICAL_SEED];

test('weight loss: weight at enrolment, latest, change and BMI from the vitals; the trajectory in a table', async () => {
  renderPrograms({ path: '/apps/program/medical/ObesityPatients', seed });
  const grid = await screen.findByRole('grid', { name: 'Weight loss patients and their weight since enrolment' });
  // baseline: the last weighing before enrolment (240 lb, Jan 5), latest 228 lb: −5%; BMI with the 70 in height
  expect(within(grid).getByRole('row', { name: /Lopez, Maria.*240 lb.*228 lb.*-5%.*32\.7.*200 lb/ })).toBeInTheDocument();
  const trajectory = screen.getByRole('region', { name: 'Weight trajectory of Lopez, Maria' });
  expect(within(trajectory).getByText('At enrolment 240 lb, latest 228 lb (-5%). 28 lb to go to the goal.')).toBeInTheDocument();
  expect(within(within(trajectory).getByRole('grid', { name: 'Weighings' })).getAllByRole('row')).toHaveLength(4);
});

test('weight loss: the goal weight is checked and saved on the enrolment', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/medical/ObesityPatients?enrolment=e-ob', seed });
  const goal = await screen.findByRole('textbox', { name: 'Goal weight (lb)' });
  await user.clear(goal);
  await user.type(goal, '20');
  await user.click(screen.getByRole('button', { name: 'Save the goal' }));
  expect(await screen.findByText('Goal weight (lb) must be from 50 to 1000.')).toBeInTheDocument();
  await user.clear(goal);
  await user.type(goal, '190');
  await user.click(screen.getByRole('button', { name: 'Save the goal' }));
  expect(await screen.findByText('Goal weight saved')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row.id === 'e-ob')).toMatchObject({ CustomFloat: 190 });
});

test('kidney stones: stone events, imaging and 24-hour urine from the chart, and the next panel six months after the first', async () => {
  renderPrograms({ path: '/apps/program/medical/StonePatients', seed });
  const grid = await screen.findByRole('grid', { name: 'Kidney stone patients' });
  expect(within(grid).getByRole('row', { name: /Keller, John.*2.*Jan 15, 2026.*Jan 16, 2026.*Feb 1, 2026.*Aug 1, 2026/ })).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Stone history of Keller, John' });
  expect(within(within(history).getByRole('region', { name: 'Stone events' })).getAllByRole('listitem')).toHaveLength(2);
  expect(within(history).getByText('24-hour urine stone risk panel')).toBeInTheDocument();
  expect(within(history).queryByText('Basic metabolic panel')).not.toBeInTheDocument();
  expect(within(history).queryByText(/Essential hypertension/)).not.toBeInTheDocument();
});

test('a medical program without patients says so', async () => {
  renderPrograms({ path: '/apps/program/medical/StonePatients' });
  expect(await screen.findByText('No patient is enrolled in this program.')).toBeInTheDocument();
});
