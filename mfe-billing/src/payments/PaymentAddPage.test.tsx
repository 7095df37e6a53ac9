import { paths } from '@emr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { OPEN_CLAIMS, renderBilling, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const previewRow = (name: string) => within(screen.getByRole('table', { name: 'Balance before and after posting' })).getByRole('row', { name: new RegExp(`^${name}`) });

test('an EOB with a deductible and a contractual adjustment: the balance after is previewed, then posted line by line', async () => {
  const { user, fake } = renderBilling({ path: paths.paymentAdd({ claimId: 'c-3' }), seed: OPEN_CLAIMS });
  const amount = async (label: string, value: string) => user.type(await screen.findByRole('textbox', { name: label }), value);
  await amount('Allowed, line 1 (99214)', '150');
  await amount('Paid, line 1 (99214)', '90');
  await amount('Deductible, line 1 (99214)', '40');
  await amount('Coinsurance, line 1 (99214)', '20');
  await amount('Adjustment, line 1 (99214)', '30');
  await amount('Reason, line 1 (99214)', 'CO-45');
  await amount('Adjustment, line 2 (85025)', '35.50');
  expect(previewRow('Balance')).toHaveTextContent('$215.50$60.00');
  expect(previewRow('Patient responsibility')).toHaveTextContent('$0.00$60.00');

  await user.click(screen.getByRole('button', { name: 'Post the payment' }));
  expect(await screen.findByText('Batch number is required.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Payment')).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'ERA-AET-20261120');
  await user.type(screen.getByRole('textbox', { name: 'Check or EFT number' }), 'EFT778812');
  await user.click(screen.getByRole('button', { name: 'Post the payment' }));
  expect(await screen.findByText('Payment posted')).toBeInTheDocument();
  const posted = rowsOf(fake, 'Payment');
  expect(posted).toHaveLength(2);
  expect(posted.find((row) => row['CPTCode'] === '99214')).toMatchObject({
    LinkedToClaim: 'c-3', PatientID: 'NS-000001', PaymentFrom: 'Insurance', InsuranceName: 'Aetna Choice POS II', BatchNumber: 'ERA-AET-20261120', Payment: 'EFT778812',
    Amount: 90, Allowed: 150, Deductible: 40, CoInsurance: 20, Adjust: 30, Reason: 'CO-45',
  });
  expect(posted.find((row) => row['CPTCode'] === '85025')).toMatchObject({ Amount: 0, Adjust: 35.5 });
  // the postings now count in "before"
  await waitFor(() => expect(previewRow('Balance')).toHaveTextContent('$60.00$60.00'));

  // a posting is reversed by a new one with a reason, never edited: the adjustment of line 2 comes back
  const postings = screen.getByRole('table', { name: 'Postings of this claim' });
  const adjustment = within(postings).getByRole('row', { name: /85025/ });
  await user.click(within(adjustment).getByRole('button', { name: 'Reverse' }));
  await user.type(within(adjustment).getByRole('textbox', { name: 'Why it is reversed' }), 'Posted to the wrong line');
  await user.click(within(adjustment).getByRole('button', { name: 'Post the reversal' }));
  expect(await screen.findByText('Reversal posted')).toBeInTheDocument();
  const reversal = rowsOf(fake, 'Payment').find((row) => row['Reverses'])!;
  expect(reversal).toMatchObject({ Adjust: -35.5, Amount: 0, Reason: 'Posted to the wrong line', LinkedToClaim: 'c-3', PaymentFrom: 'Insurance' });
  await waitFor(() => expect(previewRow('Balance')).toHaveTextContent('$95.50$95.50'));
  expect(await within(screen.getByRole('table', { name: 'Postings of this claim' })).findByText('Reversed')).toBeInTheDocument();
});

test('the EOB takes the domain’s posting rules: the server’s sentence under the box, and nothing is posted', async () => {
  const { user, fake } = renderBilling({ path: paths.paymentAdd({ claimId: 'c-3' }), seed: OPEN_CLAIMS });
  await user.type(await screen.findByRole('textbox', { name: 'Paid, line 1 (99214)' }), '0.1+0.2');
  expect(screen.getByText('Paid must be a number.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Adjustment, line 2 (85025)' }), '10.005');
  expect(screen.getByText('Adjustment has too many decimals: at most 2.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Adjustment, line 2 (85025)' })).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'B'.repeat(31));
  expect(screen.getByText('Batch number is too long: at most 30 characters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post the payment' }));
  expect(rowsOf(fake, 'Payment')).toHaveLength(0);
});

test('a patient payment’s amount takes the domain’s rule before the form’s own', async () => {
  const { user } = renderBilling({ path: paths.paymentAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  await user.click(await screen.findByRole('tab', { name: 'Patient payment' }));
  await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '100000');
  expect(screen.getByText('Amount ($) must be from 0 to 99999.99.')).toBeInTheDocument();
});

test('a patient payment goes to the oldest open balance first; an overpayment shows as a credit and is posted', async () => {
  const { user, fake } = renderBilling({ path: paths.paymentAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  await user.click(await screen.findByRole('tab', { name: 'Patient payment' }));
  await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '300');
  const rows = within(screen.getByRole('table', { name: 'Claims of the patient' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('CLM-NS-00010');
  expect(rows[1]).toHaveTextContent('$40.00$40.00$0.00');
  expect(rows[2]).toHaveTextContent('$215.50$260.00-$44.50');
  expect(screen.getByRole('status')).toHaveTextContent('Overpaid: a credit of $44.50 stays on the account.');
  await user.click(screen.getByRole('button', { name: 'Post the payment' }));
  expect(await screen.findByText('Payment posted')).toBeInTheDocument();
  const posted = rowsOf(fake, 'Payment').map((row) => [row['LinkedToClaim'], row['Amount'], row['PaymentFrom']]);
  expect(posted).toEqual([['c-old', 40, 'Patient'], ['c-3', 260, 'Patient']]);
});

test('ticking a claim applies the payment to it instead', async () => {
  const { user } = renderBilling({ path: paths.paymentAdd({ patientId: 'NS-000001' }), seed: OPEN_CLAIMS });
  await user.click(await screen.findByRole('tab', { name: 'Patient payment' }));
  await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '25');
  await user.click(screen.getByRole('checkbox', { name: 'Apply to claim CLM-NS-00011' }));
  const rows = within(screen.getByRole('table', { name: 'Claims of the patient' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('$40.00$0.00$40.00');
  expect(rows[2]).toHaveTextContent('$215.50$25.00$190.50');
});
