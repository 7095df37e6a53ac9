/**
 * The chart's sub-pages (spec §2), in the order of the chart's navigation. Each names the
 * record kind it shows, whose read permission the page (and the server) requires; billing
 * staff therefore see demographics and insurance, never the clinical pages.
 */
import type { Subject } from '@emr/domain';

export const SUB_PAGES = [
  { name: 'Allergies', subject: 'Allergy', group: 'history' },
  { name: 'PatientHx', subject: 'Diagnosis', group: 'history' },
  { name: 'Hx', subject: 'Diagnosis', group: 'history' },
  { name: 'FHx', subject: 'FamilyHistory', group: 'history' },
  { name: 'SocialHx', subject: 'SocialHistory', group: 'history' },
  { name: 'PatientCurrentMedications', subject: 'Medication', group: 'medications' },
  { name: 'PatientMedications', subject: 'Medication', group: 'medications' },
  { name: 'PatientLabs', subject: 'Lab', group: 'results' },
  { name: 'AggregateResults', subject: 'Lab', group: 'results' },
  { name: 'Vitals', subject: 'Vitals', group: 'results' },
  { name: 'PatientDIs', subject: 'Imaging', group: 'results' },
  { name: 'PatientProcedures', subject: 'Procedure', group: 'care' },
  { name: 'PatientReferrals', subject: 'Referral', group: 'care' },
  { name: 'PatientHospitalizations', subject: 'Hospitalization', group: 'care' },
  { name: 'PatientImmunizations', subject: 'Immunization', group: 'care' },
  { name: 'PatientInjections', subject: 'Injection', group: 'care' },
  { name: 'PatientVisits', subject: 'Visit', group: 'care' },
  // who viewed or changed the patient's records: admin only (only admin reads the access log)
  { name: 'AccessLog', subject: 'AccessLog', group: 'oversight' },
] as const satisfies readonly { name: string; subject: Subject; group: string }[];

export type SubPageName = (typeof SUB_PAGES)[number]['name'] | 'PatientMedicationEdit' | 'PatientMedicationHistory';
