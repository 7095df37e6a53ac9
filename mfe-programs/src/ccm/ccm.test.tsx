import { addMonths, monthEnd, paths, today } from '@emr/domain';
import { type FakeClient, type SeedRow, TEST_CLINIC_TIME_ZONE, dialogButton, findDialog, rowsOf } from '@emr/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { MONTH, SEED, renderPrograms, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('the overview counts this month: enrolled, minutes, under 20, billable', async () => {
  renderPrograms({ path: '/apps/program/ccm' });
  const stats = await screen.findByRole('region', { name: 'This month at a glance' });
  const stat = (label: string) => within(stats).getByText(label).parentElement!;
  expect(await within(stat('Enrolled')).findByText('2')).toBeInTheDocument();
  expect(within(stat('Minutes logged')).getByText('30')).toBeInTheDocument();
  expect(within(stat('Under 20 minutes')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Billable now')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Closed')).getByText('0')).toBeInTheDocument();
});

test('provider time: each staff member’s minutes, patients and entries of the month, counted by the server', async () => {
  const view = renderPrograms({ path: '/apps/program/ccm/providertime' });
  const grid = await screen.findByRole('grid', { name: /./ });
  expect(await within(grid).findByRole('row', { name: /Ana Álvarez.*25.*1.*2/ })).toBeInTheDocument();
  expect(within(grid).getByRole('row', { name: /Dr Omar Haddad.*5.*1.*1/ })).toBeInTheDocument();
  expect(view.fake.calls.filter((call) => call.op === 'query.careMonthOverview')).toEqual([{ op: 'query.careMonthOverview', args: { program: 'ccm', month: MONTH } }]);
  // no page reads the month's entries itself
  expect(view.fake.calls.some((call) => call.op === 'listByGSI11')).toBe(false);
});

test('one patient’s month: the meter shows the codes and the minutes to the next; a manual entry moves it', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1' });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('25 minutes this month')).toBeInTheDocument();
  expect(within(meter).getByText('99490')).toBeInTheDocument();
  expect(within(meter).getByText('15 more minutes to 99439, 99490')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/Minutes/), '20');
  await user.click(screen.getByRole('radio', { name: 'Practitioner' }));
  await user.type(screen.getByLabelText('What was done'), 'Medication review');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await within(meter).findByText('45 minutes this month')).toBeInTheDocument();
  expect(within(meter).getByText('99439')).toBeInTheDocument();
  const saved = rowsOf(fake, 'TimeEntry').find((row) => row['Description'] === 'Medication review');
  expect(saved).toMatchObject({ Time: '20', ProviderTime: '20', LinkedToProgram: 'e-1', PatientID: 'NS-000001', Program: 'ccm', ServiceDate: `${today(TEST_CLINIC_TIME_ZONE)}T00:00:00.000Z` });
});

test('an earlier month: its entries, and a new one dated on its last day by default', async () => {
  const seed = [...SEED, previousEntry('tp-1', 'e-1', 'NS-000001', 12, '03')];
  const { user, fake } = renderPrograms({ path: `/apps/program/ccm/ccm?enrolment=e-1&month=${PREVIOUS}`, seed });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('12 minutes this month')).toBeInTheDocument();
  const lastDay = monthEnd(PREVIOUS);
  expect(screen.getByLabelText(/Date of service/)).toHaveValue(lastDay);
  await user.type(screen.getByLabelText(/Minutes/), '10');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await within(meter).findByText('22 minutes this month')).toBeInTheDocument();
  expect(within(meter).getByText('99490')).toBeInTheDocument();
  expect(rowsOf(fake, 'TimeEntry').find((row) => row['Time'] === '10' && row['PatientID'] === 'NS-000001' && row['id'] !== 't-2')).toMatchObject({ ServiceDate: `${lastDay}T00:00:00.000Z` });
});

test('minutes out of range and a date of service in the future are refused in the form with the domain’s rules (the server’s)', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1' });
  await screen.findByRole('region', { name: 'Meter' });
  await user.type(screen.getByLabelText(/Minutes/), '0');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await screen.findByText('Minutes must be from 1 to 1440.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Minutes/));
  await user.type(screen.getByLabelText(/Minutes/), '10');
  await user.clear(screen.getByLabelText(/Date of service/));
  await user.type(screen.getByLabelText(/Date of service/), '2099-01-01');
  await user.click(screen.getByRole('button', { name: 'Save the time' }));
  expect(await screen.findByText('Date of service cannot be in the future.')).toBeInTheDocument();
  expect(screen.queryByText('Minutes must be from 1 to 1440.')).not.toBeInTheDocument();
  expect(rowsOf(fake, 'TimeEntry')).toHaveLength(4);
});

