/**
 * A claim's data: the claim row, its charge lines (Charge rows, `chargesOfClaim`), and what the
 * form picks from: patients (the navbar's search plan), the patient's coverage and visits, the
 * clinic's clinicians. Saving writes the claim and its lines; the server keeps ClaimHistory and
 * stamps the totals.
 */
import { type EntityType, planPatientSearch, queries } from '@emr/domain';
import { type EmrRecord, day, json, num, records, selection, str, useClinicId, useIndexAll, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { transact } from '../ledger/transact.ts';
import type { ClaimDraft, ClaimHeader, DraftLine } from './claimDraft.ts';
import { planClaimSave } from './claimSave.ts';

export const CLAIM_FIELDS = selection(
  'PatientID', 'Claim', 'ClaimDate', 'Status', 'LinkedToVisit', 'InsuranceName', 'InsuranceClass', 'MemberID', 'AssignedTo',
  'PlaceOfService', 'ServiceDate', 'Diagnoses', 'TotalCharges', 'TotalPayments', 'RemainingBalance', 'ClaimHistory',
);
export const CHARGE_FIELDS = selection('CPTCode', 'Description', 'Amount', 'Units', 'Modifiers', 'DiagnosisPointers', 'LinkedToClaim');
const PATIENT_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'DOB', 'Gender', 'Address', 'City', 'State', 'ZipCode');
const COVERAGE_FIELDS = selection('InsuranceName', 'InsuranceClass', 'InsuranceType', 'MemberID');
const VISIT_FIELDS = selection('VisitDate', 'VisitType', 'AssignedTo', 'LinkedToClaim', 'PatientID');
const STAFF_FIELDS = ['id', 'EntityType', 'FullName', 'Role'] as const;

export interface PatientChoice {
  id: string;
  patientId: string;
  name: string;
  dob: string;
  gender: string;
  /** One line: street, city, state and ZIP. */
  address: string;
}

export interface Coverage {
  id: string;
  name: string;
  insuranceClass: string;
  type: string;
  memberId: string;
}

export interface VisitChoice {
  id: string;
  date: string;
  type: string;
  providerId: string;
  claimId: string;
}

export interface Clinician {
  id: string;
  name: string;
}

export interface StoredClaim {
  record: EmrRecord;
  header: ClaimHeader;
  status: string;
  number: string;
  lines: DraftLine[];
  charges: EmrRecord[];
}

const toPatientChoice = (row: EmrRecord): PatientChoice => ({
  id: row.id,
  patientId: str(row['PatientID']),
  name: [str(row['LastName']), str(row['FirstName'])].filter(Boolean).join(', '),
  dob: day(row['DOB']),
  gender: str(row['Gender']),
  address: [str(row['Address']), str(row['City']), [str(row['State']), str(row['ZipCode'])].filter(Boolean).join(' ')].filter(Boolean).join(', '),
});

export function toLine(row: EmrRecord): DraftLine {
  const amount = num(row['Amount']) ?? 0;
  return {
    key: row.id,
    id: row.id,
    code: str(row['CPTCode']),
    description: str(row['Description']),
    modifiers: json<string[]>(row['Modifiers'], []).join(' '),
    units: String(num(row['Units']) ?? 1),
    amount: amount.toFixed(2),
    pointers: json<string[]>(row['DiagnosisPointers'], []).join(''),
  };
}

export function toHeader(row: EmrRecord): ClaimHeader {
  const diagnoses = json<string[]>(row['Diagnoses'], []);
  return {
    patientId: str(row['PatientID']),
    visitId: str(row['LinkedToVisit']),
    insuranceName: str(row['InsuranceName']),
    insuranceClass: str(row['InsuranceClass']),
    memberId: str(row['MemberID']),
    providerId: str(row['AssignedTo']),
    placeOfService: str(row['PlaceOfService'], '11'),
    serviceDate: day(row['ServiceDate']) || day(row['ClaimDate']),
    diagnoses: Array.from({ length: Math.max(4, diagnoses.length) }, (_, i) => diagnoses[i] ?? ''),
  };
}

