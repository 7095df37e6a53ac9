/**
 * Record kinds of the single EMR model. The spec stores every kind in one table shape;
 * the `EntityType` field says which kind a row is. See docs/data-model.md.
 */
export const ENTITY_TYPES = [
  'Clinic',
  'User',
  'Patient',
  'Insurance',
  'Pharmacy',
  'Visit',
  'Vitals',
  'Lab',
  'Procedure',
  'Imaging',
  'Referral',
  'Hospitalization',
  'Immunization',
  'Injection',
  'Allergy',
  'Medication',
  'Diagnosis',
  'FamilyHistory',
  'SocialHistory',
  'Note',
  'Claim',
  'Charge',
  'Payment',
  'PaymentPlan',
  'FeeScheduleEntry',
  'BillingTotal',
  'Task',
  'ProgramEnrollment',
  'TimeEntry',
  'CalendarEvent',
  'Audit',
  'AccessLog',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** Feature modules an admin can switch on or off per clinic. `core` cannot be switched off. */
export const MODULES = ['patients', 'visits', 'billing', 'programs'] as const;
export type ModuleKey = (typeof MODULES)[number];

/** Which module owns each record kind; kinds of a disabled module are refused by the server. */
export const ENTITY_MODULE: Record<EntityType, ModuleKey | 'core'> = {
  Clinic: 'core',
  User: 'core',
  Patient: 'core',
  Insurance: 'core',
  Pharmacy: 'core',
  Task: 'core',
  Audit: 'core',
  AccessLog: 'core',
  Vitals: 'patients',
  Lab: 'patients',
  Procedure: 'patients',
  Imaging: 'patients',
  Referral: 'patients',
  Hospitalization: 'patients',
  Immunization: 'patients',
  Injection: 'patients',
  Allergy: 'patients',
  Medication: 'patients',
  Diagnosis: 'patients',
  FamilyHistory: 'patients',
  SocialHistory: 'patients',
  Visit: 'visits',
  Note: 'visits',
  CalendarEvent: 'visits',
  Claim: 'billing',
  Charge: 'billing',
  Payment: 'billing',
  PaymentPlan: 'billing',
  FeeScheduleEntry: 'billing',
  BillingTotal: 'billing',
  ProgramEnrollment: 'programs',
  TimeEntry: 'programs',
};

/** Record kinds that belong to one patient's chart (they carry PatientID). */
export const CHART_ENTITY_TYPES = [
  'Insurance',
  'Pharmacy',
  'Visit',
  'Vitals',
  'Lab',
  'Procedure',
  'Imaging',
  'Referral',
  'Hospitalization',
  'Immunization',
  'Injection',
  'Allergy',
  'Medication',
  'Diagnosis',
  'FamilyHistory',
  'SocialHistory',
  'Note',
  'Claim',
  'Payment',
  'PaymentPlan',
  'Task',
  'ProgramEnrollment',
  'TimeEntry',
] as const satisfies readonly EntityType[];

export const ROLES = ['admin', 'dark', 'user', 'billing'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PATIENT_STATUSES = ['Active', 'Inactive', 'Transferred', 'Deceased'] as const;
/** The genders a patient's record holds (the registration form offers these, the server accepts only these). */
export const PATIENT_GENDERS = ['Female', 'Male', 'Non-binary', 'Other', 'Unknown'] as const;
export const VISIT_STATUSES = ['Scheduled', 'CheckedIn', 'InProgress', 'WrapUp', 'CheckedOut', 'Cancelled', 'NoShow'] as const;
/** A visit not yet done (upcoming, or under way today): neither checked out nor cancelled nor missed. */
export const VISIT_NOT_DONE_STATUSES: readonly (typeof VISIT_STATUSES)[number][] = ['Scheduled', 'CheckedIn', 'InProgress', 'WrapUp'];
export const PAYMENT_STATUSES = ['Unbilled', 'Billed', 'PartiallyPaid', 'Paid', 'Denied', 'WrittenOff'] as const;
export const APPROVAL_STATUSES = ['NotRequired', 'Pending', 'Approved', 'Denied'] as const;
/** A fee schedule entry is Active (it prices new claim lines) or Retired (kept for the record). */
export const FEE_SCHEDULE_STATUSES = ['Active', 'Retired'] as const;
export const CLAIM_STATUSES = ['Draft', 'Submitted', 'Accepted', 'Rejected', 'PartiallyPaid', 'Paid', 'Denied', 'Closed'] as const;

/** The six file-storage prefixes (spec §6) and the record kind whose permissions govern each. */
export const FILE_PREFIXES = {
  'lab-results': 'Lab',
  'di-results': 'Imaging',
  'procedure-results': 'Procedure',
  'referral-results': 'Referral',
  notes: 'Note',
  avatars: 'User',
} as const satisfies Record<string, EntityType>;
export type FilePrefix = keyof typeof FILE_PREFIXES;

export function isFilePrefix(value: unknown): value is FilePrefix {
  return typeof value === 'string' && Object.hasOwn(FILE_PREFIXES, value);
}

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const;

export const PROGRAMS = ['ccm', 'rpm', 'b12', 'flu', 'glp1', 'prolia', 'obesity', 'stone'] as const;
