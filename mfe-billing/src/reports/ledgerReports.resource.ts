/**
 * What the production, denials, collections and program reports read, each only the fields its
 * screen shows: the claims of a claim-date range (`claimsBetween`) with their server-stamped ledger
 * (`TotalCharges`, `TotalPayments`, `RemainingBalance`, the per-code `Charges`), the postings of a
 * payment-date range (`paymentsBetween`), the payment plans (`paymentPlansByStatus`), and the
 * clinic's staff names for the provider rows.
 */
import { queries } from '@emr/domain';
import { type AdjudicationPosting, type CollectionPlan, type LedgerClaim, type PlanStatusEntry, planCancelledOn, readChargeSummary } from '@emr/domain/billing';
import { type EmrRecord, day, json, num, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useMemo } from 'react';

const LEDGER_FIELDS = selection('PatientID', 'Claim', 'ClaimDate', 'Status', 'AssignedTo', 'InsuranceName', 'TotalCharges', 'TotalPayments', 'RemainingBalance', 'Charges');
const POSTING_FIELDS = selection('PatientID', 'PaymentDate', 'PaymentFrom', 'InsuranceName', 'Amount', 'Allowed', 'Reason', 'Reverses', 'LinkedToClaim', 'PaymentPlanID');
const PLAN_FIELDS = selection('PatientID', 'PaymentPlanID', 'Status', 'Schedule', 'StatusHistory');
const STAFF_FIELDS = ['id', 'EntityType', 'FullName'] as const;

const cents = (value: unknown) => Math.round((num(value) ?? 0) * 100);

/** What a drill-down lists for a record behind a figure. */
export interface ReportRecord {
  id: string;
  /** The claim or plan number. */
  number: string;
  patientId: string;
  payer: string;
  date: string;
  cents: number | null;
  kind: 'claim' | 'plan';
}

export type ReportClaim = LedgerClaim & { number: string; patientId: string };

const toClaim = (row: EmrRecord): ReportClaim => ({
  id: row.id,
  number: str(row['Claim']),
  patientId: str(row['PatientID']),
  date: day(row['ClaimDate']),
  status: str(row['Status'], 'Draft'),
  provider: str(row['AssignedTo']),
  payer: str(row['InsuranceName']),
  chargeCents: cents(row['TotalCharges']),
  paidCents: cents(row['TotalPayments']),
  remainingCents: cents(row['RemainingBalance']),
  codes: readChargeSummary(row['Charges']),
});

export function useLedgerClaims(from: string, to: string, enabled = true) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && enabled ? queries.claimsBetween(clinicId, from, to) : null, { selectionSet: LEDGER_FIELDS });
  const claims = useMemo(() => (query.data ?? []).map(toClaim), [query.data]);
  const records = useMemo(
    () => new Map<string, ReportRecord>(claims.map((c) => [c.id, { id: c.id, number: c.number, patientId: c.patientId, payer: c.payer, date: c.date, cents: c.remainingCents, kind: 'claim' }])),
    [claims],
  );
  return { ...query, claims, records };
}

export type ReportPosting = AdjudicationPosting & { patientId: string; date: string; planNumber: string };

const toPosting = (row: EmrRecord): ReportPosting => ({
  id: row.id,
  claimId: str(row['LinkedToClaim']),
  from: str(row['PaymentFrom']).toLowerCase() === 'patient' ? 'patient' : 'insurance',
  payer: str(row['InsuranceName']),
  reason: str(row['Reason']),
  allowedCents: num(row['Allowed']) === null ? null : cents(row['Allowed']),
  paidCents: cents(row['Amount']),
  reverses: str(row['Reverses']),
  patientId: str(row['PatientID']),
  date: day(row['PaymentDate']),
  planNumber: str(row['PaymentPlanID']),
});

/** The postings of a date range: all of them, or (`plansOnly`) only those toward a payment plan (their own index). */
export function usePostings(from: string, to: string, { enabled = true, plansOnly = false }: { enabled?: boolean; plansOnly?: boolean } = {}) {
  const clinicId = useClinicId();
  const range = clinicId && enabled ? (plansOnly ? queries.planPaymentsBetween : queries.paymentsBetween)(clinicId, from, to) : null;
  const query = useIndexAll(range, { selectionSet: POSTING_FIELDS });
  const postings = useMemo(() => (query.data ?? []).map(toPosting), [query.data]);
  return { ...query, postings };
}

export type ReportPlan = CollectionPlan & { patientId: string };

const toPlan = (row: EmrRecord): ReportPlan => ({
  id: row.id,
  number: str(row['PaymentPlanID']),
  patientId: str(row['PatientID']),
  schedule: json<{ dueDate: string; amount: number }[]>(row['Schedule'], []).map((i) => ({ dueDate: day(i.dueDate), amountCents: cents(i.amount) })),
  // the server's StatusHistory entry of the cancellation says when
  cancelledOn: str(row['Status']) === 'Cancelled' ? planCancelledOn(json<PlanStatusEntry[]>(row['StatusHistory'], [])) : null,
});

/** Every plan of the clinic (one index partition per status). */
export function useAllPlans(enabled = true) {
  const clinicId = useClinicId();
  const byStatus = (status: string) => (clinicId && enabled ? queries.paymentPlansByStatus(clinicId, status) : null);
  const active = useIndexAll(byStatus('Active'), { selectionSet: PLAN_FIELDS });
  const completed = useIndexAll(byStatus('Completed'), { selectionSet: PLAN_FIELDS });
  const cancelled = useIndexAll(byStatus('Cancelled'), { selectionSet: PLAN_FIELDS });
  const all = [active, completed, cancelled];
  const plans = useMemo(() => [active.data, completed.data, cancelled.data].flatMap((rows) => rows ?? []).map(toPlan), [active.data, completed.data, cancelled.data]);
  const records = useMemo(
    () => new Map<string, ReportRecord>(plans.map((p) => [p.id, { id: p.id, number: p.number, patientId: p.patientId, payer: '', date: p.schedule[0]?.dueDate ?? '', cents: null, kind: 'plan' }])),
    [plans],
  );
  return {
    plans,
    records,
    isLoading: all.some((q) => q.isLoading),
    error: all.find((q) => q.error)?.error ?? null,
    refetch: () => void Promise.all(all.map((q) => q.refetch())),
  };
}

/** Staff names by user id (the provider rows). */
export function useStaffNames() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null, { selectionSet: STAFF_FIELDS });
  return useMemo(() => new Map((query.data ?? []).map((row) => [row.id, str(row['FullName'])])), [query.data]);
}
