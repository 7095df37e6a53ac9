import { act, screen, waitFor } from '@testing-library/react';
import { paths, withQuery } from '@emr/domain';
import { SEED, renderVisits, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  localStorage.clear();
});

const scribe = (visitId: string) => withQuery(paths.visitsScribe(), { visitId });

test('today’s visits under way are offered', async () => {
  renderVisits({ path: paths.visitsScribe() });
  expect(await screen.findByRole('link', { name: /Smith, John \(Checked in\)/ })).toHaveAttribute('href', scribe('v-2'));
});

test('the draft saves itself, expands the clinic’s phrases, and signing locks it; an addendum follows', async () => {
  const { user, fake } = renderVisits({ path: scribe('v-2') });
  const hpi = await screen.findByRole('textbox', { name: 'History of present illness' });
  await user.type(hpi, 'Cough for 3 days');
  await user.type(screen.getByRole('textbox', { name: 'Review of systems' }), '.ros ');
  expect((screen.getByRole('textbox', { name: 'Review of systems' }) as HTMLTextAreaElement).value).toMatch(/^Constitutional: no fever/);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Draft saved at/), { timeout: 4000 });
  const draft = rowsOf(fake, 'Note')[0]!;
  expect(draft).toMatchObject({ LinkedToVisit: 'v-2', PatientID: 'NO-000002', Status: 'Draft' });
  expect(String(draft['Note'])).toContain('History of present illness: Cough for 3 days');

  await user.click(screen.getByRole('button', { name: 'Sign the note' }));
  expect(await screen.findByText(/a signed note does not change/)).toBeInTheDocument();
  expect(rowsOf(fake, 'Note')[0]?.['Status']).toBe('Signed');
  await user.type(screen.getByRole('textbox', { name: 'Addendum' }), 'Also sore throat');
  await user.click(screen.getByRole('button', { name: 'Add the addendum' }));
  await waitFor(() => expect(rowsOf(fake, 'Note')).toHaveLength(2));
  expect(rowsOf(fake, 'Note').find((n) => n['Title'] === 'Addendum')).toMatchObject({ CustomID: draft.id, Status: 'Signed', Note: 'Also sore throat' });
});

test('what was typed survives a reload before the server had it', async () => {
  const first = renderVisits({ path: scribe('v-2') });
  await first.user.type(await screen.findByRole('textbox', { name: 'Chief complaint' }), 'Headache');
  first.unmount();
  act(() => resetRemote());
  renderVisits({ path: scribe('v-2'), seed: SEED });
  expect(await screen.findByRole('textbox', { name: 'Chief complaint' })).toHaveValue('Headache');
});

test('diagnoses picked by words ride with the draft; signing puts them on the problem list (the server’s rule, here the fake’s)', async () => {
  const { user, fake } = renderVisits({ path: scribe('v-2') });
  await user.type(await screen.findByRole('textbox', { name: 'Assessment' }), 'Poorly controlled');
  const picker = screen.getByRole('combobox', { name: /Diagnoses \(ICD-10-CM\)/ });
  await user.type(picker, 'type 2 diabetes without complications');
  await user.click(await screen.findByRole('option', { name: 'E11.9 Type 2 diabetes mellitus without complications' }));
  expect(picker).toHaveValue('');
  await user.type(picker, 'I10');
  await user.click(await screen.findByRole('option', { name: 'I10 Essential (primary) hypertension' }));
  await user.click(screen.getByRole('button', { name: 'Remove I10' }));
  const list = screen.getByRole('list', { name: 'Diagnoses of this note' });
  expect(list).toHaveTextContent('E11.9 Type 2 diabetes mellitus without complications');
  expect(list).not.toHaveTextContent('I10');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Draft saved at/), { timeout: 4000 });
  expect(JSON.parse(String(rowsOf(fake, 'Note')[0]?.['Notes'])).diagnoses).toEqual([{ code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' }]);

  await user.click(screen.getByRole('button', { name: 'Sign the note' }));
  expect(await screen.findByText(/a signed note does not change/)).toBeInTheDocument();
  expect(rowsOf(fake, 'Diagnosis')).toEqual([
    expect.objectContaining({ PatientID: 'NO-000002', ConceptCode: 'E11.9', Diagnosis: 'E11.9 Type 2 diabetes mellitus without complications', Status: 'Active', LinkedToVisit: 'v-2' }),
  ]);
  expect(String(rowsOf(fake, 'Note')[0]?.['Note'])).toContain('Diagnoses (ICD-10-CM): E11.9 Type 2 diabetes mellitus without complications');
  expect(screen.getByRole('list', { name: 'Diagnoses of this note' })).toHaveTextContent('E11.9');
});
