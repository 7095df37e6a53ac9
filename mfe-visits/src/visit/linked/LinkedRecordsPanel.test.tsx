import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { type ChartRecordFormProps, records, setExtensionLoader } from '@emr/shared-ui';
import { type SeedRow } from '@emr/shared-ui/testing';
import { SEED, failingIndex, renderVisits, resetRemote, rowsOf } from '../../testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  setExtensionLoader(() => Promise.reject(new Error('no patients remote')), []);
});

const LABS: SeedRow[] = [
  { EntityType: 'Lab', id: 'lab-linked', PatientID: 'NO-000002', LabType: 'Lipid panel', Component: 'LDL', Result: '96', Unit: 'mg/dL', DateConducted: '2024-01-10T15:00:00.000Z', LinkedToVisit: 'v-2' },
  { EntityType: 'Lab', id: 'lab-free', PatientID: 'NO-000002', LabType: 'Diabetes', Component: 'HbA1c', Result: '6.1', Unit: '%', DateConducted: '2024-02-01T15:00:00.000Z' },
  { EntityType: 'Lab', id: 'lab-elsewhere', PatientID: 'NO-000002', LabType: 'CBC', Component: 'Hemoglobin', Result: '13.9', Unit: 'g/dL', DateConducted: '2023-05-01T15:00:00.000Z', LinkedToVisit: 'v-old' },
  { EntityType: 'Lab', id: 'lab-other-patient', PatientID: 'NO-000001', LabType: 'TSH', Component: 'TSH', Result: '2.1', Unit: 'mIU/L', DateConducted: '2024-02-01T15:00:00.000Z' },
];
const linkedTable = () => screen.findByRole('grid', { name: 'Labs linked to this visit' });
const availableTable = () => screen.findByRole('grid', { name: "The patient's other labs" });

test("the visit's labs and the patient's unlinked labs, each opening the chart; link and unlink update LinkedToVisit", async () => {
  const { user, fake } = renderVisits({ path: paths.visitEdit('v-2', 'LinkedLabs'), seed: [...SEED, ...LABS] });
  const linked = await linkedTable();
  expect(within(linked).getByRole('link', { name: 'LDL' })).toHaveAttribute('href', paths.patientSubPage('NO-000002', 'PatientLabs'));
  const available = await availableTable();
  expect(within(available).getByRole('link', { name: 'HbA1c' })).toBeInTheDocument();
  expect(within(available).getByText('Diabetes · 6.1 · %')).toBeInTheDocument();
  // linked to another visit, or another patient's: not offered
  expect(screen.queryByText('Hemoglobin')).not.toBeInTheDocument();
  expect(screen.queryByText('TSH')).not.toBeInTheDocument();

  await user.click(within(available).getByRole('button', { name: 'Link to this visit: HbA1c' }));
  await waitFor(() => expect(rowsOf(fake, 'Lab').find((r) => r.id === 'lab-free')?.['LinkedToVisit']).toBe('v-2'));
  expect(await within(await linkedTable()).findByRole('link', { name: 'HbA1c' })).toBeInTheDocument();

  await user.click(within(await linkedTable()).getByRole('button', { name: 'Unlink from this visit: LDL' }));
  await waitFor(() => expect(rowsOf(fake, 'Lab').find((r) => r.id === 'lab-linked')?.['LinkedToVisit'] ?? null).toBeNull());
  expect(await within(await availableTable()).findByRole('link', { name: 'LDL' })).toBeInTheDocument();
});

test('one panel serves every kind: referrals, and the related visits opening their own page', async () => {
  const referral: SeedRow = { EntityType: 'Referral', id: 'ref-1', PatientID: 'NO-000002', ReferralType: 'Cardiology', Status: 'Sent', Timestamp: '2024-03-01T15:00:00.000Z' };
  renderVisits({ path: paths.visitEdit('v-2', 'LinkedReferrals'), seed: [...SEED, referral] });
  const available = await screen.findByRole('grid', { name: "The patient's other referrals" });
  expect(within(available).getByRole('link', { name: 'Cardiology' })).toHaveAttribute('href', paths.patientSubPage('NO-000002', 'PatientReferrals'));
  expect(screen.getByText('Nothing is linked to this visit yet.')).toBeInTheDocument();
  resetRemote();

  renderVisits({ path: paths.visitEdit('v-2', 'LinkedVisits') });
  const visits = await screen.findByRole('grid', { name: "The patient's other visits" });
  // the patient's other visit, not the visit itself
  expect(within(visits).getAllByRole('link')).toHaveLength(1);
  expect(within(visits).getByRole('link', { name: 'Follow-up' })).toHaveAttribute('href', paths.visitEdit('v-old'));
});

test('empty and error states', async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'LinkedDIs') });
  expect(await screen.findByText('No imaging in this chart yet.')).toBeInTheDocument();
  resetRemote();
  renderVisits({ path: paths.visitEdit('v-2', 'LinkedProcedures'), wrapClient: (client) => failingIndex(client, 2, 'InternalFailure', () => true) });
  expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
});

test('a billing user may not read or relink clinical records: the page says so and the server refuses the write', async () => {
  renderVisits({ path: paths.visitEdit('v-2', 'LinkedLabs'), role: 'billing', seed: [...SEED, ...LABS] });
  expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Link to this visit/ })).not.toBeInTheDocument();
  await expect(records.update({ id: 'lab-free', Version: 1 }, { LinkedToVisit: 'v-2' })).rejects.toMatchObject({ errorType: 'AccessDeniedException' });
});

/** The patients remote's piece as the slot gets it: a form that saves the chart record with the fields it is given. */
function ChartFormStandIn({ kind, patientId, fixed, onClose }: ChartRecordFormProps) {
  const save = async () => {
    await records.create(kind, { PatientID: patientId, ProcedureType: 'Colonoscopy', ProcedureDate: '2024-03-02T12:00:00.000Z', ...fixed });
    onClose();
  };
  return (
    <button type="button" onClick={() => void save()}>
      {`Save the ${kind}`}
    </button>
  );
}

test('a new procedure is added in place with the chart’s form (the patients remote’s slot), linked to this visit', async () => {
  setExtensionLoader(async () => ChartFormStandIn, ['chart-record-form']);
  const { user, fake } = renderVisits({ path: paths.visitEdit('v-2', 'LinkedProcedures') });
  await user.click(await screen.findByRole('button', { name: 'New procedure for this visit' }));
  await user.click(await screen.findByRole('button', { name: 'Save the Procedure' }));
  await waitFor(() => expect(rowsOf(fake, 'Procedure')).toEqual([expect.objectContaining({ PatientID: 'NO-000002', LinkedToVisit: 'v-2' })]));
  expect(await within(await screen.findByRole('grid', { name: 'Procedures linked to this visit' })).findByRole('link', { name: 'Colonoscopy' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save the Procedure' })).not.toBeInTheDocument();
});

test('without a module filling the slot, or for a kind the chart has no form for here, nothing is offered', async () => {
  const first = renderVisits({ path: paths.visitEdit('v-2', 'LinkedProcedures') });
  expect(await screen.findByText('No procedures in this chart yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New procedure for this visit' })).not.toBeInTheDocument();
  first.unmount();
  resetRemote();
  setExtensionLoader(async () => ChartFormStandIn, ['chart-record-form']);
  renderVisits({ path: paths.visitEdit('v-2', 'LinkedVisits') });
  await screen.findByRole('grid', { name: "The patient's other visits" });
  expect(screen.queryByRole('button', { name: /^New / })).not.toBeInTheDocument();
});
