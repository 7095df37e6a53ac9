import { screen, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote, todayAt } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const CANCELLED: SeedRow = {
  EntityType: 'Visit', id: 'v-off', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Cancelled', VisitDate: todayAt(11), AssignedTo: 'u-doc', CancellationReason: 'Weather',
  StatusHistory: JSON.stringify([
    { from: null, to: 'Scheduled', by: 'u-desk', byName: 'Dana Brooks', at: '2024-01-02T15:00:00.000Z' },
    { from: 'Scheduled', to: 'Cancelled', by: 'u-desk', byName: 'Dana Brooks', at: '2024-01-09T15:00:00.000Z', reason: 'Weather' },
  ]),
};

test("the visit page opens on the visit's status history: each move, who made it and when, with the reason", async () => {
  renderVisits({ path: paths.visitEdit('v-off'), seed: [...SEED, CANCELLED] });
  const history = await screen.findByRole('region', { name: 'Status history' });
  const moves = within(history).getAllByRole('listitem');
  expect(moves.map((move) => move.textContent)).toEqual([expect.stringMatching(/^Scheduled.*2024.*by Dana Brooks$/), expect.stringMatching(/^Cancelled.*2024.*by Dana Brooks.*Weather$/)]);
});

test('a move made on the page joins the history at once, with who made it', async () => {
  const { user } = renderVisits({ path: paths.visitEdit('v-1'), seed: SEED });
  const history = await screen.findByRole('region', { name: 'Status history' });
  expect(within(history).getByText('No status change recorded.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Check in: Lopez, Maria' }));
  const moved = await within(history).findByRole('listitem');
  expect(within(moved).getByText('Checked in')).toBeInTheDocument();
  expect(moved).toHaveTextContent(/by \S+/);
});

test("a sub-page's link says it is the page shown; the history gives way to the sub-page", async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'Vitals'), seed: SEED });
  const pages = await screen.findByRole('navigation', { name: 'Pages of this visit' });
  expect(within(pages).getByRole('link', { name: 'Vitals' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('link', { name: 'Wrap-up' })).not.toHaveAttribute('aria-current');
  expect(screen.queryByRole('region', { name: 'Status history' })).not.toBeInTheDocument();
});
