import { screen, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, choose, renderPatients, resetRemote } from '../../testing/fixtures.tsx';
import { buildAggregate } from './aggregate.ts';
import { LIPID, singleLab } from './labSeed.testing.ts';
import { toLab } from './labs.resource.ts';

afterEach(resetRemote);

const path = `/apps/patient/${PATIENT_ID}/AggregateResults`;
const seed = [
  PATIENT,
  ...LIPID('lp-old', '2024-11-04', '88'),
  ...LIPID('lp-new', '2025-05-02', '131'),
  singleLab('a1c', '2025-05-02', { Component: 'Hemoglobin A1c', Result: '5.4', Unit: '%', ReferenceRange: '4.0-5.6' }),
];

test('one grid: components by day, newest day first, the abnormal value marked with a word', async () => {
  renderPatients({ path, seed });
  const grid = await screen.findByRole('table', { name: 'All results by date' });
  const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Component', 'May 2, 2025', 'Nov 4, 2024']);
  const ldl = within(grid).getByRole('rowheader', { name: 'LDL cholesterol' }).closest('tr')!;
  const cells = within(ldl).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent('131 mg/dL');
  expect(within(cells[0]!).getByText('High')).toBeInTheDocument();
  expect(cells[1]).toHaveTextContent('88 mg/dL');
  expect(within(cells[1]!).queryByText('High')).not.toBeInTheDocument();
  const a1c = within(grid).getByRole('rowheader', { name: 'Hemoglobin A1c' }).closest('tr')!;
  expect(within(a1c).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5.4 %', '']);
  // the panel rows themselves are not components
  expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Hemoglobin A1c', 'LDL cholesterol', 'Total cholesterol']);
});

test('before any choice, the trend of the first component whose latest result is flagged is shown', async () => {
  renderPatients({ path, seed });
  // Hemoglobin A1c comes first but is normal; LDL's latest (131, range <100) is high
  expect(await screen.findByRole('table', { name: 'LDL cholesterol over time' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'LDL cholesterol' })).toHaveAttribute('aria-pressed', 'true');
});

test('one name, the nav’s; the trend comes right under its selector, before the grid', async () => {
  renderPatients({ path, seed });
  expect(await screen.findByRole('heading', { level: 2, name: 'Lab trends' })).toBeInTheDocument();
  expect(screen.queryByText('Aggregate results')).not.toBeInTheDocument();
  const trend = await screen.findByRole('table', { name: 'LDL cholesterol over time' });
  const selector = screen.getByRole('combobox', { name: 'Show the trend of' });
  const grid = screen.getByRole('table', { name: 'All results by date' });
  expect(selector.compareDocumentPosition(trend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(trend.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('choosing a component shows its trend from the trend index, with the values in a table', async () => {
  const { user, fake } = renderPatients({ path, seed });
  await screen.findByRole('table', { name: 'All results by date' });
  await choose(user, 'Show the trend of', 'LDL cholesterol');
  const trend = await screen.findByRole('table', { name: 'LDL cholesterol over time' });
  const rows = within(trend).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent))).toEqual([
    ['May 2, 2025', '131 mg/dL'],
    ['Nov 4, 2024', '88 mg/dL'],
  ]);
  expect(within(rows[0]!).getByText('High')).toBeInTheDocument();
  expect(screen.getByText('Reference range: <100 mg/dL')).toBeInTheDocument();
  expect(fake.calls.some((c) => c.op === 'listByGSI11')).toBe(true);
  // the row header does the same
  await user.click(screen.getByRole('button', { name: 'Total cholesterol' }));
  expect(await screen.findByRole('table', { name: 'Total cholesterol over time' })).toBeInTheDocument();
});

test('the grid reads a bounded window with "load older"', () => {
  const rows = Array.from({ length: 3 }, (_, i) => toLab({ ...singleLab(`g${i}`, `2025-0${i + 1}-01`, { Component: 'Glucose', Result: String(90 + i * 10), Unit: 'mg/dL', ReferenceRange: '70-99' }), ClinicID: 'north', Version: 1, createdAt: '', updatedAt: '' }));
  const grid = buildAggregate(rows);
  expect(grid.days).toEqual(['2025-03-01', '2025-02-01', '2025-01-01']);
  expect(grid.cells.get('Glucose')!.get('2025-03-01')!.flag).toBe('high');
  expect(grid.cells.get('Glucose')!.get('2025-01-01')!.flag).toBe('normal');
});