test('a closed month is read-only', async () => {
  const seed = (await import('../testing/fixtures.tsx')).SEED.map((row) => (row.id === 'e-1' ? { ...row, CustomArray: JSON.stringify([MONTH]) } : row));
  renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1', seed });
  expect(await screen.findByText('This month is closed: its time entries are locked.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save the time' })).not.toBeInTheDocument();
});

test('enrolling shows the problem list and eligibility, then saves the enrolment', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/enrolled' });
  await screen.findByRole('grid', { name: 'Patients enrolled in chronic care management' });
  await user.click(screen.getByRole('button', { name: 'Enrol a patient' }));
  await user.type(screen.getByLabelText('Find the patient (name, date of birth or ID)'), 'Moreau');
  await user.click(await screen.findByRole('button', { name: 'Choose Moreau, Rita' }));
  expect(await screen.findByText('Eligible: 2 chronic conditions')).toBeInTheDocument();
  expect(screen.getByText('I10 Essential hypertension')).toBeInTheDocument();
  expect(screen.queryByText('J02.9 Acute pharyngitis')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  // the domain's enrolment rules (the server's), each on its field
  expect(await screen.findByText('Care plan is required.')).toBeInTheDocument();
  expect(screen.getByText('Billing practitioner is required.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Consent date/));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Consent date is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Consent date/), today(TEST_CLINIC_TIME_ZONE));
  await user.click(screen.getByLabelText(/Care plan/));
  await user.paste('x'.repeat(4001));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Care plan is too long: at most 4000 characters.')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').some((row) => row['PatientID'] === 'NS-000003' && row['Program'] === 'ccm')).toBe(false);
  await user.clear(screen.getByLabelText(/Care plan/));
  await user.type(screen.getByLabelText(/Care plan/), 'Monthly calls');
  await user.click(screen.getByRole('combobox', { name: /Billing practitioner/ }));
  await user.click(screen.getByRole('option', { name: 'Dr Omar Haddad' }));
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('Moreau, Rita is enrolled')).toBeInTheDocument();
  expect(rowsOf(fake, 'ProgramEnrollment').find((row) => row['PatientID'] === 'NS-000003' && row['Program'] === 'ccm')).toMatchObject({ Program: 'ccm', Status: 'Active', AssignedTo: 'u-doc', Note: 'Monthly calls', CustomString: 'Verbal' });
});

/**
 * The server's closeCareMonths as far as the page sees it: every enrolment's month locked, a draft
 * claim for the patients given; like the server when its time is up, the first call stops after
 * the first patient and answers where to go on.
 */
const withMonthClose = (fake: () => FakeClient, called: Record<string, unknown>[], billed: string[]) => (client: FakeClient['client']) => {
  const real = client as unknown as { mutations: Record<string, unknown> };
  return {
    ...real,
    mutations: new Proxy(real.mutations, {
      get: (target, name: string) =>
        name === 'closeCareMonths'
          ? async (args: { program: string; month: string; after?: string }) => {
              called.push(args);
              const all = rowsOf(fake(), 'ProgramEnrollment').filter((e) => e['Program'] === args.program && e['Status'] === 'Active').sort((a, b) => String(a['PatientID']).localeCompare(String(b['PatientID'])));
              const pending = all.filter((e) => !args.after || String(e['PatientID']) > args.after);
              const enrolments = args.after ? pending : pending.slice(0, 1);
              for (const enrolment of enrolments) fake().seed({ ...enrolment, EntityType: 'ProgramEnrollment', CustomArray: JSON.stringify([args.month]) });
              const claims = billed.filter((patientId) => enrolments.some((e) => e['PatientID'] === patientId)).map((patientId, i) => {
                const claim = fake().seed({ EntityType: 'Claim', id: `claim-${9 + i}`, Claim: `CLM-NO-0000${9 + i}`, PatientID: patientId, CareMonth: `${args.program}:${args.month}`, Status: 'Draft' });
                return { patientId, claimId: claim['id'], number: claim['Claim'] };
              });
              const done = all.length - pending.length + enrolments.length;
              const next = done < all.length ? String(enrolments.at(-1)!['PatientID']) : null;
              return { data: JSON.stringify({ patients: all.length, done, next, claims, locked: enrolments.length - claims.length, closedAlready: 0, failed: [] }) };
            }
          : target[name],
    }),
  };
};

const PREVIOUS = addMonths(MONTH, -1);
const previousEntry = (id: string, enrolment: string, patientId: string, minutes: number, day: string): SeedRow => ({
  EntityType: 'TimeEntry', id, PatientID: patientId, Program: 'ccm', LinkedToProgram: enrolment, Time: String(minutes), ProviderTime: '0', Description: 'Call', ServiceDate: `${PREVIOUS}-${day}T00:00:00.000Z`, Timestamp: new Date().toISOString(), CreatedBy: 'u-ana',
});

