/**
 * The role → permission matrix (docs/permissions.md), as CASL rules. The server builds its
 * ability from these for every request; the browser stores the same rules as
 * `userAbilityRules` to hide what a role cannot do. Actions: create, read, update, delete
 * ('manage' = all four). Subjects: the record kinds, plus 'Profile' (the caller's own User
 * record), 'ModuleSettings' (the clinic's module toggles) and 'StaffDirectory' (every User
 * record of the clinic seen through STAFF_DIRECTORY_FIELDS: who made a change, by name and role).
 */
import { type MongoAbility, type RawRuleOf, createMongoAbility } from '@casl/ability';
import type { EntityType, Role } from './entities.ts';
import { REVIEW_FIELDS } from './reviews.ts';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type Subject = EntityType | 'Profile' | 'ModuleSettings' | 'StaffDirectory' | 'all';
export type AppAbility = MongoAbility<[Action, Subject | Record<string, unknown>]>;
export type AppRule = RawRuleOf<AppAbility>;

/** Clinical content of a visit (never shown to billing or dark). */
export const VISIT_CLINICAL_FIELDS = ['WrapUps', 'Vitals', 'Notes', 'Note', 'Results', 'MedicationWrapUp', 'Comment'] as const;

/**
 * The scheduling and billing side of a visit: the only visit fields billing and dark read.
 * An allow list, so a field added later stays hidden until someone decides otherwise.
 */
export const VISIT_ADMIN_FIELDS = [
  'id', 'EntityType', 'ClinicID', 'Version', 'Status', 'PatientID', 'VisitType', 'VisitStatus', 'VisitDate',
  'CheckInTime', 'CheckOutTime', 'CancellationReason', 'PaymentStatus', 'NextVisits', 'AssignedTo',
  'LinkedToClaim', 'LinkedToVisit', 'LinkedVisitIDs', 'Timestamp', 'CreatedBy', 'createdAt', 'updatedAt',
  ...Array.from({ length: 11 }, (_, i) => [`GSI${i + 1}PK`, `GSI${i + 1}SK`]).flat(),
];

/**
 * The staff directory: what every signed-in user of a clinic reads of every colleague's User
 * record, so each role sees who made each change. An allow list: e-mail, phones, sign-in
 * times and account status stay hidden.
 */
export const STAFF_DIRECTORY_FIELDS = ['id', 'EntityType', 'FullName', 'Role'] as const;

/** Fields of their own User record every user may change. */
export const PROFILE_FIELDS = ['FullName', 'Avatar', 'CellPhone', 'Spoken'] as const;

const DEMOGRAPHICS: EntityType[] = ['Patient', 'Insurance', 'Pharmacy'];
const CLINICAL: EntityType[] = [
  'Vitals', 'Lab', 'Procedure', 'Imaging', 'Referral', 'Hospitalization', 'Immunization', 'Injection',
  'Allergy', 'Medication', 'Diagnosis', 'FamilyHistory', 'SocialHistory', 'Note',
];
const SCHEDULING: EntityType[] = ['Visit', 'CalendarEvent'];
const BILLING: EntityType[] = ['Claim', 'Charge', 'Payment', 'PaymentPlan'];
const PROGRAMS: EntityType[] = ['ProgramEnrollment', 'TimeEntry'];

const rule = (action: Action | Action[], subject: Subject | Subject[], extra: Partial<AppRule> = {}): AppRule =>
  ({ action, subject, ...extra }) as AppRule;

/** Every signed-in user reads and edits their own profile and reads their clinic. */
function everyone(): AppRule[] {
  return [
    rule('read', 'Profile'),
    rule('update', 'Profile', { fields: [...PROFILE_FIELDS] }),
    rule('read', 'Clinic'),
    rule('read', 'StaffDirectory', { fields: [...STAFF_DIRECTORY_FIELDS] }),
  ];
}

export function rulesForRole(role: Role): AppRule[] {
  switch (role) {
    case 'admin':
      return [
        ...everyone(),
        rule('manage', 'all'),
        // the audit and the access log are written by the server only; admin reads them; the staff directory is a view of User
        rule(['create', 'update', 'delete'], ['Audit', 'AccessLog', 'StaffDirectory'], { inverted: true }),
        rule(['create', 'delete'], ['User', 'Clinic', 'Profile'], { inverted: true }),
        rule('create', 'User'),
        rule('manage', 'ModuleSettings'),
      ];
    case 'dark':
      return [
        ...everyone(),
        // dark onboards staff: it creates accounts and edits names, but never roles or status
        rule(['create', 'read'], 'User'),
        rule('update', 'User', { fields: [...PROFILE_FIELDS] }),
        rule('read', [...DEMOGRAPHICS, 'CalendarEvent']),
        rule('read', 'Patient', { fields: [...REVIEW_FIELDS], inverted: true }),
        rule('read', 'Visit', { fields: VISIT_ADMIN_FIELDS }),
        rule('manage', 'Task'),
      ];
    case 'user':
      return [
        ...everyone(),
        rule('manage', [...DEMOGRAPHICS, ...CLINICAL, ...SCHEDULING, ...PROGRAMS, 'Task']),
        rule('delete', 'Patient', { inverted: true }),
        rule('read', BILLING),
      ];
    case 'billing':
      return [
        ...everyone(),
        rule('read', DEMOGRAPHICS),
        rule('read', 'Patient', { fields: [...REVIEW_FIELDS], inverted: true }),
        rule(['create', 'update'], 'Insurance'),
        rule('manage', BILLING),
        rule('read', ['CalendarEvent', ...PROGRAMS]),
        rule('read', 'Visit', { fields: VISIT_ADMIN_FIELDS }),
        rule('update', 'Visit', { fields: ['PaymentStatus', 'LinkedToClaim'] }),
        rule('manage', 'Task'),
      ];
  }
}

export function abilityFor(role: Role): AppAbility {
  return createMongoAbility<AppAbility>(rulesForRole(role));
}
