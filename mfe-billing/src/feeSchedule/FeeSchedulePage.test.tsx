import { paths } from '@emr/domain';
import type { SeedRow } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SEED, STAFF, renderBilling, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const FEES: SeedRow[] = [
  { EntityType: 'FeeScheduleEntry', id: 'f-1', CPTCode: '99214', Description: 'Office visit, est., moderate', PriceCents: 18000, Status: 'Active' },
  { EntityType: 'FeeScheduleEntry', id: 'f-2', CPTCode: 'J3420', Description: 'Vitamin B-12 injection, up to 1,000 mcg', PriceCents: 2500, Status: 'Active' },
  { EntityType: 'FeeScheduleEntry', id: 'f-3', CPTCode: '99213', Description: 'Office visit, est., low', PriceCents: 9000, Status: 'Retired', EndDate: '2026-01-01T00:00:00.000Z' },
];

const rowsOfTable = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.textContent);

test('the biller lists the active entries, adds one the form first refuses, and retires one', async () => {
  const { user, fake } = renderBilling({ path: paths.feeSchedule(), seed: [...STAFF, ...FEES] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Fee schedule' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: '$180.00' })).toBeInTheDocument();
  expect(rowsOfTable('Active')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Add an entry' }));
  const dialog = await screen.findByRole('dialog', { name: 'New fee schedule entry' });
  await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), '9949');
  await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
  expect(await within(dialog).findByText('Code must look like 99213 / J3420.')).toBeInTheDocument();
  expect(within(dialog).getByText('Price must be from 0.01 to 99999.99.')).toBeInTheDocument();
  expect(within(dialog).getByText('Short description is required.')).toBeInTheDocument();

  // an active code is refused before the server is asked (the server refuses it too)
  await user.clear(within(dialog).getByRole('textbox', { name: /Code/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'j3420');
  await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
  expect(await within(dialog).findByText('The fee schedule already has an active entry for J3420: edit it, or retire it first.')).toBeInTheDocument();

  await user.clear(within(dialog).getByRole('textbox', { name: /Code/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), '99490');
  await user.type(within(dialog).getByRole('textbox', { name: /Short description/ }), 'CCM, clinical staff, first 20 min');
  await user.clear(within(dialog).getByRole('textbox', { name: /Price/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '62.29');
  await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
  expect(await screen.findByText('99490 saved')).toBeInTheDocument();
  const added = rowsOf(fake, 'FeeScheduleEntry').find((row) => row['CPTCode'] === '99490')!;
  expect(added).toMatchObject({ PriceCents: 6229, Status: 'Active', Description: 'CCM, clinical staff, first 20 min' });
  expect(await screen.findByRole('cell', { name: '$62.29' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retire J3420' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Retire J3420?' })).getByRole('button', { name: 'Retire' }));
  expect(await screen.findByText('J3420 retired')).toBeInTheDocument();
  expect(rowsOf(fake, 'FeeScheduleEntry').find((row) => row['id'] === 'f-2')!['Status']).toBe('Retired');
  await user.click(screen.getByRole('tab', { name: 'Retired' }));
  expect(await screen.findByRole('cell', { name: 'J3420' })).toBeInTheDocument();
  expect(rowsOfTable('Retired')).toHaveLength(2);
});

test('editing a price changes the entry only', async () => {
  const { user, fake } = renderBilling({ path: paths.feeSchedule(), seed: [...STAFF, ...FEES] });
  await user.click(await screen.findByRole('button', { name: 'Edit 99214' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit 99214' });
  await user.clear(within(dialog).getByRole('textbox', { name: /Price/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '185.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
  expect(await screen.findByText('99214 saved')).toBeInTheDocument();
  expect(rowsOf(fake, 'FeeScheduleEntry').find((row) => row['id'] === 'f-1')!['PriceCents']).toBe(18550);
});

test('a clinician reads the schedule without the means to change it', async () => {
  renderBilling({ path: paths.feeSchedule(), seed: [...STAFF, ...FEES], role: 'user' });
  expect(await screen.findByRole('cell', { name: '$180.00' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add an entry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit 99214' })).not.toBeInTheDocument();
});

test('an empty fee schedule says so', async () => {
  renderBilling({ path: paths.feeSchedule(), seed: STAFF });
  expect(await screen.findByText('The fee schedule has no active entry yet.')).toBeInTheDocument();
});

test('on a claim, a code the fee schedule holds fills the description and the charge (price × units) until the biller types one; an unpriced CPT code is listed', async () => {
  const { user } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }), seed: [...SEED, ...FEES] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-NS-00001' })).toBeInTheDocument();
  // the sent visit's 0 charge is on a code the schedule does not hold: nothing to fill
  expect(screen.queryByRole('button', { name: 'Fill the missing charges from the fee schedule' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 3 code' }), 'J3420');
  expect(screen.getByRole('textbox', { name: 'Line 3 description' })).toHaveValue('Vitamin B-12 injection, up to 1,000 mcg');
  expect(screen.getByRole('textbox', { name: 'Line 3 charge' })).toHaveValue('25.00');
  expect(screen.getByText('$25.00 per unit (fee schedule)')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Line 3 units' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 3 units' }), '3');
  expect(screen.getByRole('textbox', { name: 'Line 3 charge' })).toHaveValue('75.00');
  await user.clear(screen.getByRole('textbox', { name: 'Line 3 charge' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 3 charge' }), '70');
  await user.clear(screen.getByRole('textbox', { name: 'Line 3 units' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 3 units' }), '2');
  expect(screen.getByRole('textbox', { name: 'Line 3 charge' })).toHaveValue('70');
  const findings = within(await screen.findByRole('list', { name: /The scrubber finds/ })).getAllByRole('listitem').map((item) => item.textContent);
  expect(findings).toContain('Line 2: the fee schedule has no active entry for this CPT code.');
});

test("a sent visit's line without a charge is priced from the fee schedule when the biller asks", async () => {
  const fee: SeedRow = { EntityType: 'FeeScheduleEntry', id: 'f-4', CPTCode: '36415', Description: 'Venipuncture', PriceCents: 1500, Status: 'Active' };
  const { user } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }), seed: [...SEED, ...FEES, fee] });
  await user.click(await screen.findByRole('button', { name: 'Fill the missing charges from the fee schedule' }));
  expect(screen.getByRole('textbox', { name: 'Line 2 charge' })).toHaveValue('15.00');
  // line 1 had its own charge: kept
  expect(screen.getByRole('textbox', { name: 'Line 1 charge' })).toHaveValue('180.00');
  expect(screen.getByText('$195.00')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Fill the missing charges from the fee schedule' })).not.toBeInTheDocument();
});
