import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { DataTable, type DataTableColumn, toCsv } from './DataTable.tsx';

interface Person {
  id: string;
  name: string;
  age: number;
}

const people: Person[] = Array.from({ length: 23 }, (_, i) => ({ id: `p${i}`, name: `Person ${String.fromCharCode(90 - i)}`, age: 20 + ((i * 7) % 50) }));
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name },
  { id: 'age', header: 'Age', cell: (p) => p.age, sortValue: (p) => p.age },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);

test('sorts the whole list, not only the visible page, and pages through it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DataTable items={people} columns={columns} getRowId={(p) => p.id} ariaLabel="People" initialPageSize={5} />);
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('1–5 of 23')).toBeInTheDocument();

  await user.click(screen.getByRole('columnheader', { name: /Age/ }));
  expect(within(bodyRows()[0]!).getByText(String(Math.min(...people.map((p) => p.age))))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Last page' }));
  expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'First page' }));
  expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
});

test('page sizes 5, 10, 20, 25, 50 and 100 are offered', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DataTable items={people} columns={columns} getRowId={(p) => p.id} ariaLabel="People" />);
  const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
  expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20', '25', '50', '100']);
  await user.selectOptions(sizes, '25');
  expect(bodyRows()).toHaveLength(23);
});

test('CSV export quotes separators and defuses spreadsheet formulas', () => {
  const csv = toCsv([{ id: '1', name: '=HYPERLINK("x"), Jr', age: 3 }], columns);
  expect(csv).toBe('Name,Age\r\n"\'=HYPERLINK(""x""), Jr",3');
});
