import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import type { FakeClient, SeedRow } from '@emr/shared-ui/testing';
import { PATIENTS, STAFF, gridRows, renderVisits, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

const DONE: SeedRow = { EntityType: 'Visit', id: 'v-done', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'CheckedOut', VisitDate: '2026-01-05T15:00:00.000Z', AssignedTo: 'u-doc' };
const BILLED: SeedRow = { ...DONE, id: 'v-billed', PatientID: 'NO-000002', LinkedToClaim: 'c-1' };

/** The server's sendVisitToBilling as far as this page sees it: the claim, and the visit linked to it. */
const withSending = (fake: () => FakeClient) => (client: FakeClient['client']) => {
  const real = client as unknown as { mutations: Record<string, unknown> };
  return {
    ...real,
    mutations: new Proxy(real.mutations, {
      get: (target, name: string) =>
        name === 'sendVisitToBilling'
          ? async ({ visitId }: { visitId: string }) => {
              const visit = fake().rows.get(visitId)!;
              fake().rows.set(visitId, { ...visit, LinkedToClaim: 'claim-9', Version: visit.Version + 1 });
              return { data: JSON.stringify({ claim: { id: 'claim-9', Claim: 'CLM-NO-00009' } }) };
            }
          : target[name],
    }),
  };
};

test('completed visits not yet billed are listed; sending one makes the claim and the visit leaves the list', async () => {
  const holder: { fake?: FakeClient } = {};
  const view = renderVisits({ path: paths.visitsSending(), seed: [...STAFF, ...PATIENTS, DONE, BILLED], wrapClient: (client) => withSending(() => holder.fake!)(client) });
  holder.fake = view.fake;
  const table = await screen.findByRole('grid', { name: 'Completed visits not yet sent to billing' });
  await waitFor(() => expect(gridRows('Completed visits not yet sent to billing').map((r) => r.textContent)).toEqual([expect.stringContaining('Lopez, Maria')]));
  await view.user.click(within(table).getByRole('button', { name: 'Send to billing: Lopez, Maria' }));
  expect(await screen.findByText('Visit of Lopez, Maria sent: draft claim CLM-NO-00009')).toBeInTheDocument();
  expect(await screen.findByText('Every completed visit has been sent to billing.')).toBeInTheDocument();
});
