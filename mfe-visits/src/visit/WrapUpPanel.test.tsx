import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote, rowsOf, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const WRAPPING: SeedRow = { EntityType: 'Visit', id: 'v-wrap', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'WrapUp', VisitDate: todayAt(8), AssignedTo: 'u-doc' };
const SIGNED: SeedRow = { EntityType: 'Note', id: 'n-1', PatientID: 'NO-000001', LinkedToVisit: 'v-wrap', Status: 'Signed', Note: 'S: fine', Timestamp: todayAt(8, 20) };

const checklist = () => screen.findByRole('list', { name: 'What the wrap-up needs' });

test('the checklist shows what is missing and the visit completes only when nothing is', async () => {
  const { user, fake } = renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, WRAPPING, SIGNED] });
  const list = await checklist();
  expect(within(list).getByText('Done: the note is signed')).toBeInTheDocument();
  expect(within(list).getByText('Missing: at least one diagnosis')).toBeInTheDocument();
  const complete = screen.getByRole('button', { name: 'Complete the visit' });
  expect(complete).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: /Diagnoses/ }), 'I10, E11.9');
  const line = screen.getByRole('group', { name: 'Procedure line 1' });
  await user.type(within(line).getByRole('textbox', { name: 'CPT code' }), '99214');
  const pointers = within(line).getByRole('textbox', { name: /Diagnosis pointers/ });
  await user.clear(pointers);
  await user.type(pointers, 'A, C');
  expect(within(list).getByText('Missing: each CPT code points to a diagnosis')).toBeInTheDocument();
  await user.clear(pointers);
  await user.type(pointers, 'A, B');
  await user.click(screen.getByRole('radio', { name: 'Declined or not needed' }));
  expect(complete).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Instructions for the patient' }), 'Walk daily');
  await waitFor(() => expect(complete).toBeEnabled());
  await user.click(complete);

  await waitFor(() => expect(rowsOf(fake, 'Visit').find((r) => r.id === 'v-wrap')?.['VisitStatus']).toBe('CheckedOut'));
  const stored = rowsOf(fake, 'Visit').find((r) => r.id === 'v-wrap')!;
  expect(JSON.parse(String(stored['WrapUps'])).at(-1)).toMatchObject({ diagnoses: ['I10', 'E11.9'], charges: [{ cpt: '99214', pointers: ['A', 'B'] }], followUp: 'declined', instructions: 'Walk daily' });
  expect(await screen.findByText('This visit is completed.')).toBeInTheDocument();
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

test('a visit’s diagnoses, JSON on the wire, start the wrap-up’s diagnoses', async () => {
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED, { ...WRAPPING, Diagnoses: JSON.stringify(['I10', 'E78.5']) }, SIGNED] });
  await checklist();
  expect(screen.getByRole('textbox', { name: /Diagnoses/ })).toHaveValue('I10, E78.5');
});

test('the after-visit summary is in the patient’s language, with the wrap-up’s diagnoses, the medications and the instructions', async () => {
  const french: SeedRow = { EntityType: 'Patient', id: 'p-1', PatientID: 'NO-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z', Spoken: 'French' };
  const wrapped: SeedRow = { ...WRAPPING, WrapUps: JSON.stringify([{ diagnoses: ['I10'], charges: [], followUp: 'declined', instructions: 'Marcher chaque jour', at: todayAt(8, 30) }]) };
  const medication: SeedRow = { EntityType: 'Medication', id: 'm-1', PatientID: 'NO-000001', Medication: 'Lisinopril', Dosage: '10 mg', Frequency: 'Once daily', Status: 'Active', StartDate: '2025-01-06T12:00:00.000Z' };
  renderVisits({ path: paths.visitEdit('v-wrap', 'WrapUp'), seed: [...SEED.filter((row) => row.id !== 'p-1'), french, wrapped, SIGNED, medication] });
  const summary = await screen.findByRole('article', { name: 'Résumé de votre consultation' });
  expect(summary).toHaveAttribute('lang', 'fr');
  expect(within(summary).getByText('I10')).toBeInTheDocument();
  expect(within(summary).getByText('Marcher chaque jour')).toBeInTheDocument();
  await waitFor(() => expect(within(summary).getByText(/Lisinopril · 10 mg · Once daily/)).toBeInTheDocument());
  expect(within(summary).getByRole('heading', { name: 'Votre prochaine consultation' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print the after-visit summary' })).toBeInTheDocument();
});
