import { rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { renderPrograms, resetRemote } from '../testing/fixtures.tsx';

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

test('a GLP-1 dose is blocked while the medication’s prior authorisation has expired', async () => {
  const { user } = renderPrograms({ path: '/apps/program/injections/glp1/injections' });
  const form = await screen.findByRole('region', { name: 'Record a dose' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), 'Keller, John');
  expect(await within(form).findByText('The prior authorisation of Semaglutide (Wegovy) 1 mg expired on 2026-02-01: renew it before giving this dose.')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Record the dose' })).toBeDisabled();
});
