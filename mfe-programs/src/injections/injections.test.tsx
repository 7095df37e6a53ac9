import { rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SEED, renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('the overview lists every program’s patients with the last dose and the next due by protocol', async () => {
  renderPrograms({ path: '/apps/program/injections' });
  const grid = await screen.findByRole('grid', { name: 'Enrolled patients and their next dose' });
  expect(within(grid).getByRole('row', { name: /Lopez, Maria.*Vitamin B12.*Jan 15, 2026.*Feb 15, 2026.*Overdue/ })).toBeInTheDocument();
  expect(within(grid).getByRole('row', { name: /Keller, John.*GLP-1.*Never given/ })).toBeInTheDocument();
});

test('recording a B12 dose saves an Injection of the chart, given by the signed-in user', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/injections/b12/injections' });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Lopez, Maria');
  await user.type(within(form).getByRole('textbox', { name: /Product/ }), 'Cyanocobalamin');
  await user.type(within(form).getByRole('textbox', { name: /Dose/ }), '1000 mcg');
  await user.type(within(form).getByRole('textbox', { name: 'Lot' }), 'AB123');
  await user.type(within(form).getByRole('textbox', { name: 'Site' }), 'Left deltoid');
  await user.click(within(form).getByRole('button', { name: 'Record the dose' }));
  expect(await screen.findByText('Dose recorded for Lopez, Maria')).toBeInTheDocument();
  expect(rowsOf(fake, 'Injection').find((row) => row['Dosage'] === '1000 mcg')).toMatchObject({
    PatientID: 'NS-000001', Program: 'b12', LinkedToProgram: 'e-4', Injection: 'Cyanocobalamin 1000 mcg', InjectionType: 'Intramuscular', CustomString: 'Lot AB123', Comment: 'Left deltoid',
  });
});

test('a dose the server would refuse is refused in the form with the domain’s rules: no dose, an expired product, a site too long', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/injections/b12/injections' });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  const before = rowsOf(fake, 'Injection').length;
  await user.click(within(form).getByRole('button', { name: 'Record the dose' }));
  expect(await within(form).findByText('Choose a value for Patient.')).toBeInTheDocument();
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Lopez, Maria');
  await user.type(within(form).getByLabelText('Lot expiry'), '2020-01-31');
  await user.type(within(form).getByRole('textbox', { name: 'Site' }), 'S'.repeat(101));
  await user.click(within(form).getByRole('button', { name: 'Record the dose' }));
  expect(await within(form).findByText('Product is required.')).toBeInTheDocument();
  expect(within(form).getByText('Dose is required.')).toBeInTheDocument();
  expect(within(form).getByText('Lot expiry cannot be before today.')).toBeInTheDocument();
  expect(within(form).getByText('Site is too long: at most 100 characters.')).toBeInTheDocument();
  expect(within(form).queryByText('Choose a value for Patient.')).not.toBeInTheDocument();
  expect(rowsOf(fake, 'Injection')).toHaveLength(before);
});

test('a GLP-1 dose is blocked while the medication’s prior authorisation has expired', async () => {
  const { user } = renderPrograms({ path: '/apps/program/injections/glp1/injections' });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Keller, John');
  expect(await within(form).findByText('The prior authorisation of Semaglutide (Wegovy) 1 mg expired on 2026-02-01: renew it before giving this dose.')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Record the dose' })).toBeDisabled();
});

test('GLP-1: the escalation is shown and only the doses it allows are offered', async () => {
  const doses = [0, 1, 2, 3].map((week) => ({
    EntityType: 'Injection' as const, id: `g-${week}`, PatientID: 'NS-000002', Program: 'glp1', Injection: 'Semaglutide 0.25 mg', MedicationName: 'Semaglutide (Wegovy)', Dosage: '0.25 mg',
    InjectionType: 'Subcutaneous', DateAdministered: new Date(Date.UTC(2026, 0, 6 + 7 * week)).toISOString(), LinkedToProgram: 'e-5',
  }));
  const seed = [...SEED.map((row) => (row.id === 'e-5' ? { ...row, Variation: 'wegovy' } : row)), ...doses];
  const { user } = renderPrograms({ path: '/apps/program/injections/glp1/injections', seed });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Keller, John');
  expect(
    await within(form).findByText(/Escalation: Semaglutide \(Wegovy\) weekly: 0.25 → 0.5 → 1 → 1.7 → 2.4 mg. Last dose 0.25 mg, given 4 weeks in a row. The next step, 0.5 mg, may be given now./),
  ).toBeInTheDocument();
  const options = within(within(form).getByRole('combobox', { name: /Dose/ })).getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['Choose the dose', '0.25 mg', '0.5 mg']);
});

test('GLP-1: without a protocol on the enrolment, the escalation follows the product of the last dose', async () => {
  const doses = [0, 1].map((week) => ({
    EntityType: 'Injection' as const, id: `g-${week}`, PatientID: 'NS-000002', Program: 'glp1', Injection: 'Tirzepatide (Zepbound) 2.5 mg', MedicationName: 'Tirzepatide (Zepbound)',
    InjectionType: 'Subcutaneous', DateAdministered: new Date(Date.UTC(2026, 0, 6 + 7 * week)).toISOString(), LinkedToProgram: 'e-5',
  }));
  const { user } = renderPrograms({ path: '/apps/program/injections/glp1/injections', seed: [...SEED, ...doses] });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Keller, John');
  expect(await within(form).findByText(/Tirzepatide weekly.*Last dose 2.5 mg, given 2 weeks in a row. The next step, 5 mg, after 2 more weekly doses./)).toBeInTheDocument();
});

test('enrolling in GLP-1: protocol and prior authorisation dates, an authorisation ending before it starts refused in the form', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/injections/glp1/enrolled' });
  await screen.findByRole('grid', { name: 'Enrolled patients and their next dose' });
  await user.click(screen.getByRole('button', { name: 'Enrol a patient' }));
  await user.type(screen.getByLabelText('Find the patient (name, date of birth or ID)'), 'Moreau');
  await user.click(await screen.findByRole('button', { name: 'Choose Moreau, Rita' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Protocol' }), 'Tirzepatide weekly: 2.5 → 5 → 7.5 → 10 → 12.5 → 15 mg');
  await user.type(screen.getByLabelText('Authorised from'), '2026-03-01');
  await user.type(screen.getByLabelText('Authorised until'), '2026-02-01');
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText(/^Authorised until cannot be before authorised from\.$/i)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Authorised until'));
  await user.type(screen.getByLabelText('Authorised until'), '2026-09-01');
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Moreau, Rita is enrolled')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row['PatientID'] === 'NS-000003' && row['Program'] === 'glp1')).toMatchObject({
    Status: 'Active', Variation: 'tirzepatide', StartDate: '2026-03-01T00:00:00.000Z', DateExpired: '2026-09-01T00:00:00.000Z',
  });
});
