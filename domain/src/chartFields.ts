/**
 * What each chart record kind requires and accepts, field by field, written once: the server
 * validates every record of these kinds with it (`@emr/domain/schemas`), and the chart's forms
 * build their fields' rules and choices from it (mfe-patients recordKinds.ts). The messages are
 * the shared field rules (fieldRules.ts), so a record the form refuses is refused by the server
 * with the same sentence.
 */
import type { EntityType } from './entities.ts';
import type { FieldSpec } from './fieldSpecs.ts';

/** A chart field's rule (the shared field specs, fieldSpecs.ts). */
export type ChartFieldRule = FieldSpec;

const ACTIVE_INACTIVE = ['Active', 'Inactive'] as const;
const ACTIVE_RESOLVED = ['Active', 'Resolved'] as const;
const happened = { date: true, notFuture: true, required: true } as const;

export const CHART_FIELD_RULES = {
  Allergy: {
    Allergy: { required: true },
    AllergyType: { options: ['Drug', 'Food', 'Environmental', 'Other'] },
    Severity: { options: ['Mild', 'Moderate', 'Severe', 'Life-threatening'] },
    Status: { options: ACTIVE_INACTIVE, required: true },
  },
  Diagnosis: {
    Diagnosis: { required: true },
    Status: { options: ACTIVE_RESOLVED, required: true },
    StartDate: happened,
  },
  FamilyHistory: { Relationship: { required: true }, Condition: { required: true } },
  SocialHistory: {},
  Imaging: {
    ImagingType: { required: true },
    DateConducted: { date: true, required: true },
    Status: { options: ['Ordered', 'Completed'] },
  },
  Procedure: {
    ProcedureType: { required: true },
    ProcedureDate: happened,
    SurgeryDate: { date: true, notFuture: true },
  },
  Referral: {
    ReferralType: { required: true },
    Status: { options: ['Sent', 'Scheduled', 'Seen', 'ReportReceived'], required: true },
  },
  Hospitalization: {
    Hospitalization: { required: true },
    AdmissionDate: happened,
    DischargeDate: { date: true, notBefore: 'AdmissionDate' },
    HospitalType: { options: ['Inpatient', 'Observation', 'Emergency department'] },
  },
  Immunization: {
    VaccineName: { required: true },
    ImmunizationType: { options: ['Routine', 'Seasonal', 'Travel', 'Catch-up'] },
    DateAdministered: happened,
    DateExpired: { date: true, notBefore: 'DateAdministered' },
  },
  Injection: {
    MedicationName: { required: true },
    InjectionType: { options: ['Intramuscular', 'Subcutaneous', 'Intradermal', 'Intravenous'] },
    DateAdministered: happened,
  },
} as const satisfies Partial<Record<EntityType, Record<string, ChartFieldRule>>>;

export type ChartFieldKind = keyof typeof CHART_FIELD_RULES;

/** The rule of one field of a chart kind (none: any text). */
export function chartFieldRule(kind: EntityType, field: string): ChartFieldRule {
  const rules = (CHART_FIELD_RULES as Partial<Record<EntityType, Record<string, ChartFieldRule>>>)[kind];
  return rules?.[field] ?? {};
}
