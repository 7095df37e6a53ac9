/**
 * Test data and helpers for this folder's tests (not shipped code): patients besides the
 * harness's Maria Lopez.
 */
import { type Fields, PATIENT } from '../testing/fixtures.tsx';

export const MIGUEL: Fields = {
  EntityType: 'Patient',
  id: 'p-2',
  PatientID: 'NS-000002',
  FirstName: 'Miguel',
  LastName: 'Lopez',
  DOB: '1975-09-30T00:00:00.000Z',
  Gender: 'Male',
  City: 'Springfield',
  State: 'IL',
  HomePhone: '(217) 555-0199',
  Status: 'Inactive',
  ReasonLeft: 'Moved away',
};

export const ANA: Fields = {
  EntityType: 'Patient',
  id: 'p-3',
  PatientID: 'NS-000003',
  FirstName: 'Ana',
  LastName: 'Martinez',
  DOB: '1990-01-05T00:00:00.000Z',
  Gender: 'Female',
  City: 'Chicago',
  State: 'IL',
  CellPhone: '(312) 555-0100',
  Status: 'Transferred',
  ReasonLeft: 'Changed clinic',
};

export const LORENA: Fields = {
  EntityType: 'Patient',
  id: 'p-10',
  PatientID: 'NS-000010',
  FirstName: 'Lorena',
  LastName: 'Smith',
  DOB: '1982-07-15T00:00:00.000Z',
  Gender: 'Female',
  Status: 'Active',
};

/** Maria Lopez's primary insurance and primary pharmacy. */
export const AETNA = {
  EntityType: 'Insurance' as const,
  id: 'ins-1',
  PatientID: 'NS-000001',
  InsuranceName: 'Aetna',
  InsuranceClass: 'Primary',
  InsuranceType: 'Commercial PPO',
  MemberID: 'W123456',
  PhoneNumber: '(800) 555-0120',
  Timestamp: '2024-01-02T10:00:00.000Z',
};
export const CVS = {
  EntityType: 'Pharmacy' as const,
  id: 'ph-1',
  PatientID: 'NS-000001',
  Pharmacy: 'CVS Pharmacy #8823',
  ContactNumber: '(555) 010-8823',
  IsPrimary: true,
  Timestamp: '2024-01-02T10:00:00.000Z',
};
export const CLINIC_PATIENTS: Fields[] = [PATIENT, MIGUEL, ANA, LORENA];

/** `count` patients named "Lopez Patient<n>" (for the search cap and server paging). */
export function manyPatients(count: number): Fields[] {
  return Array.from({ length: count }, (_, i) => ({
    EntityType: 'Patient' as const,
    id: `many-${i}`,
    PatientID: `NS-1${String(i).padStart(5, '0')}`,
    FirstName: `Patient${String(i).padStart(3, '0')}`,
    LastName: 'Lopez',
    DOB: '2000-01-01T00:00:00.000Z',
    Status: 'Active',
  }));
}