test('this month is not closed before it is over', async () => {
  renderPrograms({ path: '/apps/program/ccm/billing' });
  const grid = await screen.findByRole('grid', { name: 'Codes of the month per patient' });
  expect(within(grid).getByRole('row', { name: /Lopez, Maria.*25.*99490.*Billable/ })).toBeInTheDocument();
  expect(within(grid).getByRole('row', { name: /Keller, John.*5.*Under 20 minutes/ })).toBeInTheDocument();
  expect(screen.getByText(`${MONTH} is not over yet: a month is closed from its next month on.`)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Close ${MONTH}` })).not.toBeInTheDocument();
});

test('closing a month that is over: the server closes every patient, called again where a call stopped; the summary links the draft claims made and counts the months locked', async () => {
  const called: Record<string, unknown>[] = [];
  const holder: { fake?: FakeClient } = {};
  const seed = [...SEED, previousEntry('tp-1', 'e-1', 'NS-000001', 25, '15'), previousEntry('tp-2', 'e-2', 'NS-000002', 5, '28')];
  const view = renderPrograms({ path: `/apps/program/ccm/billing?month=${PREVIOUS}`, role: 'admin', seed, wrapClient: (client) => withMonthClose(() => holder.fake!, called, ['NS-000001'])(client) });
  holder.fake = view.fake;
  const grid = await screen.findByRole('grid', { name: 'Codes of the month per patient' });
  expect(within(grid).getByRole('row', { name: /Lopez, Maria.*25.*99490.*Billable/ })).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: `Close ${PREVIOUS}` }));
  const dialog = await findDialog(`Close ${PREVIOUS}?`);
  expect(within(dialog).getByText(/locked for every patient of the program, and each patient with codes gets a draft claim in Billing/)).toBeInTheDocument();
  await view.user.click(dialogButton(dialog, `Close ${PREVIOUS}`));
  expect(await screen.findByText(/1 draft claims made, 1 months locked with nothing to bill, 0 closed before/)).toBeInTheDocument();
  expect(called).toEqual([
    { program: 'ccm', month: PREVIOUS },
    { program: 'ccm', month: PREVIOUS, after: 'NS-000001' },
  ]);
  const made = screen.getByText('Draft claims made in Billing').parentElement!;
  expect(await within(made).findByRole('link', { name: 'Claim CLM-NO-00009 of Lopez, Maria' })).toHaveAttribute('href', paths.claimAdd({ claimId: 'claim-9' }));
  const keller = rowsOf(view.fake, 'ProgramEnrollment').find((e) => e['id'] === 'e-2')!;
  expect(JSON.parse(String(keller['CustomArray']))).toEqual([PREVIOUS]);
  expect(await within(grid).findByRole('link', { name: 'Claim CLM-NO-00009 of Lopez, Maria' })).toBeInTheDocument();
});

test('billing staff read the month but cannot close it', async () => {
  renderPrograms({ path: '/apps/program/ccm/billing', role: 'billing' });
  await screen.findByRole('grid', { name: 'Codes of the month per patient' });
  expect(screen.queryByRole('button', { name: `Close ${MONTH}` })).not.toBeInTheDocument();
});

test('APCM: set on the patient’s month, no CCM code is billed and the meter says why; tracking shows it', async () => {
  const { user, fake } = renderPrograms({ path: '/apps/program/ccm/ccm?enrolment=e-1' });
  const meter = await screen.findByRole('region', { name: 'Meter' });
  expect(within(meter).getByText('99490')).toBeInTheDocument();
  const apcm = await screen.findByRole('region', { name: 'APCM' });
  expect(within(apcm).getByText('Not under Advanced Primary Care Management.')).toBeInTheDocument();
  await user.click(within(apcm).getByRole('button', { name: 'Save the APCM start' }));
  expect(await within(meter).findByText(`No CCM code is billed: the patient is under APCM since ${MONTH}, and APCM includes chronic care management.`)).toBeInTheDocument();
  expect(within(meter).getByText('No code yet')).toBeInTheDocument();
  expect(within(meter).queryByText('99490')).not.toBeInTheDocument();
  expect(rowsOf(fake, 'Patient').find((p) => p['PatientID'] === 'NS-000001')).toMatchObject({ ApcmSince: MONTH });
  await user.click(within(apcm).getByRole('button', { name: 'End APCM' }));
  expect(await within(meter).findByText('99490')).toBeInTheDocument();
});

test('tracking: a patient under APCM is not billable', async () => {
  const seed = SEED.map((row) => (row.id === 'p-1' ? { ...row, ApcmSince: '2026-01' } : row));
  renderPrograms({ path: '/apps/program/ccm/tracking', seed });
  const grid = await screen.findByRole('grid', { name: /./ });
  expect(await within(grid).findByRole('row', { name: /Lopez, Maria.*25.*Under APCM: no CCM code/ })).toBeInTheDocument();
});