/** Patients matching a search entry (debounced by the caller). */
export function usePatientChoices(term: string) {
  const clinicId = useClinicId();
  const plan = clinicId ? planPatientSearch(clinicId, term) : null;
  return useQuery({
    queryKey: ['emr', 'billing', 'patientSearch', plan?.queries ?? null],
    enabled: plan !== null,
    queryFn: async () => {
      const pages = await Promise.all(plan!.queries.map((q) => records.query(q, { limit: 20, selectionSet: PATIENT_FIELDS })));
      const seen = new Set<string>();
      return pages.flatMap((page) => page.items).filter((row) => !seen.has(row.id) && seen.add(row.id)).map(toPatientChoice);
    },
  });
}

/** One patient by PatientID (the claim's patient). */
export function usePatient(patientId: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && patientId ? queries.patientByPatientId(clinicId, patientId) : null, { selectionSet: PATIENT_FIELDS });
  return { ...query, patient: query.data?.[0] ? toPatientChoice(query.data[0]) : null };
}

function useChartAll(kind: EntityType, patientId: string, selectionSet: readonly string[]) {
  const clinicId = useClinicId();
  return useIndexAll(clinicId && patientId ? queries.chart(clinicId, kind, patientId) : null, { selectionSet });
}

export function useCoverage(patientId: string) {
  const query = useChartAll('Insurance', patientId, COVERAGE_FIELDS);
  const coverage = useMemo<Coverage[]>(
    () =>
      (query.data ?? [])
        .map((row) => ({ id: row.id, name: str(row['InsuranceName']), insuranceClass: str(row['InsuranceClass']), type: str(row['InsuranceType']), memberId: str(row['MemberID']) }))
        .sort((a, b) => a.insuranceClass.localeCompare(b.insuranceClass)),
    [query.data],
  );
  return { ...query, coverage };
}

export function useVisits(patientId: string) {
  const query = useChartAll('Visit', patientId, VISIT_FIELDS);
  const visits = useMemo<VisitChoice[]>(
    () => (query.data ?? []).map((row) => ({ id: row.id, date: day(row['VisitDate']), type: str(row['VisitType']), providerId: str(row['AssignedTo']), claimId: str(row['LinkedToClaim']) })),
    [query.data],
  );
  return { ...query, visits };
}

/** The clinic's clinicians (role `user`) from the staff directory, by name. */
export function useClinicians() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null, { selectionSet: STAFF_FIELDS });
  const clinicians = useMemo<Clinician[]>(
    () => (query.data ?? []).filter((row) => row['Role'] === 'user' || row['Role'] === 'admin').map((row) => ({ id: row.id, name: str(row['FullName']) })),
    [query.data],
  );
  return { ...query, clinicians };
}

/** A stored claim with its charge lines; null id: nothing to read. */
export function useStoredClaim(claimId: string) {
  const clinicId = useClinicId();
  const claim = useRecord(claimId || null, { selectionSet: CLAIM_FIELDS });
  const charges = useIndexAll(clinicId && claimId ? queries.chargesOfClaim(clinicId, claimId) : null, { selectionSet: CHARGE_FIELDS });
  const stored = useMemo<StoredClaim | null>(() => {
    const row = claim.data;
    if (!row || !charges.data) return null;
    return { record: row, header: toHeader(row), status: str(row['Status'], 'Draft'), number: str(row['Claim']), lines: charges.data.map(toLine), charges: charges.data };
  }, [claim.data, charges.data]);
  return {
    stored,
    notFound: claim.isSuccess && claim.data === null,
    isLoading: Boolean(claimId) && (claim.isLoading || charges.isLoading),
    error: claim.error ?? charges.error,
    refetch: () => void Promise.all([claim.refetch(), charges.refetch()]),
  };
}

/** Saves the claim form in one transaction (claimSave.ts); answers the claim's id. */
export function useSaveClaim() {
  return useRecordMutation(async ({ draft, stored, submit, reason }: { draft: ClaimDraft; stored: StoredClaim | null; submit: boolean; reason?: string }) => {
    const plan = planClaimSave(draft, stored, submit, new Date().toISOString(), undefined, reason);
    await transact(plan.operations);
    return plan.claimId;
  });
}
