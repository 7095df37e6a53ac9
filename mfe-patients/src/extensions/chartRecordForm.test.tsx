import type { ChartRecordFormProps } from '@emr/shared-ui';
import { type SeedRow, renderRemote } from '@emr/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CLINIC, PATIENT, PATIENT_ID, STAFF, resetRemote, rowsOf } from '../testing/fixtures.tsx';
import { extension } from './chartRecordForm.tsx';

afterEach(resetRemote);

const VISIT: SeedRow = { EntityType: 'Visit', id: 'v-1', PatientID: PATIENT_ID, VisitType: 'Follow-up', VisitStatus: 'InProgress', Visit: '2026-01-10T15:00:00.000Z' };

/** The piece as another remote's slot shows it, over the fake data client. */
async function renderPiece(kind: ChartRecordFormProps['kind']) {
  const Piece = await extension();
  const closed: string[] = [];
  const view = renderRemote(
    { appId: 'visit-page', Root: () => <Piece kind={kind} patientId={PATIENT_ID} fixed={{ LinkedToVisit: 'v-1' }} onClose={() => closed.push(kind)} /> },
    { path: '/apps/visits/edit/v-1/LinkedProcedures', role: 'user', clinicId: CLINIC, seed: [...STAFF, PATIENT, VISIT] },
  );
  return { ...view, closed };
}

test('a procedure added from a visit page is the chart’s form, its rules, and a record linked to the visit', async () => {
  const { user, fake, closed } = await renderPiece('Procedure');
  const dialog = await screen.findByRole('dialog', { name: 'Add procedure' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  // the chart's rules: the type and the date are required
  expect(await within(dialog).findByText('Procedure is required.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /^Procedure/ }), 'Colonoscopy');
  await user.type(within(dialog).getByLabelText(/^Procedure date/), '2026-01-10');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(rowsOf(fake, 'Procedure')).toEqual([expect.objectContaining({ PatientID: PATIENT_ID, ProcedureType: 'Colonoscopy', LinkedToVisit: 'v-1' })]));
  // as on the chart, the new record stays open to attach its report
  const saved = await screen.findByRole('dialog', { name: 'Edit procedure' });
  expect(within(saved).getByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
  await user.click(within(saved).getByRole('button', { name: 'Close' }));
  expect(closed).toEqual(['Procedure']);
});

test('a lab added from a visit page is linked to the visit', async () => {
  const { user, fake, closed } = await renderPiece('Lab');
  const form = await screen.findByRole('form', { name: 'New lab result' });
  await user.type(within(form).getByRole('textbox', { name: /^Test/ }), 'Glucose, fasting');
  const result = within(form).getByRole('group', { name: 'Result' });
  await user.type(within(result).getByRole('textbox', { name: /^Component/ }), 'Glucose');
  await user.type(within(result).getByRole('textbox', { name: /^Result/ }), '98');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(closed).toEqual(['Lab']));
  expect(rowsOf(fake, 'Lab')).toEqual([expect.objectContaining({ LabType: 'Glucose, fasting', Result: '98', LinkedToVisit: 'v-1' })]);
});
