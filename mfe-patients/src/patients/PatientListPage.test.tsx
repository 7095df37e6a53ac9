import { screen, waitFor, within } from '@testing-library/react';
import { type Fields, choose, gridRows, renderPatients, resetRemote, rowsOf } from '../testing/fixtures.tsx';
import { failingIndex } from '../testing/fixtures.tsx';
import { CLINIC_PATIENTS, manyPatients } from './testData.ts';

afterEach(resetRemote);

const TABLE = 'Patients';
const names = () => gridRows(TABLE).map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search patients' });

async function searchFor(user: ReturnType<typeof renderPatients>['user'], text: string) {
  await user.clear(searchBox());
  await user.type(searchBox(), text);
  await screen.findByText(new RegExp(`^Patients found for “${text.trim().replace(/[()]/g, '\\$&')}”: \\d+$`));
  await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
}

test('without a search, lists the clinic’s patients by last name with their details', async () => {
  renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  expect(await screen.findByRole('grid', { name: TABLE })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
  expect(names()).toEqual(['Lopez, Maria', 'Lopez, Miguel', 'Martinez, Ana', 'Smith, Lorena']);
  const maria = gridRows(TABLE)[0]!;
  expect(within(maria).getByText('NS-000001')).toBeInTheDocument();
  expect(within(maria).getByText(/^Apr 12, 1968 \(\d+ y\)$/)).toBeInTheDocument();
  expect(within(maria).getByText('Female')).toBeInTheDocument();
  expect(within(maria).getByText('(217) 555-0142')).toBeInTheDocument();
  expect(within(maria).getByText('Springfield, IL')).toBeInTheDocument();
  expect(within(gridRows(TABLE)[2]!).getByText('Transferred')).toBeInTheDocument();
  expect(screen.getByText('1–4 of 4')).toBeInTheDocument();
  // one pager: the table's
  expect(screen.getAllByRole('navigation')).toHaveLength(1);
  // the hint's PatientID is a whole one of this clinic, not a prefix a hundred patients share
  expect(screen.getByText(/PatientID \(NS-000010\)/)).toBeInTheDocument();
});

test('searches names on the last-name and first-name indexes, "lopez m" style included', async () => {
  const { user, fake } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  await searchFor(user, 'lo');
  // Lopez ×2 by last name, Lorena by first name
  expect(names()).toEqual(['Lopez, Maria', 'Lopez, Miguel', 'Smith, Lorena']);
  await searchFor(user, 'Lopez Mi');
  expect(names()).toEqual(['Lopez, Miguel']);
  await searchFor(user, 'lorena sm');
  expect(names()).toEqual(['Smith, Lorena']);
  // only index queries: never a scan of the table
  expect(fake.calls.some((call) => call.op === 'list')).toBe(false);
  expect(fake.calls.filter((call) => call.op === 'listByGSI7').length).toBeGreaterThan(0);
});

test('searches by PatientID prefix (any case), date of birth and phone', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  await searchFor(user, 'ns-000003');
  expect(names()).toEqual(['Martinez, Ana']);
  await searchFor(user, 'NS-00000');
  expect(names()).toHaveLength(3);
  await searchFor(user, '04/12/1968');
  expect(names()).toEqual(['Lopez, Maria']);
  await searchFor(user, '1975-09-30');
  expect(names()).toEqual(['Lopez, Miguel']);
  // Maria's cell phone and Miguel's home phone both start (217) 555
  await searchFor(user, '(217) 555');
  expect(names()).toEqual(['Lopez, Maria', 'Lopez, Miguel']);
  await searchFor(user, '312-555-0100');
  expect(names()).toEqual(['Martinez, Ana']);
  // the last four digits of either phone
  await searchFor(user, '0142');
  expect(names()).toEqual(['Lopez, Maria']);
  await searchFor(user, '0199');
  expect(names()).toEqual(['Lopez, Miguel']);
});

test('filters by status, with and without a search', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  await choose(user, 'Status', 'Inactive');
  await waitFor(() => expect(names()).toEqual(['Lopez, Miguel']));
  await choose(user, 'Status', 'Active');
  await waitFor(() => expect(names()).toEqual(['Lopez, Maria', 'Smith, Lorena']));
  await searchFor(user, 'lopez');
  expect(names()).toEqual(['Lopez, Maria']);
  await choose(user, 'Status', 'Deceased');
  expect(await screen.findByText('No patient matches “lopez”.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
  await waitFor(() => expect(names()).toHaveLength(4));
  expect(searchBox()).toHaveValue('');
});

test('caps a broad search and asks to refine it; browsing pages through the server with the one pager', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: manyPatients(130) });
  await screen.findByRole('grid', { name: TABLE });
  expect(screen.getByText('1–25 of many')).toBeInTheDocument();
  expect(gridRows(TABLE)).toHaveLength(25);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('26–50 of many')).toBeInTheDocument();
  await waitFor(() => expect(names()[0]).toBe('Lopez, Patient025'));
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await waitFor(() => expect(names().at(-1)).toBe('Lopez, Patient129'));
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'First page' }));
  await waitFor(() => expect(names()[0]).toBe('Lopez, Patient000'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
  await waitFor(() => expect(gridRows(TABLE)).toHaveLength(100));

  await searchFor(user, 'lopez');
  expect(screen.getByText('Patients found for “lopez”: 100')).toBeInTheDocument();
  expect(screen.getByText(/Only the first 100 matches are shown/)).toBeInTheDocument();
  await searchFor(user, 'lopez patient12');
  expect(screen.getByText('Patients found for “lopez patient12”: 10')).toBeInTheDocument();
  expect(screen.queryByText(/Only the first 100 matches are shown/)).not.toBeInTheDocument();
});

