import { addMonths, monthEnd, paths, today } from '@emr/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type SeedRow, TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { PATIENT, STAFF, renderBilling, resetRemote, withTotals } from '../testing/fixtures.tsx';

afterEach(resetRemote);

/** A day of this month or `monthsAgo` before it (the 10th: inside the default year of months). */
const dayOf = (monthsAgo: number) => `${addMonths(today(TEST_CLINIC_TIME_ZONE).slice(0, 7), -monthsAgo)}-10T12:00:00.000Z`;
const month = (monthsAgo: number) => new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(dayOf(monthsAgo)));
const codes = (...rows: [string, number, number?][]) => JSON.stringify(rows.map(([code, chargeCents, paidCents = 0]) => ({ code, lines: 1, units: 1, chargeCents, paidCents, adjustCents: 0 })));
const claim = (id: string, monthsAgo: number, provider: string, charges: number, paid: number, remaining: number, summary: string, status = 'PartiallyPaid') => ({
  EntityType: 'Claim' as const, id, Claim: `CLM-NS-${id}`, PatientID: 'NS-000001', Status: status, InsuranceName: 'Aetna', AssignedTo: provider,
  ClaimDate: dayOf(monthsAgo), TotalCharges: charges, TotalPayments: paid, RemainingBalance: remaining, Charges: summary,
});

const SEED: SeedRow[] = withTotals([
  ...STAFF, PATIENT,
  claim('101', 2, 'u-ana', 180, 90, 30, codes(['99214', 18000])),
  claim('102', 2, 'u-admin', 0.3, 0.1, 0, codes(['99490', 10], ['99439', 20])),
  claim('103', 0, 'u-ana', 120.5, 0, 120.5, codes(['99214', 12050]), 'Denied'),
  claim('104', 0, 'u-ana', 999, 0, 999, codes(['99215', 99900]), 'Draft'),
  { EntityType: 'Payment', id: 'pay-1', PatientID: 'NS-000001', LinkedToClaim: '103', PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentDate: dayOf(0), Amount: 0, Allowed: 0, Reason: 'CO-50' },
  { EntityType: 'Payment', id: 'pay-2', PatientID: 'NS-000001', LinkedToClaim: '101', PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentDate: dayOf(1), Amount: 90, Allowed: 150, Adjust: 60 },
  {
    EntityType: 'PaymentPlan', id: 'plan-1', PaymentPlanID: 'PP-NS-0001', PatientID: 'NS-000001', Status: 'Active', TotalAmount: 60, TermMonths: '2', Timestamp: dayOf(2),
    Schedule: JSON.stringify([{ dueDate: dayOf(1).slice(0, 10), amount: 30 }, { dueDate: dayOf(0).slice(0, 10), amount: 30 }]), NextDueDate: dayOf(0),
  },
  { EntityType: 'Payment', id: 'pay-3', PatientID: 'NS-000001', LinkedToClaim: '101', PaymentPlanID: 'PP-NS-0001', PaymentFrom: 'Patient', PaymentDate: dayOf(1), Amount: 30 },
]);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

test('production by month, provider and code from the server’s totals; drafts left out; a figure opens the claims behind it', async () => {
  const { user } = renderBilling({ path: `${paths.billingReports()}?report=production`, seed: SEED });
  const byMonth = await screen.findByRole('table', { name: 'Production by month' });
  expect(rowsOf(byMonth)).toEqual([`${month(2)}2$180.30$90.10$60.20$30.00`, `${month(0)}1$120.50$0.00$0.00$120.50`, 'All3$300.80$90.10$60.20$150.50']);

  await user.click(screen.getByRole('tab', { name: 'Production by provider' }));
  const byProvider = await screen.findByRole('table', { name: 'Production by provider' });
  expect(rowsOf(byProvider)[0]).toBe('Ana Álvarez2$300.50$90.00$60.00$150.50');

  await user.click(screen.getByRole('tab', { name: 'Production by code' }));
  const byCode = await screen.findByRole('table', { name: 'Production by code' });
  expect(rowsOf(byCode)).toEqual([
    '9921422$300.50$90.00$60.00',
    '9943911$0.20$0.00$0.00',
    '9949011$0.10$0.00$0.00',
    'On the claim, not a line10$0.00$0.10$0.20',
    'All34$300.80$90.10$60.20',
  ]);
  await user.click(within(byCode).getByRole('button', { name: '99214, Charges: $300.50. Show the claims behind it' }));
  const behind = await screen.findByRole('table', { name: 'Claims behind 99214 · Charges' });
  expect(within(behind).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-NS-103', 'CLM-NS-101']);
  await user.click(within(byCode).getByRole('button', { name: 'On the claim, not a line, Adjustments: $0.20. Show the claims behind it' }));
  expect(within(await screen.findByRole('table', { name: 'Claims behind On the claim, not a line · Adjustments' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-NS-102']);
});

test('denials by reason and payer, plan collections by month, program revenue by code', async () => {
  const { user } = renderBilling({ path: `${paths.billingReports()}?report=denials`, seed: SEED });
  const denials = await screen.findByRole('table', { name: 'Denials by reason' });
  expect(rowsOf(denials)).toEqual(['CO-5011', 'All11']);
  await user.click(within(denials).getAllByRole('button', { name: /^CO-50, Claims: 1/ })[0]!);
  expect(within(await screen.findByRole('table', { name: 'Claims behind CO-50 · Claims' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-NS-103']);

  await user.click(screen.getByRole('tab', { name: 'Plan collections' }));
  expect(rowsOf(await screen.findByRole('table', { name: 'Payment-plan collections by month' }))).toEqual([
    `${month(1)}1$30.00$30.00$0.00`,
    `${month(0)}1$30.00$0.00$30.00`,
    'All1$60.00$30.00$30.00',
  ]);

  await user.click(screen.getByRole('tab', { name: 'Program revenue' }));
  expect(rowsOf(await screen.findByRole('table', { name: 'Program revenue by code' }))).toEqual(['9943911$0.20$0.00$0.00', '9949011$0.10$0.00$0.00', 'All12$0.30$0.00$0.00']);
});

test('a period without claims says so', async () => {
  renderBilling({ path: `${paths.billingReports()}?report=production`, seed: [...STAFF] });
  expect(await screen.findByText('No billed claim in this period.')).toBeInTheDocument();
});

test('the reports on monthly totals widen the days picked to whole months and show them so; plan collections keep their days', async () => {
  const { user } = renderBilling({ path: `${paths.billingReports()}?report=production`, seed: SEED });
  await screen.findByRole('table', { name: 'Production by month' });
  expect(screen.getByText('This report adds up whole months: a day picked counts its whole month.')).toBeInTheDocument();
  const thisMonth = dayOf(0).slice(0, 7);
  const from = screen.getByLabelText('From');
  // (user-event cannot type into a date input whose form keeps its value when emptied: the day is set as a picker sets it)
  fireEvent.change(from, { target: { value: `${thisMonth}-15` } });
  expect(from).toHaveValue(`${thisMonth}-01`);
  expect(screen.getByLabelText('To')).toHaveValue(monthEnd(thisMonth));
  await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Production by month' }))).toEqual([`${month(0)}1$120.50$0.00$0.00$120.50`, 'All1$120.50$0.00$0.00$120.50']));

  await user.click(screen.getByRole('tab', { name: 'Plan collections' }));
  expect(screen.queryByText(/adds up whole months/)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: `${thisMonth}-15` } });
  expect(screen.getByLabelText('From')).toHaveValue(`${thisMonth}-15`);
});
