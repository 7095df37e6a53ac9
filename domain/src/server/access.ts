/**
 * Per-request authorization: the caller's CASL ability (from the shared rules), tenant
 * checks and module switches. A caller's own User record is also the subject 'Profile'.
 */
import { ENTITY_MODULE, ENTITY_TYPES, type EntityType, type ModuleKey, type Role, isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { indexKeySources } from './indexKeys.ts';
import { type AppAbility, type CrudAction, abilityFor } from '../permissions.ts';
import type { StoredItem } from './item.ts';

export interface Caller {
  sub: string;
  clinicId: string;
  group: Role;
  email: string;
  name: string;
}

/** What a caller does to a row. */
export type Action = CrudAction;

const abilities = new Map<Role, AppAbility>();
export function abilityOf(role: Role): AppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = abilityFor(role);
    abilities.set(role, ability);
  }
  return ability;
}

/** A User row is also read through the staff directory (names and roles); the caller's own is also their Profile. */
function subjectsOf(caller: Caller, item: Pick<StoredItem, 'id' | 'EntityType'>): ('Profile' | 'StaffDirectory' | EntityType)[] {
  const kind = item.EntityType as EntityType;
  if (kind !== 'User') return [kind];
  return item.id === caller.sub ? ['Profile', 'User', 'StaffDirectory'] : ['User', 'StaffDirectory'];
}

/**
 * May the caller read whole User records (not only the directory's names and roles)? Those
 * who may not can list staff by name only: the e-mail (index 6) and status (index 3)
 * partitions would answer questions about fields hidden from them.
 */
export function readsStaffRecords(caller: Caller): boolean {
  return abilityOf(caller.group).can('read', 'User');
}

/** May the caller do `action` to this row (and to each of `fields`, when given)? */
export function can(caller: Caller, action: Action, item: Pick<StoredItem, 'id' | 'EntityType'>, fields: string[] = []): boolean {
  const ability = abilityOf(caller.group);
  return subjectsOf(caller, item).some(
    (subject) => ability.can(action, subject) && fields.every((field) => ability.can(action, subject, field)),
  );
}

export function forbidden(action: Action, kind: string, fields: string[] = []): AppError {
  const what = fields.length ? ` the field${fields.length > 1 ? 's' : ''} ${fields.join(', ')} of` : '';
  return new AppError(ERROR_TYPES.forbidden, `Not Authorized: your role may not ${action}${what} ${kind} records`);
}

export function assertKind(value: unknown): EntityType {
  if (!isEntityType(value)) {
    throw new AppError(ERROR_TYPES.validation, `EntityType must be one of the record kinds (got ${JSON.stringify(value ?? null)})`, {
      EntityType: 'Unknown record kind',
    });
  }
  return value;
}

/**
 * Hidden fields plus the index keys built from any of them (`indexKeySources`): a key is only
 * as readable as its sources, so it cannot spell out a hidden value.
 */
export function withHiddenKeys(kind: EntityType, hidden: ReadonlySet<string>): Set<string> {
  const all = new Set(hidden);
  if (hidden.size === 0) return all;
  for (const [key, sources] of Object.entries(indexKeySources(kind))) {
    if (sources.some((field) => hidden.has(field))) all.add(key);
  }
  return all;
}

/**
 * Fields of a kind the caller's role may not read, with the keys built from them: nulled out
 * of every answer, and never named by a filter, condition or index query.
 */
const hiddenCache = new Map<string, string[]>();
export function hiddenFields(caller: Caller, item: Pick<StoredItem, 'id' | 'EntityType'>, allFields: readonly string[]): string[] {
  const own = item.EntityType === 'User' && item.id === caller.sub;
  const cacheKey = `${caller.group}:${item.EntityType}:${own}`;
  let hidden = hiddenCache.get(cacheKey);
  if (!hidden) {
    const fields = new Set(allFields.filter((field) => !can(caller, 'read', item, [field])));
    hidden = [...(isEntityType(item.EntityType) ? withHiddenKeys(item.EntityType, fields) : fields)];
    hiddenCache.set(cacheKey, hidden);
  }
  return hidden;
}

/**
 * Fields the caller reads in no kind at all: a scan (rows of every kind) may not filter on them. A
 * field hidden in some kinds only may be named: the filter sees each row as the caller does, so
 * a hidden value is null there and cannot match.
 */
const hiddenEverywhereCache = new Map<Role, ReadonlySet<string>>();
export function hiddenInEveryKind(caller: Caller, allFields: readonly string[]): ReadonlySet<string> {
  let hidden = hiddenEverywhereCache.get(caller.group);
  if (!hidden) {
    const kinds = ENTITY_TYPES.filter((kind) => can(caller, 'read', { id: '', EntityType: kind }));
    const perKind = kinds.map((kind) => new Set(hiddenFields(caller, { id: '', EntityType: kind }, allFields)));
    hidden = new Set(allFields.filter((field) => perKind.every((set) => set.has(field))));
    hiddenEverywhereCache.set(caller.group, hidden);
  }
  return hidden;
}

export type ModuleLookup = (clinicId: string) => readonly ModuleKey[] | null;

export function assertModuleEnabled(modulesOf: ModuleLookup, clinicId: string, kind: EntityType): void {
  const module = ENTITY_MODULE[kind];
  if (module === 'core') return;
  const enabled = modulesOf(clinicId);
  if (enabled && !enabled.includes(module)) {
    throw new AppError(ERROR_TYPES.moduleDisabled, `The ${module} module is switched off for this clinic, so ${kind} records are not available`);
  }
}
