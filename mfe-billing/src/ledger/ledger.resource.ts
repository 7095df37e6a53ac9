/**
 * A claim's ledger (the claim, its charge lines, its postings) and a patient's claims, and the
 * posting of payments: every Payment row of one posting saved together.
 */
import { queries } from '@emr/domain';
import { type EmrRecord, day, num, selection, str, useClinicId, useIndexAll, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';
import { CHARGE_FIELDS, CLAIM_FIELDS } from '../claims/claim.resource.ts';
import { balanceOf } from './ledger.ts';
import { createOp, transact } from './transact.ts';

export const PAYMENT_FIELDS = selection(
  'PatientID', 'PaymentID', 'PaymentDate', 'PaymentFrom', 'PaymentMethod', 'Payment', 'InsuranceName', 'Amount', 'Allowed', 'Deductible', 'CoInsurance',
  'Copay', 'Adjust', 'Withheld', 'CPTCode', 'Reason', 'Reverses', 'BatchNumber', 'BatchDate', 'LinkedToClaim', 'PaymentPlanID',
);

/** A claim as lists show it (its stamped totals). */
export interface ClaimSummary {
  id: string;
  number: string;
  patientId: string;
  date: string;
  serviceDate: string;
  status: string;
  payer: string;
  totalCents: number;
  remainingCents: number;
}

const cents = (value: unknown) => Math.round((num(value) ?? 0) * 100);

export const toClaimSummary = (row: EmrRecord): ClaimSummary => ({
  id: row.id,
  number: str(row['Claim']),
  patientId: str(row['PatientID']),
  date: day(row['ClaimDate']),
  serviceDate: day(row['ServiceDate']) || day(row['ClaimDate']),
  status: str(row['Status'], 'Draft'),
  payer: str(row['InsuranceName']),
  totalCents: cents(row['TotalCharges']),
  remainingCents: cents(row['RemainingBalance']),
});

/** One claim with its charge lines and postings, and its balance from them. */
export function useClaimLedger(claimId: string) {
  const clinicId = useClinicId();
  const claim = useRecord(claimId || null, { selectionSet: CLAIM_FIELDS });
  const charges = useIndexAll(clinicId && claimId ? queries.chargesOfClaim(clinicId, claimId) : null, { selectionSet: CHARGE_FIELDS });
  const payments = useIndexAll(clinicId && claimId ? queries.paymentsOfClaim(clinicId, claimId) : null, { selectionSet: PAYMENT_FIELDS });
  const ledger = useMemo(() => {
    if (!claim.data || !charges.data || !payments.data) return null;
    return { claim: claim.data, summary: toClaimSummary(claim.data), charges: charges.data, payments: payments.data, balance: balanceOf(charges.data, payments.data) };
  }, [claim.data, charges.data, payments.data]);
  return {
    ledger,
    notFound: claim.isSuccess && claim.data === null,
    isLoading: Boolean(claimId) && (claim.isLoading || charges.isLoading || payments.isLoading),
    error: claim.error ?? charges.error ?? payments.error,
    refetch: () => void Promise.all([claim.refetch(), charges.refetch(), payments.refetch()]),
  };
}

/** The patient's claims, oldest first. */
export function usePatientClaims(patientId: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && patientId ? queries.chart(clinicId, 'Claim', patientId) : null, { selectionSet: CLAIM_FIELDS });
  const claims = useMemo(() => (query.data ?? []).map(toClaimSummary).sort((a, b) => a.date.localeCompare(b.date)), [query.data]);
  return { ...query, claims };
}

/** Saves the Payment rows of one posting (each with its claim, patient and fields) all or nothing. */
export function usePostPayments() {
  return useRecordMutation((rows: readonly Record<string, unknown>[]) => transact(rows.map((fields) => createOp('Payment', fields))));
}

export type ClaimLedger = NonNullable<ReturnType<typeof useClaimLedger>['ledger']>;
