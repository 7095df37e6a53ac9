import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, failingIndex, renderVisits, resetRemote, rowsOf, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const WRAPPING: SeedRow = { EntityType: 'Visit', id: 'v-wrap', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'WrapUp', VisitDate: todayAt(8), CheckInTime: todayAt(8), AssignedTo: 'u-doc' };
const DIABETES = { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' };
const SIGNED: SeedRow = {
  EntityType: 'Note', id: 'n-1', PatientID: 'NO-000001', LinkedToVisit: 'v-wrap', Status: 'Signed', Note: 'S: fine', Timestamp: todayAt(8, 20),
  Notes: JSON.stringify({ diagnoses: [DIABETES] }),
};

const checklist = () => screen.findByRole('list', { name: 'What the wrap-up needs' });

test('the signed note’s diagnoses are the wrap-up’s, with their words; one added with the picker; the visit completes only when nothing is missing', async () => {
  const { user, fake } = renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, WRAPPING, SIGNED] });
  const list = await checklist();
  expect(within(list).getByText('Done: the note is signed')).toBeInTheDocument();
  expect(within(list).getByText('Done: at least one diagnosis')).toBeInTheDocument();
  const diagnoses = screen.getByRole('list', { name: 'Diagnoses of this visit, by claim slot' });
  expect(within(diagnoses).getByRole('listitem')).toHaveTextContent('AE11.9 Type 2 diabetes mellitus without complicationsfrom the note');
  expect(within(diagnoses).queryByRole('button', { name: 'Remove E11.9' })).not.toBeInTheDocument();
  const complete = screen.getByRole('button', { name: 'Complete the visit' });
  expect(complete).toBeDisabled();

  const picker = screen.getByRole('combobox', { name: /Add a diagnosis/ });
  await user.type(picker, 'essential hypertension');
  await user.click(await screen.findByRole('option', { name: 'I10 Essential (primary) hypertension' }));
  expect(within(diagnoses).getAllByRole('listitem')[1]).toHaveTextContent('BI10 Essential (primary) hypertension');
  const line = screen.getByRole('group', { name: 'Procedure line 1' });
  await user.type(within(line).getByRole('textbox', { name: 'CPT code' }), '99214');
  // a multiselect Dropdown's list is a menu of checkboxes
  await user.click(within(line).getByRole('combobox', { name: /Diagnosis pointers/ }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: /^B I10/ }));
  expect(within(line).getByRole('combobox', { name: /Diagnosis pointers/ })).toHaveTextContent('A, B');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('radio', { name: 'Declined or not needed' }));
  expect(complete).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Instructions for the patient' }), 'Walk daily');
  await waitFor(() => expect(complete).toBeEnabled());
  await user.click(complete);

  await waitFor(() => expect(rowsOf(fake, 'Visit').find((r) => r.id === 'v-wrap')?.['VisitStatus']).toBe('CheckedOut'));
  const stored = rowsOf(fake, 'Visit').find((r) => r.id === 'v-wrap')!;
  expect(JSON.parse(String(stored['WrapUps'])).at(-1)).toMatchObject({ diagnoses: ['E11.9', 'I10'], charges: [{ cpt: '99214', pointers: ['A', 'B'] }], followUp: 'declined', instructions: 'Walk daily' });
  expect(await screen.findByText('This visit is completed.')).toBeInTheDocument();
});

test('removing a diagnosis added here moves the later slot letters up in each line’s pointers', async () => {
  const saved = JSON.stringify([{ diagnoses: ['I10', 'J06.9'], charges: [{ cpt: '99213', units: 1, pointers: ['A', 'B', 'C'] }], followUp: '', instructions: '' }]);
  const { user } = renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, { ...WRAPPING, WrapUps: saved }, SIGNED] });
  const diagnoses = await screen.findByRole('list', { name: 'Diagnoses of this visit, by claim slot' });
  await waitFor(() => expect(within(diagnoses).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'AI10 Essential (primary) hypertension',
    'BJ06.9 Acute upper respiratory infection, unspecified',
    'CE11.9 Type 2 diabetes mellitus without complicationsfrom the note',
  ]));
  await user.click(screen.getByRole('button', { name: 'Remove I10' }));
  expect(within(diagnoses).getAllByRole('listitem')[0]).toHaveTextContent(/^AJ06\.9/);
  expect(screen.getByRole('combobox', { name: /Diagnosis pointers/ })).toHaveTextContent('A, B');
  expect(within(await checklist()).getByText('Done: each CPT code points to a diagnosis')).toBeInTheDocument();
});

test('without a signed note the visit cannot complete and the page leads to the note', async () => {
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, WRAPPING] });
  expect(within(await checklist()).getByText('Missing: the note is signed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write and sign the note' })).toHaveAttribute('href', `${paths.visitsScribe()}?visitId=v-wrap`);
});

test('the header shows the visit; an unknown visit and an unbuilt sub-page answer with panels', async () => {
  renderVisits({ path: paths.visitEdit('v-2'), seed: SEED });
  expect(await screen.findByRole('heading', { level: 1, name: 'Visit of Smith, John' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start: Smith, John' })).toBeInTheDocument();
  resetRemote();
  renderVisits({ path: paths.visitEdit('nope') });
  expect(await screen.findByText('No visit with this id in your clinic.')).toBeInTheDocument();
  resetRemote();
  renderVisits({ path: paths.visitEdit('v-2', 'Nope' as never) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a visit’s diagnoses, JSON on the wire, start the wrap-up’s diagnoses, described by the code set; the note’s follow', async () => {
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, { ...WRAPPING, Diagnoses: JSON.stringify(['I10', 'E78.5']) }, SIGNED] });
  const diagnoses = await screen.findByRole('list', { name: 'Diagnoses of this visit, by claim slot' });
  await waitFor(() => expect(within(diagnoses).getAllByRole('listitem')[1]).toHaveTextContent('BE78.5 Hyperlipidemia, unspecified'));
  expect(within(diagnoses).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 6))).toEqual(['AI10 E', 'BE78.5', 'CE11.9']);
});

