/**
 * The billing remote's test data: a clinic, its staff, a patient with coverage and a visit, a
 * draft claim with its lines, and `renderBilling`, the remote rendered over them
 * (`renderRemote`: the behaviour-faithful fake Data client, with `transactEMR` planned by the
 * servers' own planner).
 */
import { totalsOf } from '@emr/domain/billing';
import { ledgerClaimOf, totalFields, totalPostingOf } from '@emr/domain/server';
import { type FakeClient, type RenderRemoteOptions, type SeedRow, renderRemote } from '@emr/shared-ui/testing';
import { withTransactions } from './transactions.ts';
import { billingApp } from '../app.tsx';

export const CLINIC = 'north';

export const STAFF: SeedRow[] = [
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Haddad', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
  { EntityType: 'User', id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-admin', FullName: 'Nora Whitaker', Email: 'nora@north.test', Role: 'admin', Status: 'Active' },
];

export const PATIENT: SeedRow = { EntityType: 'Patient', id: 'p-1', PatientID: 'NS-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1968-04-12T00:00:00.000Z', Status: 'Active' };

export const COVERAGE: SeedRow = {
  EntityType: 'Insurance', id: 'ins-1', PatientID: 'NS-000001', InsuranceName: 'Aetna Choice POS II', InsuranceClass: 'Primary', InsuranceType: 'Commercial', MemberID: 'W123456789', Timestamp: '2025-01-01T00:00:00.000Z',
};

/** A visit checked out as the server holds one: its times, a complete wrap-up, and its signed note (NOTES). */
const checkedOut = (id: string, VisitType: string, at: string, more: Record<string, unknown> = {}): SeedRow => ({
  EntityType: 'Visit', id, PatientID: 'NS-000001', VisitDate: at, VisitType, VisitStatus: 'CheckedOut', AssignedTo: 'u-ana', CheckInTime: at, CheckOutTime: at,
  WrapUps: JSON.stringify([{ diagnoses: ['E11.9'], charges: [{ cpt: '99214', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' }]), ...more,
});

/** The visit a new claim is made for (not billed yet). */
export const VISIT: SeedRow = checkedOut('v-1', 'Follow-up', '2026-11-02T14:00:00.000Z');

/** The visit sent to billing: its claim is the draft below. */
export const SENT_VISIT: SeedRow = checkedOut('v-0', 'Annual physical', '2026-11-02T09:00:00.000Z', { LinkedToClaim: 'c-1', PaymentStatus: 'Unbilled' });

export const NOTES: SeedRow[] = ['v-1', 'v-0'].map((visit) => ({ EntityType: 'Note', id: `n-${visit}`, PatientID: 'NS-000001', LinkedToVisit: visit, Status: 'Signed', Note: 'A: E11.9' }));

/** A draft claim of the sent visit, as visits' "sending" leaves it: no member ID, a line without pointer, a 0 charge. */
export const DRAFT_CLAIM: SeedRow = {
  EntityType: 'Claim', id: 'c-1', PatientID: 'NS-000001', Claim: 'CLM-NS-00001', ClaimDate: '2026-11-02T15:00:00.000Z', Status: 'Draft', LinkedToVisit: 'v-0',
  InsuranceName: 'Aetna Choice POS II', InsuranceClass: 'Primary', MemberID: '', AssignedTo: 'u-ana', PlaceOfService: '11', ServiceDate: '2026-11-02T00:00:00.000Z',
  Diagnoses: JSON.stringify(['E11.9', 'I10']), TotalCharges: 180, TotalPayments: 0, RemainingBalance: 180,
};

export const DRAFT_LINES: SeedRow[] = [
  { EntityType: 'Charge', id: 'ch-1', LinkedToClaim: 'c-1', CPTCode: '99214', Description: 'Office visit, established', Amount: 180, Units: 1, Modifiers: '[]', DiagnosisPointers: '[]', Timestamp: '2026-11-02T15:00:00.000Z' },
  { EntityType: 'Charge', id: 'ch-2', LinkedToClaim: 'c-1', CPTCode: '36415', Description: 'Venipuncture', Amount: 0, Units: 1, Modifiers: '[]', DiagnosisPointers: '["A"]', Timestamp: '2026-11-02T15:00:01.000Z' },
];

export const SEED: SeedRow[] = [...STAFF, PATIENT, COVERAGE, VISIT, SENT_VISIT, ...NOTES, DRAFT_CLAIM, ...DRAFT_LINES];

const claim = (id: string, number: string, date: string, remaining: number): SeedRow => ({
  EntityType: 'Claim', id, PatientID: 'NS-000001', Claim: number, ClaimDate: `${date}T15:00:00.000Z`, ServiceDate: `${date}T00:00:00.000Z`, Status: 'Submitted',
  InsuranceName: 'Aetna Choice POS II', MemberID: 'W1', Diagnoses: ['E11.9'], TotalCharges: remaining, TotalPayments: 0, RemainingBalance: remaining,
});
const charge = (id: string, claimId: string, code: string, amount: number, at: string): SeedRow => ({ EntityType: 'Charge', id, LinkedToClaim: claimId, CPTCode: code, Amount: amount, Units: 1, Timestamp: at });

/** Two submitted claims of the patient, nothing paid: $40.00 (September) and $215.50 (November, two lines). */
export const OPEN_CLAIMS: SeedRow[] = [
  ...STAFF, PATIENT,
  claim('c-old', 'CLM-NS-00010', '2026-09-01', 40), charge('x1', 'c-old', '99213', 40, '2026-09-01T15:00:00.000Z'),
  claim('c-3', 'CLM-NS-00011', '2026-11-02', 215.5), charge('ch-31', 'c-3', '99214', 180, '2026-11-02T15:00:00.000Z'), charge('ch-32', 'c-3', '85025', 35.5, '2026-11-02T15:00:01.000Z'),
];

/** The seed with the billing totals the server would keep for its claims and postings (a seed skips the write planner). */
export function withTotals(seed: readonly SeedRow[]): SeedRow[] {
  const of = (kind: string) => seed.filter((row) => row.EntityType === kind).map((row) => ({ ...row, id: row.id }));
  const totals = totalsOf(of('Claim').map(ledgerClaimOf), of('Payment').map(totalPostingOf));
  return [...seed, ...[...totals].map(([id, total]): SeedRow => ({ EntityType: 'BillingTotal', id, ...totalFields(total) }))];
}

// the pages other than the claim page load on first use: loaded before the tests, they render at once
beforeAll(billingApp.preload);

/** The remote at `path`, signed in as `role` (default billing), over the clinic above (or `seed`). */
export function renderBilling({ seed = SEED, ...options }: Partial<RenderRemoteOptions> & { path: string }) {
  const made: { fake?: FakeClient } = {};
  const wrapClient = (client: FakeClient['client']) => withTransactions(client as never, () => made.fake!.rows, CLINIC);
  const view = renderRemote(billingApp, { role: 'billing', clinicId: CLINIC, seed, wrapClient, ...options });
  made.fake = view.fake;
  return view;
}

export { resetRemote, rowsOf } from '@emr/shared-ui/testing';
