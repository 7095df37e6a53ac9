/**
 * What the reports read, each only the fields its screen shows: the server's billing totals of a
 * range of months (`billingTotals`: production, codes, program revenue, denials, ADR 0047); the
 * claims behind a figure when it is opened (`claimsBetween`, or by id) with their server-stamped
 * ledger (`TotalCharges`, `TotalPayments`, `RemainingBalance`, the per-code `Charges`); the
 * postings toward a plan of a payment-date range (`planPaymentsBetween`), the payment plans
 * (`paymentPlansByStatus`), and the clinic's staff names for the provider rows.
 */
import { monthEnd, queries } from '@emr/domain';
import {
  type CollectionPlan,
  type FigureAsked,
  type LedgerClaim,
  type PlanStatusEntry,
  type Total,
  type TotalGroup,
  claimsBehind,
  planCancelledOn,
  readChargeSummary,
} from '@emr/domain/billing';
import { type EmrRecord, day, json, num, readEach, records as recordsApi, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useMemo } from 'react';

const LEDGER_FIELDS = selection('PatientID', 'Claim', 'ClaimDate', 'Status', 'AssignedTo', 'InsuranceName', 'TotalCharges', 'TotalPayments', 'RemainingBalance', 'Charges');
const POSTING_FIELDS = selection('PaymentDate', 'Amount', 'PaymentPlanID');
export const TOTAL_FIELDS = selection('TotalGroup', 'Month', 'AssignedTo', 'CPTCode', 'InsuranceName', 'Reason', 'PatientID', 'Figures');
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

const toRecord = (c: ReportClaim): ReportRecord => ({ id: c.id, number: c.number, patientId: c.patientId, payer: c.payer, date: c.date, cents: c.remainingCents, kind: 'claim' });

/** The months a report covers: those of its first and last day. */
export interface MonthRange {
  from: string;
  to: string;
}

export const toTotal = (row: EmrRecord): Total => ({
  key: {
    group: str(row['TotalGroup']) as TotalGroup,
    month: str(row['Month']),
    provider: str(row['AssignedTo']),
    code: str(row['CPTCode']),
    payer: str(row['InsuranceName']),
    reason: str(row['Reason']),
    ...(str(row['PatientID']) ? { patient: str(row['PatientID']) } : {}),
  },
  figures: json<Total['figures']>(row['Figures'], {}),
});

/** The server's totals of `groups` for a range of months (a few rows a month: no claim is read). */
export function useBillingTotals(groups: readonly TotalGroup[], months: MonthRange) {
  const clinicId = useClinicId();
  const range = (group: TotalGroup) => (clinicId && groups.includes(group) ? queries.billingTotals(clinicId, group, months.from, months.to) : null);
  const claim = useIndexAll(range('claim'), { selectionSet: TOTAL_FIELDS });
  const code = useIndexAll(range('code'), { selectionSet: TOTAL_FIELDS });
  const program = useIndexAll(range('program'), { selectionSet: TOTAL_FIELDS });
  const denial = useIndexAll(range('denial'), { selectionSet: TOTAL_FIELDS });
  const all = [claim, code, program, denial];
  const totals = useMemo(() => [claim.data, code.data, program.data, denial.data].flatMap((rows) => rows ?? []).map(toTotal), [claim.data, code.data, program.data, denial.data]);
  return {
    totals,
    isLoading: all.some((q) => q.isLoading),
    error: all.find((q) => q.error)?.error ?? null,
    refetch: () => void Promise.all(all.map((q) => q.refetch())),
  };
}

/** The claims behind a production, code or program figure: the claims of its months, read when it is opened. */
export async function loadClaimsBehind(clinicId: string, months: MonthRange, asked: FigureAsked): Promise<ReportRecord[]> {
  // a month row needs only that month's claims
  const [from, to] = asked.by === 'period' && asked.key ? [asked.key, asked.key] : [months.from, months.to];
  const claims: ReportClaim[] = [];
  for await (const page of recordsApi.pages(queries.claimsBetween(clinicId, `${from}-01`, monthEnd(to)), { selectionSet: LEDGER_FIELDS })) claims.push(...page.map(toClaim));
  const behind = new Set(claimsBehind(claims, asked));
  return claims.filter((c) => behind.has(c.id)).map(toRecord);
}

/** Claims by id (the claims behind a denial figure), each with its number and balance. */
export async function loadClaims(ids: readonly string[]): Promise<ReportRecord[]> {
  const rows = await readEach(ids, (id) => recordsApi.get(id, { selectionSet: LEDGER_FIELDS }));
  return rows.flatMap((row, i) => (row ? [toRecord(toClaim(row))] : [{ id: ids[i]!, number: '', patientId: '', payer: '', date: '', cents: null, kind: 'claim' as const }]));
}

export interface ReportPosting {
  date: string;
  planNumber: string;
  paidCents: number;
}

const toPosting = (row: EmrRecord): ReportPosting => ({ date: day(row['PaymentDate']), planNumber: str(row['PaymentPlanID']), paidCents: cents(row['Amount']) });

/** The postings toward a payment plan of a date range (their own index). */
export function usePlanPostings(from: string, to: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.planPaymentsBetween(clinicId, from, to) : null, { selectionSet: POSTING_FIELDS });
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
