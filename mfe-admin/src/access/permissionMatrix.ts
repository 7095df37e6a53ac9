/**
 * The role → permission matrix, computed from the same CASL rules the server enforces
 * (`abilityFor(role)` in domain/permissions.ts), so this page cannot drift from the server.
 * A permission is "limited" when the rule that grants it names fields (e.g. billing may
 * update only a visit's payment fields).
 */
import { type AppAbility, ENTITY_TYPES, ROLES, type Role, abilityFor } from '@emr/domain';

export const CRUD = ['create', 'read', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD)[number];

export const MATRIX_SUBJECTS = [...ENTITY_TYPES, 'Profile', 'ModuleSettings', 'StaffDirectory'] as const;
export type MatrixSubject = (typeof MATRIX_SUBJECTS)[number];

export interface Permission {
  action: CrudAction;
  allowed: boolean;
  limited: boolean;
}

export const LETTERS: Record<CrudAction, string> = { create: 'C', read: 'R', update: 'U', delete: 'D' };

export function permissionsOf(ability: AppAbility, subject: MatrixSubject): Permission[] {
  return CRUD.map((action) => {
    const allowed = ability.can(action, subject);
    const rule = allowed ? ability.relevantRuleFor(action, subject) : null;
    return { action, allowed, limited: allowed && !!rule?.fields };
  });
}

export type RoleMatrix = Record<Role, Record<MatrixSubject, Permission[]>>;

export function roleMatrix(): RoleMatrix {
  const matrix = {} as RoleMatrix;
  for (const role of ROLES) {
    const ability = abilityFor(role);
    matrix[role] = Object.fromEntries(MATRIX_SUBJECTS.map((subject) => [subject, permissionsOf(ability, subject)])) as Record<MatrixSubject, Permission[]>;
  }
  return matrix;
}

/** The compact cell text: allowed letters, a star after a field-limited one, or a dash. */
export function compactCell(permissions: readonly Permission[]): string {
  const text = permissions
    .filter((p) => p.allowed)
    .map((p) => `${LETTERS[p.action]}${p.limited ? '*' : ''}`)
    .join('');
  return text || '—';
}
