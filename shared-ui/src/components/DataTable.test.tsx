import { queries } from '@emr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setDataClient } from '../data/records.ts';
import { useServerPages } from '../query/useServerPages.ts';
import { createFakeDataClient } from '../testing/fakeDataClient.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { csvParts } from '../export.ts';
import { DataTable, type DataTableColumn, type TableSort, toCsv } from './DataTable.tsx';

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

test('a server-paged list has one pager: its range, next, last (the list read backwards) and first', async () => {
  const fake = createFakeDataClient();
  for (let i = 1; i <= 12; i++) fake.seed({ EntityType: 'Patient', LastName: `Name${String(i).padStart(2, '0')}`, FirstName: 'A', PatientID: `NS-${String(i).padStart(6, '0')}`, DOB: `19${String(40 + i)}-01-01T00:00:00.000Z` });
  setDataClient(fake.client);
  const user = userEvent.setup();
  renderWithProviders(<ServerList />);
  const names = async () => (await screen.findAllByRole('row')).slice(1).map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

  await waitFor(async () => expect(await names()).toEqual(['NS-000001', 'NS-000002', 'NS-000003', 'NS-000004', 'NS-000005']));
  expect(screen.getByText('1–5 of many')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000008', 'NS-000009', 'NS-000010', 'NS-000011', 'NS-000012']));
  expect(screen.getByText('1–5 counted from the end')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000003', 'NS-000004', 'NS-000005', 'NS-000006', 'NS-000007']));
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  // the start of the list, read backwards: rows 1–2
  await waitFor(async () => expect(await names()).toEqual(['NS-000001', 'NS-000002']));
  expect(screen.getByText('1–2 of many')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'First page' }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000001', 'NS-000002', 'NS-000003', 'NS-000004', 'NS-000005']));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000011', 'NS-000012']));
  expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // the sort the header names is the index the server reads: date of birth, newest first
  await user.click(screen.getByRole('columnheader', { name: /Born/ }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000001', 'NS-000002', 'NS-000003', 'NS-000004', 'NS-000005']));
  await user.click(screen.getByRole('columnheader', { name: /Born/ }));
  await waitFor(async () => expect(await names()).toEqual(['NS-000012', 'NS-000011', 'NS-000010', 'NS-000009', 'NS-000008']));
  expect(screen.getAllByRole('navigation')).toHaveLength(1);
});

test('on a narrow screen the rows are cards with their labels, sorted with a "Sort by" choice', async () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Object.defineProperty(globalThis, 'matchMedia', { configurable: true, value: matchMedia });
  try {
    const user = userEvent.setup();
    renderWithProviders(<DataTable items={people} columns={columns} getRowId={(p) => p.id} ariaLabel="People" initialPageSize={5} />);
    const cards = within(await screen.findByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByText('Age')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Age, descending');
    const first = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(String(Math.max(...people.map((p) => p.age))))).toBeInTheDocument();
  } finally {
    delete (globalThis as { matchMedia?: unknown }).matchMedia;
  }
});

test('the CSV export writes every page the server gives, with progress, and can be cancelled', async () => {
  const pages = async function* (signal: AbortSignal) {
    for (let page = 0; page < 3; page++) {
      signal.throwIfAborted();
      yield people.slice(page * 10, page * 10 + 10);
    }
  };
  const written: number[] = [];
  const result = await csvParts(pages(new AbortController().signal), columns, new AbortController().signal, (n) => written.push(n));
  expect(written).toEqual([10, 20, 23]);
  expect(result!.count).toBe(23);
  expect(result!.parts.join('').split('\r\n')).toHaveLength(24);

  const controller = new AbortController();
  const cancelled = await csvParts(pages(controller.signal), columns, controller.signal, () => controller.abort());
  expect(cancelled).toBeNull();
});

function ServerList() {
  const [sort, setSort] = useState<TableSort>({ column: 'id', direction: 'ascending' });
  const query = sort.column === 'dob' ? queries.patientsByBirthDate('north') : queries.patientsByPatientId('north');
  const pages = useServerPages({ ...query, sortDirection: sort.direction === 'descending' ? 'DESC' : 'ASC' }, { pageSize: 5 });
  return (
    <DataTable
      items={pages.rows}
      columns={[
        { id: 'id', header: 'PatientID', cell: (r) => String(r['PatientID']), sortable: true },
        { id: 'dob', header: 'Born', cell: (r) => String(r['DOB']).slice(0, 10), sortable: true },
      ]}
      getRowId={(r) => r.id}
      ariaLabel="Patients"
      pager={pages.pager}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
