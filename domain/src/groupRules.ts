/**
 * The cloud's coarse rules, derived from the role matrix (`rulesForRole`): which user-pool
 * groups AppSync lets through to each operation and which may touch each file prefix. The
 * fine rules (clinic, fields, ownership, status) are the servers' (`@emr/domain/server`);
 * these only make sure a group the matrix gives nothing is stopped before it reaches them.
 * amplify/ builds its group rules from here, and its template tests compare the synthesized
 * rules with these functions.
 */
import { ENTITY_TYPES, FILE_PREFIXES, type FilePrefix, ROLES, type Role } from './entities.ts';
import { type AppAbility, type Subject, abilityFor } from './permissions.ts';

export type CrudAction = 'create' | 'read' | 'update' | 'delete';
export const CRUD_ACTIONS: readonly CrudAction[] = ['create', 'read', 'update', 'delete'];

/** Every subject of the matrix: the record kinds, the caller's own User row and the clinic's module switches. */
export const RULE_SUBJECTS: readonly Exclude<Subject, 'all'>[] = [...ENTITY_TYPES, 'Profile', 'ModuleSettings'];

const rolesWhere = (test: (ability: AppAbility) => boolean): Role[] => ROLES.filter((role) => test(abilityFor(role)));

/** The actions a role may take on at least one subject: what the EMR model's group rule lets it through for. */
export function modelActionsOf(role: Role): CrudAction[] {
  const ability = abilityFor(role);
  return CRUD_ACTIONS.filter((action) => RULE_SUBJECTS.some((subject) => ability.can(action, subject)));
}

/** The groups the EMR model's group rules let through for `action`. */
export function groupsAllowedTo(action: CrudAction): Role[] {
  return ROLES.filter((role) => modelActionsOf(role).includes(action));
}

/**
 * The custom user-administration operations and what each needs on `User` records: creating
 * an account needs `create`; changing its status (or forcing a password reset, which locks
 * the account until then) needs `update` of `Status`; its role, `update` of `Role`; sending
 * a reset e-mail, any `update`. Only an administrator creates another administrator.
 */
export const USER_ADMIN_OPERATIONS = {
  adminCreateUser: { action: 'create' },
  sendResetEmail: { action: 'update' },
  adminSetUserStatus: { action: 'update', field: 'Status' },
  adminSetUserRole: { action: 'update', field: 'Role' },
  adminResetUserPassword: { action: 'update', field: 'Status' },
} as const satisfies Record<string, { action: CrudAction; field?: string }>;
export type UserAdminOperation = keyof typeof USER_ADMIN_OPERATIONS;

/** May this role run the operation (the check both servers make before anything else)? */
export function canRunUserAdmin(ability: AppAbility, operation: UserAdminOperation): boolean {
  const need: { action: CrudAction; field?: string } = USER_ADMIN_OPERATIONS[operation];
  return ability.can(need.action, 'User', need.field);
}

export function groupsAllowedToRun(operation: UserAdminOperation): Role[] {
  return rolesWhere((ability) => canRunUserAdmin(ability, operation));
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
 * profile's Avatar writes and deletes only its own.
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
