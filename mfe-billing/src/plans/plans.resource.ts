/**
 * Payment plans: the clinic's plans by state (active, overdue — active with an instalment due
 * before today —, completed), one plan with its postings, creating a plan (the server stores the
 * schedule it recomputes with `paymentPlanSchedule`). An instalment is posted with
 * `usePostPayments` (ledger.resource.ts).
 */
import { type Instalment, queries } from '@emr/domain';
import { planCancelledOn } from '@emr/domain/billing';
import { type EmrRecord, day, json, num, selection, str, useClinicId, useIndexAll, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';
import { createOp, transact, updateOp } from '../ledger/transact.ts';

export const PLAN_FIELDS = selection(
  'PatientID', 'PaymentPlanID', 'PaymentPlan', 'LinkedClaims', 'TotalAmount', 'InstallmentAmount', 'TermMonths', 'NextDueDate', 'PaymentsMade', 'AmountPaid', 'Status', 'Schedule', 'Timestamp',
  'StatusHistory',
);
const PLAN_PAYMENT_FIELDS = selection('PatientID', 'PaymentID', 'PaymentDate', 'PaymentMethod', 'Amount', 'Reverses', 'Reason', 'LinkedToClaim');

export type PlanView = 'active' | 'overdue' | 'completed' | 'cancelled';

/** Who cancelled a plan, when and why (its StatusHistory entry, kept by the server). */
export interface PlanCancellation {
  on: string;
  at: string;
  name: string;
  reason: string;
}

export interface Plan {
  id: string;
  planId: string;
  patientId: string;
  name: string;
  claimIds: string[];
  totalCents: number;
  paidCents: number;
  remainingCents: number;
  termMonths: number;
  nextDue: string;
  status: string;
  schedule: Instalment[];
  cancellation: PlanCancellation | null;
  record: EmrRecord;
}

function cancellationOf(row: EmrRecord): PlanCancellation | null {
  const history = json<{ to?: string; at?: string; name?: string; reason?: string }[]>(row['StatusHistory'], []);
  const on = str(row['Status']) === 'Cancelled' ? planCancelledOn(history) : null;
  const entry = history.findLast((e) => e.to === 'Cancelled');
  return on && entry ? { on, at: str(entry.at), name: str(entry.name), reason: str(entry.reason) } : null;
}

const cents = (value: unknown) => Math.round((num(value) ?? 0) * 100);

export function toPlan(row: EmrRecord): Plan {
  const totalCents = cents(row['TotalAmount']);
  const paidCents = cents(row['AmountPaid']);
  return {
    id: row.id,
    planId: str(row['PaymentPlanID']),
    patientId: str(row['PatientID']),
    name: str(row['PaymentPlan']),
    claimIds: json<string[]>(row['LinkedClaims'], []),
    totalCents,
    paidCents,
    remainingCents: totalCents - paidCents,
    termMonths: num(row['TermMonths']) ?? 0,
    nextDue: day(row['NextDueDate']),
    status: str(row['Status'], 'Active'),
    schedule: json<Instalment[]>(row['Schedule'], []),
    cancellation: cancellationOf(row),
    record: row,
  };
}

/** The plans of one view, by next due date (active, overdue) or newest first (completed). */
export function usePlans(view: PlanView, today: string) {
  const clinicId = useClinicId();
  const query = !clinicId
    ? null
    : view === 'completed' || view === 'cancelled'
      ? queries.paymentPlansByStatus(clinicId, view === 'completed' ? 'Completed' : 'Cancelled')
      : view === 'overdue'
        ? { ...queries.paymentPlansDueBy(clinicId, today), sk: { lt: today } }
        : queries.paymentPlansDueBy(clinicId, '9999-12-31');
  const result = useIndexAll(query, { selectionSet: PLAN_FIELDS });
  const plans = useMemo(() => {
    const all = (result.data ?? []).map(toPlan);
    return view === 'completed' || view === 'cancelled' ? all.reverse() : all;
  }, [result.data, view]);
  return { ...result, plans };
}

export function usePlan(id: string) {
  const query = useRecord(id || null, { selectionSet: PLAN_FIELDS });
  return { ...query, plan: query.data ? toPlan(query.data) : null, notFound: query.isSuccess && query.data === null };
}

export function useCreatePlan() {
  return useRecordMutation(async (fields: Record<string, unknown>) => {
    const [row] = await transact([createOp('PaymentPlan', fields)]);
    return row!;
  });
}

/** Cancels a plan with the reason (the server keeps it with who and when). */
export function useCancelPlan() {
  return useRecordMutation(async ({ plan, reason }: { plan: Plan; reason: string }) => {
    const [row] = await transact([updateOp(plan.id, plan.record.Version, { Status: 'Cancelled', Reason: reason.trim() })]);
    return row!;
  });
}

export interface PlanPayment {
  id: string;
  paymentId: string;
  date: string;
  method: string;
  cents: number;
  reversal: boolean;
}

/** The postings toward a plan (its statement), oldest first. */
export function usePlanPayments(planNumber: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && planNumber ? queries.paymentsOfPlan(clinicId, planNumber) : null, { selectionSet: PLAN_PAYMENT_FIELDS });
  const payments = useMemo<PlanPayment[]>(
    () =>
      (query.data ?? [])
        .map((row) => ({ id: row.id, paymentId: str(row['PaymentID']), date: day(row['PaymentDate']), method: str(row['PaymentMethod']), cents: Math.round((num(row['Amount']) ?? 0) * 100), reversal: Boolean(str(row['Reverses'])) }))
        .sort((a, b) => a.date.localeCompare(b.date)),
    [query.data],
  );
  return { ...query, payments };
}
