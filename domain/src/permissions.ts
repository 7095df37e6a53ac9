/**
 * The role → permission matrix (docs/permissions.md), as CASL rules. The server builds its
 * ability from these for every request; the browser stores the same rules as
 * `userAbilityRules` to hide what a role cannot do. Actions: create, read, update, delete
 * ('manage' = all four). Subjects: the record kinds, plus 'Profile' (the caller's own User
 * record), 'ModuleSettings' (the clinic's module toggles) and 'StaffDirectory' (every User
 * record of the clinic seen through STAFF_DIRECTORY_FIELDS: who made a change, by name and role).
 */
import { type MongoAbility, type RawRuleOf, createMongoAbility } from '@casl/ability';
import { ENTITY_TYPES, type EntityType, FILE_PREFIXES, type FilePrefix, ROLES, type Role } from './entities.ts';
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
  'LinkedToClaim', 'LinkedToVisit', 'LinkedVisitIDs', 'SendingHistory', 'Timestamp', 'CreatedBy', 'createdAt', 'updatedAt',
  ...Array.from({ length: 11 }, (_, i) => [`GSI${i + 1}PK`, `GSI${i + 1}SK`]).flat(),
];

/**
 * The staff directory: what every signed-in user of a clinic reads of every colleague's User
 * record, so each role sees who made each change, and who may render, bill or sign (the
 * credential and NPI, printed on claims anyway). An allow list: e-mail, phones, sign-in times,
 * account status and the taxonomy code stay hidden.
 */
export const STAFF_DIRECTORY_FIELDS = ['id', 'EntityType', 'FullName', 'Role', 'Credential', 'NPI'] as const;

/** Fields of their own User record every user may change. */
export const PROFILE_FIELDS = ['FullName', 'Avatar', 'CellPhone', 'Spoken'] as const;

const DEMOGRAPHICS: EntityType[] = ['Patient', 'Insurance', 'Pharmacy'];
const CLINICAL: EntityType[] = [
  'Vitals', 'Lab', 'Procedure', 'Imaging', 'Referral', 'Hospitalization', 'Immunization', 'Injection',
  'Allergy', 'Medication', 'Diagnosis', 'FamilyHistory', 'SocialHistory', 'Note',
];
const SCHEDULING: EntityType[] = ['Visit', 'CalendarEvent'];
const BILLING: EntityType[] = ['Claim', 'Charge', 'Payment', 'PaymentPlan', 'FeeScheduleEntry'];
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
        rule(['create', 'update', 'delete'], ['Audit', 'AccessLog', 'StaffDirectory', 'BillingTotal'], { inverted: true }),
        rule(['create', 'delete'], ['User', 'Clinic', 'Profile'], { inverted: true }),
        rule('create', 'User'),
        rule('manage', 'ModuleSettings'),
        // a posting is never changed or deleted: a correction is a reversal posting
        rule(['update', 'delete'], 'Payment', { inverted: true }),
        // a fee schedule entry is retired, never deleted (past claims were priced from it)
        rule('delete', 'FeeScheduleEntry', { inverted: true }),
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
        rule(['update', 'delete'], 'Payment', { inverted: true }),
        rule('delete', 'FeeScheduleEntry', { inverted: true }),
        // the report totals are the server's (kept with every claim and posting change): billing reads them
        rule('read', 'BillingTotal'),
        rule('read', ['CalendarEvent', ...PROGRAMS]),
        // a visit's claim and payment status are the server's (sending, and the claim it follows): billing reads them
        rule('read', 'Visit', { fields: VISIT_ADMIN_FIELDS }),
        rule('manage', 'Task'),
      ];
  }
}

export function abilityFor(role: Role): AppAbility {
  return createMongoAbility<AppAbility>(rulesForRole(role));
}

export type CrudAction = 'create' | 'read' | 'update' | 'delete';
export const CRUD_ACTIONS: readonly CrudAction[] = ['create', 'read', 'update', 'delete'];

