import { screen, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, renderPatients, resetRemote } from '../testing/fixtures.tsx';
import { FULL_CHART, chartRow, queriedKinds } from './chartFixtures.ts';

afterEach(resetRemote);

const chartPath = `/apps/patient/${PATIENT_ID}`;
const banner = () => screen.getByRole('region', { name: 'Patient banner' });
const navLinks = () => within(screen.getByRole('navigation', { name: 'Chart' })).getAllByRole('link').map((link) => link.textContent);

test('the banner shows who the patient is, their allergies (severe ones marked), programs and balance', async () => {
  renderPatients({ path: chartPath, seed: FULL_CHART });
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
  expect(screen.getByText('Maria Lopez').tagName).toBe('BDI');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const region = banner();
  expect(within(region).getByText(PATIENT_ID)).toBeInTheDocument();
  expect(within(region).getByText('Female')).toBeInTheDocument();
  expect(within(region).getByText(/years \(born Apr 12, 1968\)/)).toBeInTheDocument();
  expect(within(region).getByText('Active')).toBeInTheDocument();
  const allergies = await within(region).findByRole('list', { name: 'Allergies' });
  expect(within(allergies).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Penicillin (Severe)', 'Peanuts']);
  expect(await within(region).findByText('Chronic Care Management (CCM)')).toBeInTheDocument();
  expect(within(region).queryByText('Seasonal flu vaccination')).not.toBeInTheDocument();
  // open claims only: the draft is not due yet
  expect(await within(region).findByText('$120.50')).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Edit patient' })).toBeInTheDocument();
});

test('the summary cards show the active problems, medications, last vitals, labs, visits, tasks and insurance', async () => {
  renderPatients({ path: chartPath, seed: FULL_CHART });
  const card = async (name: string) => screen.findByRole('region', { name });
  expect(await within(await card('Active problems')).findByText('I10 Essential (primary) hypertension')).toBeInTheDocument();
  expect(within(await card('Active problems')).queryByText('J20.9 Acute bronchitis')).not.toBeInTheDocument();
  expect(await within(await card('Current medications')).findByText('Lisinopril · 10 mg · Once daily')).toBeInTheDocument();
  expect(within(await card('Current medications')).getByText(/^refill due /)).toBeInTheDocument();
  // numbers with their units keep their order in right-to-left pages (isolated)
  expect((await within(await card('Last vitals')).findByText('128/82 mmHg')).tagName).toBe('BDI');
  const labs = await card('Recent labs');
  const potassium = (await within(labs).findByText('Potassium')).closest('li')!;
  expect(within(potassium).getByText('Abnormal')).toBeInTheDocument();
  const sodium = within(labs).getByText('Sodium').closest('li')!;
  expect(within(sodium).queryByText('Abnormal')).not.toBeInTheDocument();
  const visits = await card('Upcoming visits');
  expect(await within(visits).findByText('Follow-up')).toBeInTheDocument();
  expect(within(visits).queryByText('Annual physical')).not.toBeInTheDocument();
  // every link is Fluent's (the theme's link colour in light and dark), never the browser's #0000EE
  for (const link of within(visits).getAllByRole('link')) expect(link).toHaveClass('fui-Link');
  expect(await within(await card('Open tasks')).findByText('Call patient about potassium')).toBeInTheDocument();
  expect(within(await card('Open tasks')).queryByText('Old finished task')).not.toBeInTheDocument();
  expect(await within(await card('Insurance')).findByText('Blue Cross PPO')).toBeInTheDocument();
  expect(within(await card('Allergies')).getByRole('link', { name: 'See all: Allergies' })).toHaveAttribute('href', `${chartPath}/Allergies`);
});

test("at 7 pm in Chicago, on a Los Angeles workstation: a problem recorded today is today's, and today's checked-out visit is not upcoming", async () => {
  // Nov 29, 2026, 7 pm in the clinic (CST), 5 pm on this workstation, Nov 30 in UTC
  jest.useFakeTimers({ now: new Date('2026-11-30T01:00:00.000Z'), advanceTimers: true });
  try {
    renderPatients({
      path: chartPath,
      timeZone: 'America/Chicago',
      seed: [
        PATIENT,
        // a day stored as UTC midnight (a date-only value): the 29th, never the evening of the 28th
        chartRow({ EntityType: 'Diagnosis', id: 'dx-day', Diagnosis: 'J06.9 Acute upper respiratory infection', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2026-11-29T00:00:00.000Z' }),
        // recorded at the visit at 6:30 pm: the clinic's day, not the UTC day (the 30th)
        chartRow({ EntityType: 'Diagnosis', id: 'dx-now', Diagnosis: 'R05.9 Cough', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2026-11-30T00:30:00.000Z' }),
        chartRow({ EntityType: 'Visit', id: 'vs-done', VisitType: 'Sick visit', VisitStatus: 'CheckedOut', VisitDate: '2026-11-29T15:00:00.000Z' }),
        chartRow({ EntityType: 'Visit', id: 'vs-cancel', VisitType: 'Telehealth', VisitStatus: 'Cancelled', VisitDate: '2026-11-29T20:00:00.000Z' }),
        chartRow({ EntityType: 'Visit', id: 'vs-late', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-11-30T02:00:00.000Z' }),
        chartRow({ EntityType: 'Visit', id: 'vs-next', VisitType: 'Annual physical', VisitStatus: 'Scheduled', VisitDate: '2026-12-03T15:00:00.000Z' }),
      ],
    });
    const problems = await screen.findByRole('region', { name: 'Active problems' });
    const since = async (problem: string) => (await within(problems).findByText(problem)).closest('li')!.textContent;
    expect(await since('J06.9 Acute upper respiratory infection')).toMatch(/Nov 29, 2026/);
    expect(await since('R05.9 Cough')).toMatch(/Nov 29, 2026/);
    const visits = await screen.findByRole('region', { name: 'Upcoming visits' });
    await within(visits).findByText('Follow-up');
    expect(within(visits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nov 29, 2026, 8:00 PMFollow-up', 'Dec 3, 2026, 9:00 AMAnnual physical']);
  } finally {
    jest.useRealTimers();
  }
});

test('the summary asks for a few rows per card, never a whole chart', async () => {
  const { fake } = renderPatients({ path: chartPath, seed: FULL_CHART });
  await screen.findByText('Blue Cross PPO');
  await screen.findByText('Call patient about potassium');
  const limits = fake.calls
    .filter((call) => call.op.startsWith('listByGSI'))
    .map((call) => (call.args as { keys: Record<string, string>; options: { limit: number } }))
    .filter(({ keys }) => /#(Lab|Visit|Vitals|Diagnosis|Medication|Task)#/.test(Object.values(keys)[0]!))
    .map(({ options }) => options.limit);
  expect(limits.length).toBeGreaterThanOrEqual(6);
  for (const limit of limits) expect(limit).toBeLessThanOrEqual(20);
});

test('billing sees demographics, insurance and the balance, and sends no clinical query', async () => {
  const { fake } = renderPatients({ path: chartPath, role: 'billing', seed: FULL_CHART });
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
  expect(await screen.findByText('Blue Cross PPO')).toBeInTheDocument();
  expect(await within(banner()).findByText('$120.50')).toBeInTheDocument();
  expect(within(banner()).queryByText('No known allergies')).not.toBeInTheDocument();
  expect(within(banner()).queryByText(/Penicillin/)).not.toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: 'Edit patient' })).not.toBeInTheDocument();
  for (const name of ['Active problems', 'Current medications', 'Allergies', 'Last vitals', 'Recent labs', 'Upcoming visits', 'Open tasks']) {
    expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  }
  expect(queriedKinds(fake.calls)).toEqual(['Claim', 'Insurance', 'Patient', 'ProgramEnrollment']);
  expect(navLinks()).toEqual(['Summary', 'Visits']);
});

test('the navigation lists only the sections the role may read and marks the current one', async () => {
  const { user } = renderPatients({ path: chartPath, seed: [PATIENT] });
  await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
  expect(navLinks()).toEqual([
    'Summary',
    'Allergies',
    'Problem list',
    'Past medical history',
    'Family history',
    'Social history',
    'Current medications',
    'All medications',
    'Labs',
    'Lab trends',
    'Vitals',
    'Imaging',
    'Procedures',
    'Referrals',
    'Hospitalizations',
    'Immunizations',
    'Injections',
    'Visits',
  ]);
  const nav = screen.getByRole('navigation', { name: 'Chart' });
  expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(nav).getByRole('link', { name: 'Referrals' }));
  expect(window.location.pathname).toBe(`${chartPath}/PatientReferrals`);
  expect(within(nav).getByRole('link', { name: 'Referrals' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Summary' })).not.toHaveAttribute('aria-current');
  expect(await screen.findByRole('heading', { level: 2, name: 'Referrals' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
});

test('a patient with nothing recorded is "not reviewed" everywhere, never "no known allergies"; the empty cards say what is missing', async () => {
  renderPatients({ path: chartPath, seed: [PATIENT] });
  expect(await within(await screen.findByRole('region', { name: 'Patient banner' })).findByText('Allergies not reviewed')).toBeInTheDocument();
  const allergies = await screen.findByRole('region', { name: 'Allergies' });
  expect(await within(allergies).findByText('Allergies not yet reviewed')).toBeInTheDocument();
  const medications = screen.getByRole('region', { name: 'Current medications' });
  expect(await within(medications).findByText('Medications not yet reviewed')).toBeInTheDocument();
  expect(screen.queryByText('No known allergies')).not.toBeInTheDocument();
  expect(screen.queryByText('No current medications')).not.toBeInTheDocument();
  expect(await screen.findByText('No active problems')).toBeInTheDocument();
  expect(await screen.findByText('No insurance on file (self-pay)')).toBeInTheDocument();
  expect(await screen.findByText('No upcoming visits')).toBeInTheDocument();
});

test('"No known allergies" is recorded with one action and shown with who recorded it and when (stamped by the server)', async () => {
  const { user, fake } = renderPatients({ path: chartPath, seed: [PATIENT] });
  const allergies = await screen.findByRole('region', { name: 'Allergies' });
  await user.click(await within(allergies).findByRole('button', { name: 'Record no known allergies' }));
  expect(await screen.findByText('No known allergies recorded')).toBeInTheDocument();
  const region = banner();
  expect(await within(region).findByText('No known allergies')).toBeInTheDocument();
  expect(await within(region).findByText(/^Recorded by Ana Álvarez \(Clinician\), /)).toBeInTheDocument();
  expect(within(allergies).getByText(/^Recorded by Ana Álvarez \(Clinician\), /)).toBeInTheDocument();
  // the client said only "none": who and when are the server's
  const update = fake.calls.find((call) => call.op === 'update')!.args as Record<string, unknown>;
  expect(Object.keys(update).sort()).toEqual(['NoKnownAllergies', 'Version', 'id']);
  const patient = [...fake.rows.values()].find((row) => row.EntityType === 'Patient')!;
  expect(patient).toMatchObject({ NoKnownAllergies: true, AllergiesReviewedBy: 'u-ana' });
  // medications are their own review
  expect(within(screen.getByRole('region', { name: 'Current medications' })).getByText('Medications not yet reviewed')).toBeInTheDocument();
});

test('an unknown PatientID gets a not-found panel with the way back to the list', async () => {
  const { user } = renderPatients({ path: '/apps/patient/NS-999999', seed: [PATIENT] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Patient not found' })).toBeInTheDocument();
  expect(screen.getByText(/no patient with the PatientID NS-999999/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to the patient list' }));
  expect(window.location.pathname).toBe('/apps/patients/list');
});

test('a failure to load the patient shows the error with a retry', async () => {
  let fail = true;
  const { user } = renderPatients({
    path: chartPath,
    seed: [PATIENT, chartRow({ EntityType: 'Allergy', id: 'a', Allergy: 'Sulfa', Status: 'Active', Timestamp: new Date().toISOString() })],
    wrapClient: (client) => {
      const models = (client as { models: { EMR: Record<string, unknown> } }).models;
      const real = models.EMR['listByGSI6'] as (...args: unknown[]) => Promise<unknown>;
      return {
        ...(client as object),
        models: {
          EMR: new Proxy(models.EMR, {
            get: (target, name: string) =>
              name === 'listByGSI6' ? (...args: unknown[]) => (fail ? Promise.reject(new TypeError('Failed to fetch')) : real(...args)) : target[name],
          }),
        },
      };
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
});