const wrappedWith = (diagnoses: string[], instructions: string): SeedRow => ({
  ...WRAPPING,
  WrapUps: JSON.stringify([{ diagnoses, charges: [], followUp: 'declined', instructions, at: todayAt(8, 30) }]),
});
const speaking = (Spoken: string): SeedRow[] => [
  ...SEED.filter((row) => row.id !== 'p-1'),
  { EntityType: 'Patient', id: 'p-1', PatientID: 'NO-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z', Spoken },
];
/** Each diagnosis of the summary: its lines, and the language and direction of its official one. */
function summaryDiagnoses(summary: HTMLElement, heading: string) {
  const found = within(summary).getByRole('heading', { name: heading }).closest('section')!;
  return within(found).getAllByRole('listitem').map((item) => {
    const official = item.querySelector('bdi')!;
    return { lines: [...item.children].map((line) => line.textContent), lang: official.closest('[lang]')?.getAttribute('lang'), isolated: official.tagName === 'BDI' };
  });
}

test('the after-visit summary is in the patient’s language: each diagnosis in plain French words, then its ICD-10-CM words and code in English; the medications and the instructions', async () => {
  const medication: SeedRow = { EntityType: 'Medication', id: 'm-1', PatientID: 'NO-000001', Medication: 'Lisinopril', Dosage: '10 mg', Frequency: 'Once daily', Status: 'Active', StartDate: '2025-01-06T12:00:00.000Z' };
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...speaking('French'), wrappedWith(['I10', 'I27.0'], 'Marcher chaque jour'), SIGNED, medication] });
  const summary = await screen.findByRole('article', { name: 'Résumé de votre consultation' });
  expect(summary).toHaveAttribute('lang', 'fr');
  expect(summary).toHaveAttribute('dir', 'ltr');
  expect(within(summary).getByText(/^Sous chacun, en petit : son nom médical et son code/)).toBeInTheDocument();
  await waitFor(() => expect(summaryDiagnoses(summary, 'Ce que nous avons constaté aujourd’hui')).toEqual([
    { lines: ['Tension artérielle élevée (hypertension)', 'Essential (primary) hypertension (I10)'], lang: 'en', isolated: true },
    // no words of its own: its chapter's
    { lines: ['Un problème du cœur ou des vaisseaux sanguins', 'Primary pulmonary hypertension (I27.0)'], lang: 'en', isolated: true },
    { lines: ['Diabète de type 2', 'Type 2 diabetes mellitus without complications (E11.9)'], lang: 'en', isolated: true },
  ]));
  expect(within(summary).getByText('Marcher chaque jour')).toBeInTheDocument();
  await waitFor(() => expect(within(summary).getByText(/Lisinopril · 10 mg · Once daily/)).toBeInTheDocument());
  expect(within(summary).getByRole('heading', { name: 'Votre prochaine consultation' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print the after-visit summary' })).toBeInTheDocument();
});

test('for an Arabic-speaking patient the summary reads right to left, the diagnoses in plain Arabic, their English code lines isolated', async () => {
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...speaking('Arabic'), wrappedWith(['N39.0', 'Z23'], ''), SIGNED] });
  const summary = await screen.findByRole('article', { name: 'ملخص زيارتك' });
  expect(summary).toHaveAttribute('lang', 'ar');
  expect(summary).toHaveAttribute('dir', 'rtl');
  await waitFor(() => expect(summaryDiagnoses(summary, 'ما وجدناه اليوم')).toEqual([
    { lines: ['التهاب المسالك البولية', 'Urinary tract infection, site not specified (N39.0)'], lang: 'en', isolated: true },
    { lines: ['التطعيم', 'Encounter for immunization (Z23)'], lang: 'en', isolated: true },
    { lines: ['السكري من النوع الثاني', 'Type 2 diabetes mellitus without complications (E11.9)'], lang: 'en', isolated: true },
  ]));
  expect(within(summary).getByRole('heading', { name: 'أدويتك' })).toBeInTheDocument();
});

test('an English-speaking patient reads the plain words first too', async () => {
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...speaking('English'), wrappedWith(['E78.5'], ''), SIGNED] });
  const summary = await screen.findByRole('article', { name: 'After-visit summary' });
  await waitFor(() => expect(summaryDiagnoses(summary, 'What we found today')[0]?.lines).toEqual(['High cholesterol or other blood fats', 'Hyperlipidemia, unspecified (E78.5)']));
});

test('the after-visit summary says when its reads fail (and reads again on retry) or when the patient is not found', async () => {
  let failing = true;
  const { user } = renderVisits({
    path: paths.visitEdit('v-wrap', 'WrapUp'),
    seed: [...SEED, WRAPPING, SIGNED],
    // index 3: the patient's current medications
    wrapClient: (client) => failingIndex(client, 3, 'InternalFailure', () => failing),
  });
  await checklist();
  expect(screen.queryByRole('article', { name: 'After-visit summary' })).not.toBeInTheDocument();
  failing = false;
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'After-visit summary' })).toBeInTheDocument();

  resetRemote();
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED.filter((row) => row.id !== 'p-1'), WRAPPING, SIGNED] });
  expect(await screen.findByText('The patient’s record was not found, so there is no summary to print.')).toBeInTheDocument();
});
