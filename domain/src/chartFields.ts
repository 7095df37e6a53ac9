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

/** A line of text (a name, a type, a reason) and a note: the longest each may be. */
export const SHORT_TEXT_MAX = 300;
export const NOTE_TEXT_MAX = 4000;
const line = { maxLength: SHORT_TEXT_MAX } as const;
const note = { maxLength: NOTE_TEXT_MAX } as const;

const ACTIVE_INACTIVE = ['Active', 'Inactive'] as const;
const ACTIVE_RESOLVED = ['Active', 'Resolved'] as const;
const happened = { date: true, notFuture: true, required: true } as const;

export const CHART_FIELD_RULES = {
  Allergy: {
    Allergy: { required: true, ...line },
    AllergyType: { options: ['Drug', 'Food', 'Environmental', 'Other'] },
    Reaction: line,
    Severity: { options: ['Mild', 'Moderate', 'Severe', 'Life-threatening'] },
    Status: { options: ACTIVE_INACTIVE, required: true },
  },
  Diagnosis: {
    Diagnosis: { required: true, ...line },
    Variation: line,
    Status: { options: ACTIVE_RESOLVED, required: true },
    StartDate: happened,
    Note: note,
  },
  FamilyHistory: { Relationship: { required: true, ...line }, Condition: { required: true, ...line }, FamilyHistory: note },
  SocialHistory: { Note: note },
  Imaging: {
    ImagingType: { required: true, ...line },
    DateConducted: { date: true, required: true },
    Status: { options: ['Ordered', 'Completed'] },
    HospitalName: line,
    Note: note,
  },
  Procedure: {
    ProcedureType: { required: true, ...line },
    ProcedureDate: happened,
    SurgeryType: line,
    SurgeryDate: { date: true, notFuture: true },
    Note: note,
  },
  Referral: {
    ReferralType: { required: true, ...line },
    Name: line,
    Reason: line,
    Status: { options: ['Sent', 'Scheduled', 'Seen', 'ReportReceived'], required: true },
    Note: note,
  },
  Hospitalization: {
    Hospitalization: { required: true, ...line },
    AdmissionDate: happened,
    DischargeDate: { date: true, notBefore: 'AdmissionDate' },
    HospitalType: { options: ['Inpatient', 'Observation', 'Emergency department'] },
    HospitalName: line,
  },
  Immunization: {
    Immunization: line,
    VaccineName: { required: true, ...line },
    ImmunizationType: { options: ['Routine', 'Seasonal', 'Travel', 'Catch-up'] },
    DateAdministered: happened,
    DateExpired: { date: true, notBefore: 'DateAdministered' },
  },
  Injection: {
    Injection: line,
    MedicationName: { required: true, ...line },
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
