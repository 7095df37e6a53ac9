/** Chart rows for the chart's tests: one patient's allergies, problems, medications, results and billing. */
import { type Fields, PATIENT, PATIENT_ID } from '../testing/fixtures.tsx';

const day = (offset: number, hour = 10) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export const chartRow = (fields: Fields): Fields => ({ PatientID: PATIENT_ID, ...fields });

export const FULL_CHART: Fields[] = [
  PATIENT,
  chartRow({ EntityType: 'Allergy', id: 'al-1', Allergy: 'Penicillin', AllergyType: 'Drug', Reaction: 'Anaphylaxis', Severity: 'Severe', Status: 'Active', Timestamp: day(-400) }),
  chartRow({ EntityType: 'Allergy', id: 'al-2', Allergy: 'Peanuts', AllergyType: 'Food', Reaction: 'Hives', Severity: 'Mild', Status: 'Active', Timestamp: day(-300) }),
  chartRow({ EntityType: 'Allergy', id: 'al-3', Allergy: 'Latex', AllergyType: 'Environmental', Severity: 'Mild', Status: 'Inactive', Timestamp: day(-200) }),
  chartRow({ EntityType: 'ProgramEnrollment', id: 'pe-1', Program: 'ccm', ProgramType: 'Chronic Care Management (CCM)', Status: 'Active', EnrollmentDate: day(-90) }),
  chartRow({ EntityType: 'ProgramEnrollment', id: 'pe-2', Program: 'flu', ProgramType: 'Seasonal flu vaccination', Status: 'Completed', EnrollmentDate: day(-500) }),
  chartRow({ EntityType: 'Claim', id: 'cl-1', Claim: 'CLM-1', ClaimDate: day(-60), Status: 'Paid', RemainingBalance: 100.25 }),
  chartRow({ EntityType: 'Claim', id: 'cl-2', Claim: 'CLM-2', ClaimDate: day(-30), Status: 'Submitted', RemainingBalance: 20.25 }),
  chartRow({ EntityType: 'Claim', id: 'cl-3', Claim: 'CLM-3', ClaimDate: day(-10), Status: 'Draft', RemainingBalance: 999 }),
  chartRow({ EntityType: 'Diagnosis', id: 'dx-1', Diagnosis: 'I10 Essential (primary) hypertension', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: day(-700) }),
  chartRow({ EntityType: 'Diagnosis', id: 'dx-2', Diagnosis: 'J20.9 Acute bronchitis', DiagnosisType: 'Diagnosis', Status: 'Resolved', StartDate: day(-100) }),
  chartRow({ EntityType: 'Diagnosis', id: 'dx-3', Diagnosis: 'K35.80 Appendicitis', DiagnosisType: 'History', Status: 'Resolved', StartDate: day(-9000) }),
  chartRow({ EntityType: 'Medication', id: 'md-1', Medication: 'Lisinopril', Dosage: '10 mg', Frequency: 'Once daily', Status: 'Active', StartDate: day(-700), DaysToRefill: '30' }),
  chartRow({ EntityType: 'Vitals', id: 'vt-1', DateConducted: day(-20), Vitals: JSON.stringify({ systolic: 150, diastolic: 95, heartRate: 80, spo2: 97 }) }),
  chartRow({ EntityType: 'Vitals', id: 'vt-2', DateConducted: day(-5), Vitals: JSON.stringify({ systolic: 128, diastolic: 82, heartRate: 72, spo2: 98 }) }),
  chartRow({ EntityType: 'Lab', id: 'lb-1', LabType: 'Chemistry', Component: 'Potassium', Result: '5.9', Unit: 'mmol/L', IsAbnormal: true, DateConducted: day(-3) }),
  chartRow({ EntityType: 'Lab', id: 'lb-2', LabType: 'Chemistry', Component: 'Sodium', Result: '140', Unit: 'mmol/L', IsAbnormal: false, DateConducted: day(-3) }),
  chartRow({ EntityType: 'Visit', id: 'vs-1', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: day(3) }),
  chartRow({ EntityType: 'Visit', id: 'vs-0', VisitType: 'Annual physical', VisitStatus: 'CheckedOut', VisitDate: day(-40) }),
  chartRow({ EntityType: 'Task', id: 'tk-1', Task: 'Call patient about potassium', Done: false, DueDate: day(1) }),
  chartRow({ EntityType: 'Task', id: 'tk-2', Task: 'Old finished task', Done: true, DueDate: day(-10) }),
  chartRow({ EntityType: 'Insurance', id: 'in-1', InsuranceName: 'Blue Cross PPO', InsuranceClass: 'Primary', MemberID: 'XOF123456789', Timestamp: day(-400) }),
];

/** The record kinds a list query asked for (the kind is the partition key's second part). */
export function queriedKinds(calls: { op: string; args: unknown }[]): string[] {
  return [
    ...new Set(
      calls
        .filter((call) => call.op.startsWith('listByGSI'))
        .map((call) => {
          const keys = (call.args as { keys: Record<string, unknown> }).keys;
          const pk = String(Object.entries(keys).find(([name]) => name.endsWith('PK'))?.[1] ?? '');
          return pk.split('#')[1] ?? '';
        }),
    ),
  ].sort();
}
