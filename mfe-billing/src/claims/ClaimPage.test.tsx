import { paths } from '@emr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { COVERAGE, DRAFT_CLAIM, DRAFT_LINES, PATIENT, STAFF, VISIT, renderBilling, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const scrubber = () => screen.findByRole('list', { name: /The scrubber finds/ });
/** Picks an ICD-10-CM code in a diagnosis slot: typed into the code picker, chosen from the server's answer. */
async function pickDiagnosis(user: ReturnType<typeof renderBilling>['user'], slot: string, code: string) {
  await user.type(await screen.findByRole('combobox', { name: slot }), code);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} `) }));
}

test('a draft from a sent visit opens with what the scrubber finds; fixing it allows the submission', async () => {
  const { user, fake } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-NS-00001' })).toBeInTheDocument();
  const findings = within(await scrubber()).getAllByRole('listitem').map((item) => item.textContent);
  expect(findings).toEqual(['The member ID is missing.', 'Line 1 points to no diagnosis.', 'Line 2: the charge is 0.']);
  expect(screen.getByRole('button', { name: 'Submit claim' })).toHaveAttribute('aria-disabled', 'true');

  await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'W123456789');
  await user.type(screen.getByRole('textbox', { name: 'Line 1 diagnosis pointers' }), 'AB');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 charge' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 charge' }), '35.50');
  expect(screen.getByText('The scrubber finds nothing a payer would reject.')).toBeInTheDocument();
  expect(screen.getByText('$215.50')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  expect(await screen.findByText('Claim submitted')).toBeInTheDocument();
  const claim = rowsOf(fake, 'Claim').find((row) => row['id'] === 'c-1')!;
  expect(claim['Status']).toBe('Submitted');
  expect(claim['MemberID']).toBe('W123456789');
  const lines = rowsOf(fake, 'Charge');
  expect(lines.find((row) => row['id'] === 'ch-1')!['DiagnosisPointers']).toEqual(['A', 'B']);
  // the server stamped the totals from the lines
  expect(claim['TotalCharges']).toBe(215.5);
  expect(claim['ClaimHistory']).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'status', from: 'Draft', status: 'Submitted' })]));
  expect(lines.find((row) => row['id'] === 'ch-2')!['Amount']).toBe(35.5);
});

test('a new claim: pick the patient, the visit fills the date and provider, the coverage fills the member ID; duplicates and empty pointers are listed', async () => {
  const { user, fake } = renderBilling({ path: paths.claimAdd() });
  await user.type(await screen.findByRole('searchbox', { name: 'Patient' }), 'Lopez');
  await user.click(await screen.findByRole('button', { name: /Lopez, Maria/ }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Visit' }), await screen.findByRole('option', { name: /Follow-up/ }));
  expect(screen.getByLabelText('Date of service')).toHaveValue('2026-11-02');
  expect(screen.getByRole('combobox', { name: 'Rendering provider' })).toHaveValue('u-ana');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Insurance' }), await screen.findByRole('option', { name: /Aetna/ }));
  expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveValue('W123456789');

  await pickDiagnosis(user, 'Diagnosis A', 'E11.9');
  await user.type(screen.getByRole('textbox', { name: 'Line 1 code' }), '99213');
  await user.type(screen.getByRole('textbox', { name: 'Line 1 charge' }), '120');
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 code' }), '99213');
  await user.type(screen.getByRole('textbox', { name: 'Line 2 charge' }), '120');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }), 'C');
  const findings = within(await scrubber()).getAllByRole('listitem').map((item) => item.textContent);
  expect(findings).toEqual(['Line 2 points to diagnosis C, which is empty.', 'Line 2 repeats line 1.']);
  expect(screen.getByText('$240.00')).toBeInTheDocument();

  // a draft is saved with its findings, but not a pointer to an empty slot: the form says so as the server would, and sends nothing
  expect(screen.getByText('Diagnosis pointers: slot C holds no diagnosis.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Correct the fields marked in red to save.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Claim')).toHaveLength(1);
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }), 'A');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  const saved = rowsOf(fake, 'Claim').find((row) => row['id'] !== 'c-1')!;
  expect(saved).toMatchObject({ Status: 'Draft', PatientID: 'NS-000001', LinkedToVisit: 'v-1', MemberID: 'W123456789', AssignedTo: 'u-ana' });
  expect(rowsOf(fake, 'Charge').filter((row) => row['LinkedToClaim'] === saved['id'])).toHaveLength(2);
  expect(window.location.search).toBe(`?claimId=${String(saved['id'])}`);
});

test('a submitted claim is read-only and links to payment posting', async () => {
  renderBilling({ path: paths.claimAdd({ claimId: 'c-2' }), seed: [{ EntityType: 'Claim', id: 'c-2', PatientID: 'NS-000001', Claim: 'CLM-NS-00002', Status: 'Submitted', ClaimDate: '2026-11-02T15:00:00.000Z' }] });
  expect(await screen.findByText('Submitted')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit claim' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Post a payment on this claim' })).toHaveAttribute('href', paths.paymentAdd({ claimId: 'c-2', patientId: 'NS-000001' }));
});

test('an unknown claim id says so; a failing read offers a retry', async () => {
  renderBilling({ path: paths.claimAdd({ claimId: 'nope' }) });
  expect(await screen.findByText('No claim with this id in your clinic.')).toBeInTheDocument();
});

test('the claim on the CMS-1500 form: its boxes filled from the claim as typed', async () => {
  const { user } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  await user.click(await screen.findByRole('button', { name: 'Show the CMS-1500 form' }));
  const form = screen.getByRole('region', { name: 'The claim on the CMS-1500 form' });
  expect(form).toHaveTextContent("2. PATIENT'S NAME (Last Name, First Name)Lopez, Maria");
  expect(form).toHaveTextContent("3. PATIENT'S BIRTH DATE04 12 68");
  expect(form).toHaveTextContent('A. E11.9 B. I10 C.');
  await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'W123');
  expect(form).toHaveTextContent("1a. INSURED'S I.D. NUMBERW123");
  const lines = within(form).getAllByRole('row').slice(1).map((row) => row.textContent);
  expect(lines).toEqual(['11 02 261199214180.001Ana Álvarez', '11 02 261136415A0.001Ana Álvarez']);
  expect(form).toHaveTextContent('28. TOTAL CHARGE$ 180.00');
});

test('emptying a diagnosis slot a line points to, and pointing it to a new slot, saves in one call the server accepts', async () => {
  const { user, fake } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  // line 2 points to A; A is emptied and E11.9 moves to C, where line 2 now points (a first write
  // cuts its pointer to the slots that stay, then the claim, then the line again), line 1 to B and C
  await user.clear(await screen.findByRole('combobox', { name: 'Diagnosis A' }));
  await pickDiagnosis(user, 'Diagnosis C', 'E11.9');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 diagnosis pointers' }), 'C');
  await user.type(screen.getByRole('textbox', { name: 'Line 1 diagnosis pointers' }), 'BC');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 charge' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 charge' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'W1');
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  expect(await screen.findByText('Claim submitted')).toBeInTheDocument();
  const claim = rowsOf(fake, 'Claim').find((row) => row['id'] === 'c-1')!;
  expect(claim).toMatchObject({ Status: 'Submitted', Diagnoses: ['', 'I10', 'E11.9'], TotalCharges: 192, RemainingBalance: 192 });
  const lines = rowsOf(fake, 'Charge').map((row) => [row['CPTCode'], row['DiagnosisPointers']]);
  expect(lines).toEqual([['99214', ['B', 'C']], ['36415', ['C']]]);
});

test('a rejected claim is corrected with a reason and resubmitted; the history keeps the value before', async () => {
  const rejected = {
    ...DRAFT_CLAIM, Status: 'Rejected', MemberID: 'W000', TotalCharges: 215.5, RemainingBalance: 215.5,
    ClaimHistory: [{ event: 'status', from: 'Submitted', status: 'Rejected', reason: 'Invalid member ID for payer', at: '2026-11-03T08:00:00.000Z', name: 'Clearinghouse' }],
  };
  const lines = [{ ...DRAFT_LINES[0]!, DiagnosisPointers: '["A"]' }, { ...DRAFT_LINES[1]!, Amount: 35.5 }];
  const { user, fake } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }), seed: [...STAFF, PATIENT, COVERAGE, VISIT, rejected, ...lines] });
  expect((await screen.findByText(/The clearinghouse rejected this claim\./)).textContent).toBe('The clearinghouse rejected this claim. Invalid member ID for payer');
  expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveAttribute('readonly');

  await user.click(screen.getByRole('button', { name: 'Correct and resubmit' }));
  const memberId = screen.getByRole('textbox', { name: 'Member ID' });
  await user.clear(memberId);
  await user.type(memberId, 'W123456789');
  expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  const resubmit = screen.getByRole('button', { name: 'Resubmit the corrected claim' });
  expect(resubmit).toHaveAttribute('aria-disabled', 'true');
  await user.type(screen.getByRole('textbox', { name: /Why it is corrected/ }), 'Member ID from the card');
  await user.click(resubmit);
  expect(await screen.findByText('Corrected claim resubmitted')).toBeInTheDocument();

  const claim = rowsOf(fake, 'Claim').find((row) => row['id'] === 'c-1')!;
  expect(claim['Status']).toBe('Submitted');
  expect(claim['ClaimHistory']).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ event: 'correction', fields: ['MemberID'], before: { MemberID: 'W000' }, reason: 'Member ID from the card' }),
      expect.objectContaining({ event: 'status', from: 'Rejected', status: 'Submitted', resubmission: 1 }),
    ]),
  );
  const history = await screen.findByRole('table', { name: 'History of this claim' });
  expect(within(history).getByText('Corrected MemberID (before: MemberID: W000)')).toBeInTheDocument();
  expect(within(history).getByText('Submitted again (resubmission 1)')).toBeInTheDocument();
});

test('the diagnosis slots show each stored code with its ICD-10-CM description; a new one is picked from the code set', async () => {
  const { user } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  await waitFor(async () => expect(await screen.findByRole('combobox', { name: 'Diagnosis A' })).toHaveValue('E11.9 Type 2 diabetes mellitus without complications'));
  expect(screen.getByRole('combobox', { name: 'Diagnosis B' })).toHaveValue('I10 Essential (primary) hypertension');
  await user.click(screen.getByRole('button', { name: 'Add a diagnosis' }));
  await pickDiagnosis(user, 'Diagnosis C', 'J45.909');
  expect(screen.getByRole('combobox', { name: 'Diagnosis C' })).toHaveValue('J45.909 Unspecified asthma, uncomplicated');
});

test('a HCPCS Level II code on a line shows its description from the code set; a CPT code shows none', async () => {
  const { user } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  await user.click(await screen.findByRole('button', { name: 'Add a line' }));
  const code = screen.getByRole('textbox', { name: 'Line 3 code' });
  await user.type(code, 'J3420');
  await waitFor(() => expect(code).toHaveAccessibleDescription('Injection, vitamin b-12 cyanocobalamin, up to 1000 mcg'));
  await user.clear(code);
  await user.type(code, '99213');
  expect(code).not.toHaveAccessibleDescription();
});

test('the lines take the domain’s field rules: the server’s sentence under the field, and nothing is saved until they are fixed', async () => {
  const { user, fake } = renderBilling({ path: paths.claimAdd({ claimId: 'c-1' }) });
  await user.clear(await screen.findByRole('textbox', { name: 'Line 1 units' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 1 units' }), '0');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 charge' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 charge' }), '12.345');
  expect(screen.getByText('Units must be from 1 to 999.')).toBeInTheDocument();
  expect(screen.getByText('Charge ($) has too many decimals: at most 2.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  // an empty new line's code is marked once a save is tried
  expect(screen.queryByText('CPT/HCPCS is required.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('CPT/HCPCS is required.')).toBeInTheDocument();
  expect(screen.getByText('Correct the fields marked in red to save.')).toBeInTheDocument();
  expect(rowsOf(fake, 'Charge').map((row) => [row['Units'], row['Amount']])).toEqual([[1, 180], [1, 0]]);

  await user.clear(screen.getByRole('textbox', { name: 'Line 1 units' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 1 units' }), '2');
  await user.clear(screen.getByRole('textbox', { name: 'Line 2 charge' }));
  await user.type(screen.getByRole('textbox', { name: 'Line 2 charge' }), '12.34');
  await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(rowsOf(fake, 'Charge').map((row) => [row['Units'], row['Amount']])).toEqual([[2, 180], [1, 12.34]]);
});