/** Every subject of the matrix: the record kinds, the caller's own User row, the clinic's module switches and the staff directory. */
export const RULE_SUBJECTS: readonly Exclude<Subject, 'all'>[] = [...ENTITY_TYPES, 'Profile', 'ModuleSettings', 'StaffDirectory'];

/**
 * The actions a role may take on at least one subject: what the cloud's EMR model lets its
 * user-pool group through for (a first gate; the servers apply the full rules behind it).
 */
export function modelActionsOf(role: Role): CrudAction[] {
  const ability = abilityFor(role);
  return CRUD_ACTIONS.filter((action) => RULE_SUBJECTS.some((subject) => ability.can(action, subject)));
}

/** The groups the EMR model's group rules let through for `action`. */
export function groupsAllowedTo(action: CrudAction): Role[] {
  return ROLES.filter((role) => modelActionsOf(role).includes(action));
}

/** What a role may do with the files under a prefix (docs/permissions.md §5). */
export interface FileAccess {
  read: boolean;
  /** Upload a new file or overwrite one. */
  write: boolean;
  delete: boolean;
  /** Writes and deletes only its own file (`avatars/<own id>…`) when `write`/`delete` are false. */
  ownWriteDelete: boolean;
}

/**
 * Files need an action on the prefix's record kind: get and list need read; an upload needs
 * create or update; a delete needs delete. Avatars: every role reads them; a role that may
 * update User records writes and deletes anyone's; any other role that may change its own
 * profile's Avatar writes and deletes only its own. The embedded server's /files and the
 * cloud's S3 policies both follow this.
 */
export function fileAccess(ability: AppAbility, prefix: FilePrefix): FileAccess {
  const kind = FILE_PREFIXES[prefix];
  if (prefix === 'avatars') {
    const anyone = ability.can('update', kind);
    return { read: true, write: anyone, delete: anyone, ownWriteDelete: !anyone && ability.can('update', 'Profile', 'Avatar') };
  }
  return {
    read: ability.can('read', kind),
    write: ability.can('create', kind) || ability.can('update', kind),
    delete: ability.can('delete', kind),
    ownWriteDelete: false,
  };
}

/** A field no rule names: how a rule without a field list (or an inverted one) treats every other field. */
const ANY_OTHER_FIELD = '\u0000any other field';

/**
 * Whether every right of `role` is also `granter`'s: each action on each subject of the matrix,
 * and on each field a rule names (and on any other field). A caller gives a staff member only
 * a role whose rights its own role holds (`mayGrant`), so no role makes an account that can do
 * more than itself.
 */
function holdsRightsOf(granter: Role, role: Role): boolean {
  const [mine, theirs] = [abilityFor(granter), abilityFor(role)];
  const fields = [...new Set(ROLES.flatMap((r) => rulesForRole(r).flatMap((rule) => (Array.isArray(rule.fields) ? rule.fields : rule.fields ? [rule.fields] : [])))), ANY_OTHER_FIELD];
  return RULE_SUBJECTS.every((subject) =>
    CRUD_ACTIONS.every((action) => !theirs.can(action, subject) || (mine.can(action, subject) && fields.every((field) => !theirs.can(action, subject, field) || mine.can(action, subject, field)))),
  );
}

const grants = new Map<string, boolean>();
/** May a `granter` give an account `role`: only a role whose rights its own role holds (an admin any role; dark only dark). */
export function mayGrant(granter: Role, role: Role): boolean {
  const key = `${granter}>${role}`;
  if (!grants.has(key)) grants.set(key, holdsRightsOf(granter, role));
  return grants.get(key)!;
}

/** The roles a `granter` may give an account, in `ROLES` order (the add-user form offers these). */
export const grantableRoles = (granter: Role): Role[] => ROLES.filter((role) => mayGrant(granter, role));
