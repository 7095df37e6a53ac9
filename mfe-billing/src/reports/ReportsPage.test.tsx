import { addDays, paths, today } from '@emr/domain';
import { TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PATIENT, STAFF, renderBilling, resetRemote, withTotals } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const daysAgo = (days: number) => addDays(today(TEST_CLINIC_TIME_ZONE), -days);
const claim = (id: string, payer: string, patientId: string, days: number, remaining: number, status = 'Submitted') => ({
  EntityType: 'Claim' as const, id, Claim: `CLM-NS-${id}`, PatientID: patientId, Status: status, InsuranceName: payer,
  ClaimDate: `${daysAgo(days)}T12:00:00.000Z`, ServiceDate: `${daysAgo(days)}T00:00:00.000Z`, TotalCharges: remaining, RemainingBalance: remaining,
});

const SEED = withTotals([
  ...STAFF, PATIENT,
  claim('001', 'Aetna', 'NS-000001', 5, 60),
  claim('002', 'Aetna', 'NS-000002', 45, 0.01, 'PartiallyPaid'),
  claim('003', 'Medicare', 'NS-000001', 200, 120.5, 'Denied'),
  claim('004', 'Aetna', 'NS-000001', 10, 99, 'Draft'),
  claim('005', 'Aetna', 'NS-000003', 10, 0, 'Paid'),
]);

test('A/R aging by payer from the server’s totals: buckets to the cent, drafts and settled claims left out, each figure opens its claims', async () => {
  const { user } = renderBilling({ path: paths.billingReports(), seed: SEED });
  const table = await screen.findByRole('table', { name: 'A/R aging by payer' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(row('Aetna')).toHaveTextContent('Aetna$60.00$0.01$0.00$0.00$0.00$60.01');
  expect(row('Medicare')).toHaveTextContent('Medicare$0.00$0.00$0.00$0.00$120.50$120.50');
  expect(row('All')).toHaveTextContent('All$60.00$0.01$0.00$0.00$120.50$180.51');

  await user.click(within(row('Aetna')).getByRole('button', { name: /Aetna, Total: \$60\.01, 2 claims/ }));
  const behind = await screen.findByRole('table', { name: 'Claims behind Aetna · Total' });
  const links = within(behind).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['CLM-NS-002', 'CLM-NS-001']);
  expect(links[1]).toHaveAttribute('href', paths.claimAdd({ claimId: '001' }));
  await user.click(within(row('All')).getByRole('button', { name: /^All, Over 120 days/ }));
  expect(within(await screen.findByRole('table', { name: /^Claims behind All · / })).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-NS-003']);
});

test('A/R aging by payer reads the totals, not the claims: a total the server kept is what the page shows', async () => {
  // a total row with no claim behind it: the page sums rows, it does not read claims
  const kept = { EntityType: 'BillingTotal' as const, id: 'bt-kept', TotalGroup: 'agingDay', Month: daysAgo(75), AssignedTo: '', CPTCode: '', InsuranceName: 'Cigna', Reason: '', Figures: JSON.stringify({ claims: 3, balance: 4200 }) };
  renderBilling({ path: paths.billingReports(), seed: [...STAFF, kept] });
  const table = await screen.findByRole('table', { name: 'A/R aging by payer' });
  expect(within(table).getByRole('row', { name: /^Cigna/ })).toHaveTextContent('Cigna$0.00$0.00$42.00$0.00$0.00$42.00');
  expect(within(table).getByRole('button', { name: /Cigna, 61–90 days: \$42\.00, 3 claims/ })).toBeInTheDocument();
});

test('A/R aging by patient reads the patients’ totals, not the claims', async () => {
  const day = daysAgo(100);
  const kept = { EntityType: 'BillingTotal' as const, id: 'bt-patient', TotalGroup: 'agingPatient', Month: '', AssignedTo: '', CPTCode: '', InsuranceName: '', Reason: '', PatientID: 'NS-000777', Figures: JSON.stringify({ claims: 2, balance: 5000, byDay: { [day]: 5000 }, claimsByDay: { [day]: 2 } }) };
  const { user } = renderBilling({ path: paths.billingReports(), seed: [...STAFF, kept] });
  await user.click(await screen.findByRole('tab', { name: 'A/R aging by patient' }));
  const table = await screen.findByRole('table', { name: 'A/R aging by patient' });
  expect(within(table).getByRole('row', { name: /^NS-000777/ })).toHaveTextContent('NS-000777$0.00$0.00$0.00$50.00$0.00$50.00');
  expect(within(table).getByRole('button', { name: /NS-000777, 91–120 days: \$50\.00, 2 claims/ })).toBeInTheDocument();
});

test('A/R aging by patient', async () => {
  const { user } = renderBilling({ path: paths.billingReports(), seed: SEED });
  await user.click(await screen.findByRole('tab', { name: 'A/R aging by patient' }));
  const table = await screen.findByRole('table', { name: 'A/R aging by patient' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
    'NS-000001$60.00$0.00$0.00$0.00$120.50$180.50',
    'NS-000002$0.00$0.01$0.00$0.00$0.00$0.01',
    'All$60.00$0.01$0.00$0.00$120.50$180.51',
  ]);
  // a patient's figure opens that patient's open claims (a draft and a paid claim are not behind it)
  await user.click(within(table).getByRole('button', { name: /^NS-000001, Total: \$180\.50, 2 claims/ }));
  const behind = await screen.findByRole('table', { name: 'Claims behind NS-000001 · Total' });
  expect(within(behind).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-NS-003', 'CLM-NS-001']);
});

test('no open balance: says so', async () => {
  renderBilling({ path: paths.billingReports(), seed: withTotals([...STAFF, claim('009', 'Aetna', 'NS-000001', 3, 0, 'Paid')]) });
  expect(await screen.findByText('No billed claim has an open balance.')).toBeInTheDocument();
});

test('A/R aging by patient shows the largest balances 25 at a time, with the total of every patient', async () => {
  const many = Array.from({ length: 30 }, (_, i) => claim(String(100 + i), 'Aetna', `NS-${String(100 + i).padStart(6, '0')}`, 5, 100 + i));
  const { user } = renderBilling({ path: paths.billingReports(), seed: withTotals([...STAFF, PATIENT, ...many]) });
  await screen.findByRole('table', { name: 'A/R aging by payer' });
  await user.click(screen.getByRole('tab', { name: 'A/R aging by patient' }));
  const table = await screen.findByRole('table', { name: 'A/R aging by patient' });
  // 25 patients, the header and the total row
  expect(within(table).getAllByRole('row')).toHaveLength(27);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('NS-000129');
  expect(within(table).getByRole('row', { name: /^All/ })).toHaveTextContent('$3,435.00');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(within(screen.getByRole('table', { name: 'A/R aging by patient' })).getAllByRole('row')).toHaveLength(7);
  // a PatientID typed narrows the rows and the total to that patient
  await user.type(screen.getByRole('searchbox', { name: 'Find a patient by PatientID' }), 'ns-000103');
  const found = screen.getByRole('table', { name: 'A/R aging by patient' });
  expect(within(found).getAllByRole('row')).toHaveLength(3);
  expect(within(found).getByRole('row', { name: /^All/ })).toHaveTextContent('$103.00');
});
