/** One valid record of every kind a client may create, for authorization and API tests. */
import type { EntityType } from '@emr/domain';

const day = '2026-03-04T10:00:00.000Z';
const chart = { PatientID: 'T-000001' };

export const SAMPLE_RECORDS: Partial<Record<EntityType, Record<string, unknown>>> = {
  Patient: { PatientID: 'T-000001', FirstName: 'Dana', LastName: 'Sample', DOB: '1970-05-06T00:00:00.000Z', Status: 'Active' },
  Insurance: { ...chart, InsuranceName: 'Medicare', InsuranceClass: 'Primary', MemberID: 'M123' },
  Pharmacy: { ...chart, Pharmacy: 'Main Street Pharmacy', IsPrimary: true },
  Visit: { ...chart, VisitDate: day, VisitType: 'Follow-up', VisitStatus: 'Scheduled', WrapUps: [{ note: 'clinical text' }] },
  Vitals: { ...chart, DateConducted: day, Vitals: { systolic: 120, diastolic: 80 } },
  Lab: { ...chart, LabType: 'HbA1c', DateConducted: day, Component: 'HbA1c', Result: '6.1', Unit: '%', ReferenceRange: '4.0-5.6', IsAbnormal: true },
  Procedure: { ...chart, ProcedureType: 'Colonoscopy', ProcedureDate: day },
  Imaging: { ...chart, ImagingType: 'Chest X-ray', DateConducted: day },
  Referral: { ...chart, ReferralType: 'Cardiology', Status: 'Sent', Timestamp: day },
  Hospitalization: { ...chart, Hospitalization: 'Pneumonia', AdmissionDate: day, HospitalName: 'General' },
  Immunization: { ...chart, Immunization: 'Influenza', VaccineName: 'Fluzone', DateAdministered: day },
  Injection: { ...chart, Injection: 'B12', MedicationName: 'Cyanocobalamin', Dosage: '1000 mcg', DateAdministered: day, Program: 'b12' },
  Allergy: { ...chart, Allergy: 'Penicillin', AllergyType: 'Drug', Reaction: 'Hives', Severity: 'Moderate', Status: 'Active' },
  Medication: { ...chart, Medication: 'Metformin', Dosage: '500 mg', Frequency: 'BID', StartDate: day, Status: 'Active' },
  Diagnosis: { ...chart, Diagnosis: 'E11.9 Type 2 diabetes mellitus', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: day },
  FamilyHistory: { ...chart, FamilyHistory: 'Diabetes', Relationship: 'Mother', Condition: 'Type 2 diabetes' },
  SocialHistory: { ...chart, Smoking: false, Drinking: true, Drugs: false, Caffeine: true },
  Note: { ...chart, Note: 'Patient doing well', Timestamp: day },
  Claim: { ...chart, Claim: 'CLM-T-1', ClaimDate: day, Status: 'Draft' },
  Charge: { LinkedToClaim: 'claim-1', CPTCode: '99213', Description: 'Office visit', Amount: 120 },
  Payment: { ...chart, PaymentDate: day, Amount: 40, PaymentMethod: 'Card' },
  PaymentPlan: { ...chart, TotalAmount: 600, InstallmentAmount: 100, TermMonths: '6', Status: 'Active', NextDueDate: day },
  Task: { Task: 'Call patient back', DueDate: day, Priority: 'Normal', Done: false },
  // completed, not active: a patient has one active enrolment per program, and the tests create this sample many times
  ProgramEnrollment: { ...chart, Program: 'ccm', EnrollmentDate: day, Status: 'Completed', Note: 'Monthly review', AssignedTo: 'practitioner-1' },
  // a time entry belongs to an enrolment: SAMPLE_ENROLMENT, which a test creates first
  TimeEntry: { ...chart, Program: 'ccm', ServiceDate: day, Time: '20', LinkedToProgram: 'enrolment-1' },
  CalendarEvent: { Title: 'Staff meeting', Start: day, End: '2026-03-04T11:00:00.000Z', AllDay: false },
};

/** The active enrolment the sample time entries belong to (create it once, before them). */
export const SAMPLE_ENROLMENT = { id: 'enrolment-1', EntityType: 'ProgramEnrollment', ...chart, Program: 'ccm', EnrollmentDate: '2026-01-05T00:00:00.000Z', Status: 'Active', Note: 'Monthly review', AssignedTo: 'practitioner-1' };

/**
 * A record as the client sends it (AWSJSON fields as JSON strings). Codes must stay unique
 * per clinic, and an allergy or medication per chart, so each copy gets its own from `n`.
 */
export function sample(kind: EntityType, n: number): Record<string, unknown> {
  const record: Record<string, unknown> = { EntityType: kind };
  for (const [field, value] of Object.entries(SAMPLE_RECORDS[kind] ?? {})) {
    record[field] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  if (kind === 'Patient') record['PatientID'] = `T-${String(n).padStart(6, '0')}`;
  // one allergy or active medication per patient: the same one twice on a chart is refused
  if (kind === 'Allergy' || kind === 'Medication') record['PatientID'] = `T-${String(n).padStart(6, '0')}`;
  if (kind === 'Claim') record['Claim'] = `CLM-T-${n}`;
  if (kind === 'Payment') record['PaymentID'] = `PAY-T-${n}`;
  if (kind === 'PaymentPlan') record['PaymentPlanID'] = `PP-T-${n}`;
  return record;
}
