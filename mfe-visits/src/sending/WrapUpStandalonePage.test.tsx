import { screen, within } from '@testing-library/react';
import { paths, withQuery } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const DONE: SeedRow = {
  EntityType: 'Visit', id: 'v-done', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'CheckedOut', VisitDate: todayAt(8), AssignedTo: 'u-doc',
  WrapUps: JSON.stringify([{ diagnoses: ['I10'], charges: [{ cpt: '99213', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest', at: todayAt(9) }]),
};
const SENT: SeedRow = { ...DONE, id: 'v-sent', PatientID: 'NO-000002', LinkedToClaim: 'c-1' };

test('a completed, unsent visit picked from the list shows its wrap-up without the visit frame', async () => {
  const { user } = renderVisits({ path: paths.visitWrapUpStandalone(), seed: [...SEED, DONE, SENT] });
  const table = await screen.findByRole('grid', { name: 'Completed visits not yet sent' });
  // v-old (completed long ago, unsent) and v-done; the sent visit is not offered
  expect(await within(table).findByRole('link', { name: 'Open the wrap-up of Smith, John' })).toBeInTheDocument();
  await user.click(within(table).getByRole('link', { name: 'Open the wrap-up of Lopez, Maria' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Wrap-up of Lopez, Maria' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'What the wrap-up needs' })).toBeInTheDocument();
  expect(screen.getByText('This visit is completed.')).toBeInTheDocument();
  const diagnoses = screen.getByRole('list', { name: 'Diagnoses of this visit, by claim slot' });
  expect(await within(diagnoses).findByText('Essential (primary) hypertension')).toBeInTheDocument();
  // no visit frame: no status moves, no links to the visit's other pages
  expect(screen.queryByRole('navigation', { name: 'Pages of this visit' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the list' }));
  expect(await screen.findByRole('grid', { name: 'Completed visits not yet sent' })).toBeInTheDocument();
});

test('nothing to wrap up, and an unknown visit', async () => {
  renderVisits({ path: paths.visitWrapUpStandalone(), seed: SEED.filter((row) => row['id'] !== 'v-old') });
  expect(await screen.findByText('No completed visit is waiting to be sent.')).toBeInTheDocument();
  resetRemote();
  renderVisits({ path: withQuery(paths.visitWrapUpStandalone(), { visitId: 'nope' }) });
  expect(await screen.findByText('No visit with this id in your clinic.')).toBeInTheDocument();
});

test('billing is not offered the wrap-up', async () => {
  renderVisits({ path: paths.visitWrapUpStandalone(), role: 'billing', seed: [...SEED, DONE] });
  expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});
