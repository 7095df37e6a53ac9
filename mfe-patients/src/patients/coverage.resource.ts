/**
 * A patient's insurances and pharmacies: chart rows (kinds Insurance and Pharmacy) linked by
 * PatientID, read and written through the chart's generic record hooks and mapped to view
 * types here.
 */
import { type EmrRecord, bool, selection, str } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useChartAll } from '../chart/chartRecords.resource.ts';

export { INSURANCE_CLASSES } from '@emr/domain/fieldRules';

export interface Insurance {
  id: string;
  name: string;
  phoneNumber: string;
  website: string;
  insuranceClass: string;
  insuranceType: string;
  memberId: string;
  record: EmrRecord;
}

export interface Pharmacy {
  id: string;
  name: string;
  contactNumber: string;
  isPrimary: boolean;
  record: EmrRecord;
}

const INSURANCE_FIELDS = selection('InsuranceName', 'PhoneNumber', 'Website', 'InsuranceClass', 'InsuranceType', 'MemberID');
const PHARMACY_FIELDS = selection('Pharmacy', 'ContactNumber', 'IsPrimary');

export function toInsurance(row: EmrRecord): Insurance {
  return {
    id: row.id,
    name: str(row['InsuranceName']),
    phoneNumber: str(row['PhoneNumber']),
    website: str(row['Website']),
    insuranceClass: str(row['InsuranceClass']),
    insuranceType: str(row['InsuranceType']),
    memberId: str(row['MemberID']),
    record: row,
  };
}

export function toPharmacy(row: EmrRecord): Pharmacy {
  return { id: row.id, name: str(row['Pharmacy']), contactNumber: str(row['ContactNumber']), isPrimary: bool(row['IsPrimary']), record: row };
}

const CLASS_ORDER: Record<string, number> = { Primary: 0, Secondary: 1 };

/** The patient's insurances, primary first. */
export function useInsurances(patientId: string) {
  const query = useChartAll('Insurance', patientId, INSURANCE_FIELDS);
  const insurances = useMemo(
    () => (query.data ?? []).map(toInsurance).sort((a, b) => (CLASS_ORDER[a.insuranceClass] ?? 2) - (CLASS_ORDER[b.insuranceClass] ?? 2)),
    [query.data],
  );
  return { insurances, isLoading: query.isLoading, error: query.error, refetch: () => void query.refetch() };
}

/** The patient's pharmacies, the primary one first. */
export function usePharmacies(patientId: string) {
  const query = useChartAll('Pharmacy', patientId, PHARMACY_FIELDS);
  const pharmacies = useMemo(() => (query.data ?? []).map(toPharmacy).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)), [query.data]);
  return { pharmacies, isLoading: query.isLoading, error: query.error, refetch: () => void query.refetch() };
}

export { useCreateChartRecord, useDeleteChartRecord, useUpdateChartRecord } from '../chart/chartRecords.resource.ts';
