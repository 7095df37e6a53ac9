/**
 * Payment plans: the clinic's plans by state (active, overdue — active with an instalment due
 * before today —, completed), one plan with its postings, creating a plan (the server stores the
 * schedule it recomputes with `paymentPlanSchedule`). An instalment is posted with
 * `usePostPayments` (ledger.resource.ts).
 */
import { type Instalment, queries } from '@emr/domain';
import { type EmrRecord, day, json, num, selection, str, useClinicId, useIndexAll, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';
import { createOp, transact } from '../ledger/transact.ts';

export const PLAN_FIELDS = selection(
  'PatientID', 'PaymentPlanID', 'PaymentPlan', 'LinkedClaims', 'TotalAmount', 'InstallmentAmount', 'TermMonths', 'NextDueDate', 'PaymentsMade', 'AmountPaid', 'Status', 'Schedule', 'Timestamp',
);

export type PlanView = 'active' | 'overdue' | 'completed';

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
  record: EmrRecord;
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
    record: row,
  };
}

/** The plans of one view, by next due date (active, overdue) or newest first (completed). */
export function usePlans(view: PlanView, today: string) {
  const clinicId = useClinicId();
  const query = !clinicId
    ? null
    : view === 'completed'
      ? queries.paymentPlansByStatus(clinicId, 'Completed')
      : view === 'overdue'
        ? { ...queries.paymentPlansDueBy(clinicId, today), sk: { lt: today } }
        : queries.paymentPlansDueBy(clinicId, '9999-12-31');
  const result = useIndexAll(query, { selectionSet: PLAN_FIELDS });
  const plans = useMemo(() => {
    const all = (result.data ?? []).map(toPlan);
    return view === 'completed' ? all.reverse() : all;
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
