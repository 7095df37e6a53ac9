import { screen, waitFor, within } from '@testing-library/react';
import { localTime, paths } from '@emr/domain';
import { TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { choose, gridRows, renderVisits, renderWithVisitSeries, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('schedules a visit for a patient found by name; it is on the board of its day', async () => {
  const { user, fake } = renderVisits({ path: paths.visitAdd() });
  await user.click(await screen.findByRole('button', { name: 'Schedule the visit' }));
  expect(await screen.findByText('Choose the patient')).toBeInTheDocument();
  expect(screen.getByText('Choose the provider')).toBeInTheDocument();

  await user.type(screen.getByRole('combobox', { name: /Patient/ }), 'Smith');
  await user.click(await screen.findByRole('option', { name: /Smith, John/ }));
  await choose(user, /Visit type/, 'Telehealth');
  await choose(user, /Provider/, 'Fay Front');
  await user.type(screen.getByLabelText(/Time/), '14:30');
  await user.type(screen.getByRole('textbox', { name: 'Reason for the visit' }), 'Rash');
  await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));

  await screen.findByRole('grid', { name: 'Visits of the chosen days' });
  const created = rowsOf(fake, 'Visit').find((row) => row['Reason'] === 'Rash')!;
  expect(created).toMatchObject({ PatientID: 'NO-000002', VisitType: 'Telehealth', AssignedTo: 'u-front', VisitStatus: 'Scheduled' });
  expect(Date.parse(String(created['End'])) - Date.parse(String(created['VisitDate']))).toBe(30 * 60_000);
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(3));
  const row = gridRows('Visits of the chosen days').find((r) => within(r).queryByText('Telehealth'))!;
  expect(within(row).getByText('Smith, John')).toBeInTheDocument();
});

test('a visit booked on another day: the board opens on that day, with the new visit', async () => {
  const { user } = renderVisits({ path: paths.visitAdd({ patientId: 'NO-000002', day: '2031-03-04' }) });
  await choose(user, /Visit type/, 'Telehealth');
  await choose(user, /Provider/, 'Fay Front');
  await user.type(screen.getByLabelText(/Time/), '10:00');
  await user.type(screen.getByRole('textbox', { name: 'Reason for the visit' }), 'Results');
  await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
  await screen.findByRole('grid', { name: 'Visits of the chosen days' });
  expect(screen.getByLabelText('From')).toHaveValue('2031-03-04');
  await waitFor(() => expect(gridRows('Visits of the chosen days')).toHaveLength(1));
  expect(within(gridRows('Visits of the chosen days')[0]!).getByText('Smith, John')).toBeInTheDocument();
});

test('warns when the provider already has a visit at that time; a chart’s patient comes preset', async () => {
  const { user } = renderVisits({ path: paths.visitAdd({ patientId: 'NO-000001' }) });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Lopez, Maria'));
  await choose(user, /Provider/, 'Dr. Omar Haddad');
  await user.type(screen.getByLabelText(/Time/), '09:15');
  expect(await screen.findByText(/already has/)).toHaveTextContent(/Lopez, Maria/);
  await user.clear(screen.getByLabelText(/Time/));
  await user.type(screen.getByLabelText(/Time/), '11:00');
  await waitFor(() => expect(screen.queryByText(/already has/)).not.toBeInTheDocument());
});

test('billing may not schedule: the page says so', async () => {
  renderVisits({ path: paths.visitAdd(), role: 'billing' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
});

test('a visit repeated every 2 weeks, 3 times: the form previews the dates, flags a clash and books the series in one call', async () => {
  const { user, fake } = renderWithVisitSeries({ path: paths.visitAdd({ patientId: 'NO-000002' }) });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Smith, John'));
  await choose(user, /Visit type/, 'Follow-up');
  await choose(user, /Provider/, 'Dr. Omar Haddad');
  await user.type(screen.getByLabelText(/^Time/), '09:00');
  await user.click(screen.getByRole('checkbox', { name: 'Repeat as follow-up visits' }));
  const every = screen.getByRole('spinbutton', { name: /Repeat every/ });
  await user.clear(every);
  await user.type(every, '40');
  await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
  expect(await screen.findByText('Repeat every 1 to 26 weeks or 1 to 12 months')).toBeInTheDocument();
  await user.clear(every);
  await user.type(every, '2');
  const count = screen.getByRole('spinbutton', { name: /Number of visits/ });
  await user.clear(count);
  await user.type(count, '3');

  const preview = await screen.findByRole('list', { name: 'The 3 visits that will be booked' });
  const items = within(preview).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  // the first visit overlaps Maria Lopez's at 09:00 today; the later ones are free
  expect(items[0]).toHaveTextContent(/the provider already has: .*Lopez, Maria/);
  expect(items[1]).not.toHaveTextContent(/already has/);

  await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
  expect(await screen.findByText(/3 visits of Smith, John scheduled/)).toBeInTheDocument();
  const booked = rowsOf(fake, 'Visit').filter((row) => row['PatientID'] === 'NO-000002' && row['VisitType'] === 'Follow-up' && row['VisitStatus'] === 'Scheduled');
  // 9 am on the clinic's wall clock (Chicago), whatever this workstation's zone (Los Angeles: 7 am)
  expect(booked.map((row) => localTime(String(row['VisitDate']), TEST_CLINIC_TIME_ZONE))).toEqual(['09:00', '09:00', '09:00']);
  const days = booked.map((row) => Date.parse(String(row['VisitDate']))).sort();
  expect(Math.round((days[2]! - days[0]!) / 86_400_000)).toBe(28);
});

test('the domain’s visit rules: a reason over 500 characters is refused in the server’s wording, and nothing is saved', async () => {
  const { user, fake } = renderVisits({ path: paths.visitAdd({ patientId: 'NO-000002' }) });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Smith, John'));
  await choose(user, /Visit type/, 'Telehealth');
  await choose(user, /Provider/, 'Fay Front');
  await user.type(screen.getByLabelText(/^Time/), '16:00');
  await user.click(screen.getByRole('textbox', { name: 'Reason for the visit' }));
  await user.paste('x'.repeat(501));
  await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
  expect(await screen.findByText('Reason for the visit is too long: at most 500 characters.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Visit').filter((row) => row['PatientID'] === 'NO-000002' && row['VisitType'] === 'Telehealth')).toHaveLength(0);
});
