/**
 * The care programs remote's test data: a clinic, its staff, patients with problems, a CCM
 * enrolment with this month's time, and `renderPrograms`, the remote over them (the fake Data
 * client of @emr/shared-ui/testing).
 */
import { addDays, today as todayIn } from '@emr/domain';
import { type RenderRemoteOptions, type SeedRow, TEST_CLINIC_TIME_ZONE, renderRemote } from '@emr/shared-ui/testing';
import { rpmPeriod } from '@emr/domain/care';
import { programsApp } from '../app.tsx';

export const CLINIC = 'north';
const today = todayIn(TEST_CLINIC_TIME_ZONE);
/** This month on the clinic's calendar, as the pages read it (currentMonth). */
export const MONTH = today.slice(0, 7);
/**
 * The RPM device's (e-3) start day and its period in progress today: today is always the 20th day
 * of a period (its seventh), so the period's first 16 days of readings are all in the past, as the
 * server requires of a reading (a fixed start day put them after today on some days of the month).
 */
export const DEVICE_START = addDays(today, -(19 + 30 * 6));
export const PERIOD = rpmPeriod(DEVICE_START, today)!;
const thisMonth = (day: number) => `${MONTH}-${String(Math.min(day, Number(today.slice(8, 10)))).padStart(2, '0')}T10:00:00.000Z`;

