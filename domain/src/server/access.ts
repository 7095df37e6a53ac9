/**
 * Per-request authorization: the caller's CASL ability (from the shared rules), tenant
 * checks and module switches. A caller's own User record is also the subject 'Profile'.
 */
import { ENTITY_MODULE, ENTITY_TYPES, type EntityType, type ModuleKey, type Role, isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { indexKeySources } from '../keys.ts';
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

function subjectsOf(caller: Caller, item: Pick<StoredItem, 'id' | 'EntityType'>): ('Profile' | EntityType)[] {
  const kind = item.EntityType as EntityType;
  return kind === 'User' && item.id === caller.sub ? ['Profile', 'User'] : [kind];
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

/** Fields hidden in some kind the caller reads: a scan (rows of every kind) may filter on none of them. */
const hiddenAnywhereCache = new Map<Role, ReadonlySet<string>>();
export function hiddenInSomeKind(caller: Caller, allFields: readonly string[]): ReadonlySet<string> {
  let hidden = hiddenAnywhereCache.get(caller.group);
  if (!hidden) {
    const kinds = ENTITY_TYPES.filter((kind) => can(caller, 'read', { id: '', EntityType: kind }));
    hidden = new Set(kinds.flatMap((kind) => hiddenFields(caller, { id: '', EntityType: kind }, allFields)));
    hiddenAnywhereCache.set(caller.group, hidden);
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
