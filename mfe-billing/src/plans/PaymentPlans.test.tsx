import { addMonths, paths, today } from '@emr/domain';
import { TEST_CLINIC_TIME_ZONE } from '@emr/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OPEN_CLAIMS, renderBilling, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const scheduleRows = () => within(screen.getByRole('table', { name: 'Schedule' })).getAllByRole('row').slice(1);

test('a 6-month plan for the open balances: the schedule is shown before saving, stored, and the first instalment posts to the oldest claim first', async () => {
  const { user, fake } = renderBilling({ path: paths.paymentPlanAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  expect(await screen.findByRole('checkbox', { name: /CLM-NS-00010/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Plan total ($)' })).toHaveValue('255.50');
  await user.clear(screen.getByLabelText('First due date'));
  await user.type(screen.getByLabelText('First due date'), '2026-12-31');
  const rows = scheduleRows();
  expect(rows).toHaveLength(6);
  expect(rows.map((row) => row.textContent)).toEqual([
    '1Dec 31, 2026$42.59',
    '2Jan 31, 2027$42.59',
    '3Feb 28, 2027$42.58',
    '4Mar 31, 2027$42.58',
    '5Apr 30, 2027$42.58',
    '6May 31, 2027$42.58',
  ]);

  await user.click(screen.getByRole('button', { name: 'Create the plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment plan PP-NO-0001' })).toBeInTheDocument();
  const [plan] = rowsOf(fake, 'PaymentPlan');
  expect(plan).toMatchObject({ PatientID: 'NS-000001', TotalAmount: 255.5, TermMonths: '6', InstallmentAmount: 42.59, Status: 'Active', LinkedClaims: ['c-old', 'c-3'] });
  expect((plan!['Schedule'] as unknown[]).length).toBe(6);

  expect(screen.getByRole('textbox', { name: 'Instalment received ($)' })).toHaveValue('42.59');
  await user.click(screen.getByRole('button', { name: 'Record the instalment' }));
  expect(await screen.findByText('Instalment recorded')).toBeInTheDocument();
  expect(rowsOf(fake, 'Payment').map((row) => [row['LinkedToClaim'], row['Amount'], row['PaymentPlanID']])).toEqual([
    ['c-old', 40, 'PP-NO-0001'],
    ['c-3', 2.59, 'PP-NO-0001'],
  ]);
  await waitFor(() => expect(scheduleRows()[0]).toHaveTextContent('Paid'));
  expect(scheduleRows()[1]).toHaveTextContent('Upcoming');
  expect(rowsOf(fake, 'Claim').find((row) => row['id'] === 'c-old')!['RemainingBalance']).toBe(0);
});

test('the term follows from an instalment amount; a total above the open balances is refused before saving', async () => {
  const { user } = renderBilling({ path: paths.paymentPlanAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  await user.click(await screen.findByRole('radio', { name: 'Instalment amount' }));
  await user.type(screen.getByRole('textbox', { name: 'Instalment ($)' }), '100');
  expect(screen.getByText('3 months')).toBeInTheDocument();
  expect(scheduleRows()).toHaveLength(3);
  await user.clear(screen.getByRole('textbox', { name: 'Plan total ($)' }));
  await user.type(screen.getByRole('textbox', { name: 'Plan total ($)' }), '300');
  expect(screen.getByText('The plan total cannot be more than the balances ticked.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create the plan' })).toBeDisabled();
});

test("the total and the term are checked with the domain's plan rules, in the server's sentences", async () => {
  const { user } = renderBilling({ path: paths.paymentPlanAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  const months = await screen.findByRole('textbox', { name: /Term \(months\)/ });
  await user.clear(months);
  await user.type(months, '61');
  expect(screen.getByText('Term (months) must be from 1 to 60.')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Plan total ($)' }));
  await user.type(screen.getByRole('textbox', { name: 'Plan total ($)' }), '12.345');
  expect(screen.getByText('Plan total ($) has too many decimals: at most 2.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create the plan' })).toBeDisabled();
});

const plan = (id: string, planId: string, status: string, nextDue: string, total: number, paid: number) => ({
  EntityType: 'PaymentPlan' as const, id, PaymentPlanID: planId, PatientID: 'NS-000001', Status: status, TotalAmount: total, AmountPaid: paid, TermMonths: '3',
  ...(status === 'Active' ? { NextDueDate: `${nextDue}T00:00:00.000Z` } : {}), Timestamp: '2026-08-01T00:00:00.000Z',
});

test('the plans list shows active, overdue and completed plans with what is paid and left', async () => {
  const { user } = renderBilling({
    path: paths.paymentPlans(),
    seed: [...OPEN_CLAIMS, plan('pl-1', 'PP-NO-0001', 'Active', '2099-01-15', 300, 100), plan('pl-2', 'PP-NO-0002', 'Active', '2020-01-15', 90, 30), plan('pl-3', 'PP-NO-0003', 'Completed', '', 60, 60)],
  });
  const table = await screen.findByRole('table', { name: 'Active' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('row', { name: /PP-NO-0001/ })).toHaveTextContent('$300.00$100.00$200.00');
  await user.click(screen.getByRole('tab', { name: 'Overdue' }));
  const overdue = await screen.findByRole('table', { name: 'Overdue' });
  expect(within(overdue).getAllByRole('row').map((row) => row.textContent)).toEqual([expect.stringContaining('Plan'), expect.stringContaining('PP-NO-0002')]);
  await user.click(screen.getByRole('tab', { name: 'Completed' }));
  expect(within(await screen.findByRole('table', { name: 'Completed' })).getByRole('link', { name: 'PP-NO-0003' })).toHaveAttribute('href', paths.paymentPlan('pl-3'));
});

test('a plan is cancelled with a reason: the server keeps who, when and why, nothing is due after; its statement lists the payments and the instalments', async () => {
  const { user, fake } = renderBilling({ path: paths.paymentPlanAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  await user.clear(await screen.findByRole('textbox', { name: 'Plan total ($)' }));
  await user.type(screen.getByRole('textbox', { name: 'Plan total ($)' }), '90');
  await user.clear(screen.getByLabelText('First due date'));
  // first due next month: every instalment falls after the cancellation
  await user.type(screen.getByLabelText('First due date'), `${addMonths(today(TEST_CLINIC_TIME_ZONE).slice(0, 7), 1)}-01`);
  await user.clear(screen.getByRole('textbox', { name: 'Term (months)' }));
  await user.type(screen.getByRole('textbox', { name: 'Term (months)' }), '3');
  await user.click(screen.getByRole('button', { name: 'Create the plan' }));
  await user.click(await screen.findByRole('button', { name: 'Record the instalment' }));
  expect(await screen.findByText('Instalment recorded')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show the statement' }));
  const statement = await screen.findByRole('region', { name: /^Statement of payment plan PP-/ });
  const payments = await within(statement).findByRole('table', { name: 'Payments toward the plan' });
  expect(within(payments).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringMatching(/^.*PMT-NO-000001.*\$30\.00$/)]);
  expect(within(statement).getByText('$60.00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel the plan…' }));
  const confirm = screen.getByRole('button', { name: 'Cancel the plan' });
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await user.type(screen.getByRole('textbox', { name: /Why the plan is cancelled/ }), 'Patient moved away');
  await user.click(confirm);
  expect(await screen.findByText('Payment plan cancelled')).toBeInTheDocument();

  const [plan] = rowsOf(fake, 'PaymentPlan');
  expect(plan).toMatchObject({ Status: 'Cancelled', StatusHistory: [expect.objectContaining({ from: 'Active', to: 'Cancelled', reason: 'Patient moved away', by: 'u-bill' })] });
  expect(await screen.findByText(/^Cancelled on .* by Bilal Haddad:/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record the instalment' })).not.toBeInTheDocument();
  const states = within(screen.getByRole('table', { name: 'Schedule' })).getAllByRole('row').slice(1).map((row) => row.lastChild?.textContent);
  expect(states).toEqual(['Paid', 'Not due (plan cancelled)', 'Not due (plan cancelled)']);
});