export const SEED: SeedRow[] = [
  { EntityType: 'Clinic', id: CLINIC, Name: 'North Clinic', EnabledModules: JSON.stringify(['patients', 'visits', 'billing', 'programs']) },
  { EntityType: 'User', id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-doc', FullName: 'Dr Omar Haddad', Email: 'omar@north.test', Role: 'user', Status: 'Active' },
  { EntityType: 'User', id: 'u-bill', FullName: 'Bilal Haddad', Email: 'bilal@north.test', Role: 'billing', Status: 'Active' },
  { EntityType: 'Patient', id: 'p-1', PatientID: 'NS-000001', FirstName: 'Maria', LastName: 'Lopez', DOB: '1950-04-12T00:00:00.000Z', Status: 'Active' },
  { EntityType: 'Patient', id: 'p-2', PatientID: 'NS-000002', FirstName: 'John', LastName: 'Keller', DOB: '1948-09-01T00:00:00.000Z', Status: 'Active' },
  { EntityType: 'Patient', id: 'p-3', PatientID: 'NS-000003', FirstName: 'Rita', LastName: 'Moreau', DOB: '1960-01-20T00:00:00.000Z', Status: 'Active' },
  { EntityType: 'Diagnosis', id: 'd-1', PatientID: 'NS-000003', Diagnosis: 'E11.9 Type 2 diabetes', DiagnosisType: 'Diagnosis', Status: 'Active' },
  { EntityType: 'Diagnosis', id: 'd-2', PatientID: 'NS-000003', Diagnosis: 'I10 Essential hypertension', DiagnosisType: 'Diagnosis', Status: 'Active' },
  { EntityType: 'Diagnosis', id: 'd-3', PatientID: 'NS-000003', Diagnosis: 'J02.9 Acute pharyngitis', DiagnosisType: 'Diagnosis', Status: 'Resolved' },
  {
    EntityType: 'ProgramEnrollment', id: 'e-1', PatientID: 'NS-000001', Program: 'ccm', EnrollmentDate: '2026-01-05T12:00:00.000Z', Status: 'Active',
    CustomString: 'Verbal', Note: 'Monthly calls', AssignedTo: 'u-doc',
  },
  {
    EntityType: 'ProgramEnrollment', id: 'e-2', PatientID: 'NS-000002', Program: 'ccm', EnrollmentDate: '2026-02-05T12:00:00.000Z', Status: 'Active',
    CustomString: 'Written', Variation: 'Complex', Note: 'Weekly calls', AssignedTo: 'u-doc',
  },
  { EntityType: 'TimeEntry', id: 't-1', PatientID: 'NS-000001', Program: 'ccm', LinkedToProgram: 'e-1', Time: '15', ProviderTime: '0', Description: 'Phone review', Timestamp: thisMonth(1), CreatedBy: 'u-ana' },
  { EntityType: 'TimeEntry', id: 't-2', PatientID: 'NS-000001', Program: 'ccm', LinkedToProgram: 'e-1', Time: '10', ProviderTime: '0', Description: 'Refill coordination', Timestamp: thisMonth(2), CreatedBy: 'u-ana' },
  {
    EntityType: 'ProgramEnrollment', id: 'e-3', PatientID: 'NS-000003', Program: 'rpm', EnrollmentDate: '2026-03-01T12:00:00.000Z', Status: 'Active',
    Name: 'bloodPressureCuff', CustomID: 'OM-1234567', StartDate: `${DEVICE_START}T12:00:00.000Z`, AssignedTo: 'u-doc',
  },
  // RPM readings on the first 16 days of the device's 30-day period in progress today (which may begin last month)
  ...Array.from({ length: 16 }, (_, i) => ({
    EntityType: 'Vitals' as const, id: `v-${i}`, PatientID: 'NS-000003', Program: 'rpm', DateConducted: `${addDays(PERIOD.start, i)}T08:00:00.000Z`,
    Vitals: JSON.stringify({ systolic: 130 + i, diastolic: 80 }),
  })),
  { EntityType: 'TimeEntry', id: 't-4', PatientID: 'NS-000003', Program: 'rpm', LinkedToProgram: 'e-3', Time: '21', ProviderTime: '0', Supervised: true, Description: 'Call about readings', Timestamp: thisMonth(1), CreatedBy: 'u-ana' },
  { EntityType: 'ProgramEnrollment', id: 'e-4', PatientID: 'NS-000001', Program: 'b12', EnrollmentDate: '2026-01-10T12:00:00.000Z', Status: 'Active' },
  { EntityType: 'Injection', id: 'i-1', PatientID: 'NS-000001', Program: 'b12', Injection: 'Vitamin B12 1000 mcg', MedicationName: 'Cyanocobalamin', InjectionType: 'Intramuscular', DateAdministered: '2026-01-15T09:00:00.000Z', CustomString: 'Lot 123456', LinkedToProgram: 'e-4' },
  { EntityType: 'ProgramEnrollment', id: 'e-5', PatientID: 'NS-000002', Program: 'glp1', EnrollmentDate: '2026-02-10T12:00:00.000Z', Status: 'Active' },
  {
    EntityType: 'Medication', id: 'm-1', PatientID: 'NS-000002', Medication: 'Semaglutide (Wegovy) 1 mg', Status: 'Active', PriorAuthorizationRequired: true,
    PriorAuthorizationStatus: 'Approved', DateExpired: '2026-02-01T00:00:00.000Z',
  },
  { EntityType: 'TimeEntry', id: 't-3', PatientID: 'NS-000002', Program: 'ccm', LinkedToProgram: 'e-2', Time: '5', ProviderTime: '5', Description: 'Plan review', Timestamp: thisMonth(1), CreatedBy: 'u-doc' },
];

// the pages other than the CCM overview load on first use: loaded before the tests, they render at once
beforeAll(programsApp.preload);

/** The remote at `path`, signed in as `role` (default a clinician, Ana), over the clinic above (or `seed`). */
export function renderPrograms({ seed = SEED, ...options }: Partial<RenderRemoteOptions> & { path: string }) {
  return renderRemote(programsApp, { role: 'user', clinicId: CLINIC, seed, ...options });
}

export { resetRemote } from '@emr/shared-ui/testing';

/** The medical programs: Maria in weight loss (goal 200 lb) with weighings around her enrolment, John in kidney-stone prevention with his stone history. */
export const MEDICAL_SEED: SeedRow[] = [
  { EntityType: 'ProgramEnrollment', id: 'e-ob', PatientID: 'NS-000001', Program: 'obesity', EnrollmentDate: '2026-01-10T12:00:00.000Z', Status: 'Active', CustomFloat: 200 },
  ...(
    [
      ['2026-01-05', { weightLb: 240, heightIn: 70 }],
      ['2026-02-10', { weightLb: 232 }],
      ['2026-03-10', { weightLb: 228 }],
    ] as const
  ).map(([day, vitals], i) => ({ EntityType: 'Vitals' as const, id: `ob-${i}`, PatientID: 'NS-000001', DateConducted: `${day}T09:00:00.000Z`, Vitals: JSON.stringify(vitals) })),
  { EntityType: 'ProgramEnrollment', id: 'e-st', PatientID: 'NS-000002', Program: 'stone', EnrollmentDate: '2026-01-20T12:00:00.000Z', Status: 'Active' },
  { EntityType: 'Diagnosis', id: 'st-d1', PatientID: 'NS-000002', Diagnosis: 'N20.0 Calculus of kidney', DiagnosisType: 'Diagnosis', Status: 'Resolved', StartDate: '2025-11-02T00:00:00.000Z' },
  { EntityType: 'Diagnosis', id: 'st-d2', PatientID: 'NS-000002', Diagnosis: 'N23 Renal colic', DiagnosisType: 'Diagnosis', Status: 'Resolved', StartDate: '2026-01-15T00:00:00.000Z' },
  { EntityType: 'Diagnosis', id: 'st-d3', PatientID: 'NS-000002', Diagnosis: 'I10 Essential hypertension', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2020-01-15T00:00:00.000Z' },
  { EntityType: 'Imaging', id: 'st-i1', PatientID: 'NS-000002', ImagingType: 'CT abdomen and pelvis (stone protocol)', DateConducted: '2026-01-16T10:00:00.000Z' },
  { EntityType: 'Lab', id: 'st-l1', PatientID: 'NS-000002', LabType: '24-hour urine stone risk panel', IsPanel: true, DateConducted: '2026-02-01T08:00:00.000Z' },
  { EntityType: 'Lab', id: 'st-l2', PatientID: 'NS-000002', LabType: 'Basic metabolic panel', IsPanel: true, DateConducted: '2026-02-01T08:00:00.000Z' },
];