test('sorting by date of birth reads the date-of-birth index: the oldest patient first, though on a later page by name', async () => {
  const seed: Fields[] = manyPatients(60).map((p, i) => ({ ...p, DOB: `${1990 - (i % 50)}-0${1 + (i % 9)}-15T00:00:00.000Z` }));
  seed.push({ ...seed[0]!, id: 'oldest', PatientID: 'NS-999999', FirstName: 'Zelda', LastName: 'Zimmer', DOB: '1921-02-03T00:00:00.000Z' });
  const { user, fake } = renderPatients({ path: '/apps/patients/list', seed });
  await screen.findByRole('grid', { name: TABLE });
  expect(names()).not.toContain('Zimmer, Zelda');
  await user.click(screen.getByRole('columnheader', { name: /Date of birth/ }));
  await waitFor(() => expect(names()[0]).toBe('Zimmer, Zelda'));
  expect(fake.calls.some((call) => call.op === 'listByGSI8')).toBe(true);
  await user.click(screen.getByRole('columnheader', { name: /Date of birth/ }));
  await waitFor(() => expect(names().at(-1)).not.toBe('Zimmer, Zelda'));
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await waitFor(() => expect(names().at(-1)).toBe('Zimmer, Zelda'));
  // no index orders by sex: its header does not sort
  expect(screen.getByRole('columnheader', { name: 'Sex' })).not.toHaveAttribute('aria-sort');
});

test('a click on a row opens the chart', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  await user.click(within(gridRows(TABLE)[2]!).getByText('NS-000003'));
  expect(window.location.pathname).toBe('/apps/patient/NS-000003');
});

test('Enter on a focused row opens the chart', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  within(gridRows(TABLE)[1]!).getAllByRole('gridcell')[1]!.focus();
  await user.keyboard('{Enter}');
  expect(window.location.pathname).toBe('/apps/patient/NS-000002');
});

test('an empty clinic offers to add the first patient', async () => {
  const { user } = renderPatients({ path: '/apps/patients/list', seed: [] });
  expect(await screen.findByText('No patients registered yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add patient' }));
  expect(window.location.pathname).toBe('/apps/patients/add');
  expect(await screen.findByRole('heading', { level: 1, name: 'Register a patient' })).toBeInTheDocument();
});

test('a failed load shows the translated error and retries', async () => {
  let fail = true;
  const { user } = renderPatients({
    path: '/apps/patients/list',
    seed: CLINIC_PATIENTS,
    wrapClient: (client) => failingIndex(client, 1, 'AccessDeniedException', () => fail),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('grid', { name: TABLE })).toBeInTheDocument();
});

test('roles that may not register patients get no "Add patient" button', async () => {
  const { fake } = renderPatients({ path: '/apps/patients/list', role: 'billing', seed: CLINIC_PATIENTS });
  await screen.findByRole('grid', { name: TABLE });
  expect(screen.queryByRole('button', { name: 'Add patient' })).not.toBeInTheDocument();
  expect(rowsOf(fake, 'Patient')).toHaveLength(4);
});

test('exports every matching patient, not only the page shown, as a CSV download', async () => {
  const blobs: Blob[] = [];
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:patients';
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/);
  });
  try {
    const { user } = renderPatients({ path: '/apps/patients/list', seed: [...CLINIC_PATIENTS, ...manyPatients(130)] });
    await screen.findByRole('grid', { name: TABLE });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((await blobs[0]!.text()).trim().split('\r\n')).toHaveLength(1 + 134);

    await searchFor(user, 'lopez m');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const text = (await blobs[1]!.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe('Name,PatientID,Date of birth,Sex,Phone,"City, state",Status');
    expect(lines).toEqual([
      '"Lopez, Maria",NS-000001,1968-04-12,Female,(217) 555-0142,"Springfield, IL",Active',
      '"Lopez, Miguel",NS-000002,1975-09-30,Male,(217) 555-0199,"Springfield, IL",Inactive',
    ]);
  } finally {
    createObjectURL.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  }
});
