/**
 * The read rules every server applies, whatever stores the rows: the embedded server over
 * SQLite (backend/src/records/service.ts) and the cloud resolver over DynamoDB
 * (amplify/functions/emr-api) — tenant, role and field rules (CASL), module switches, one answer
 * for missing and unseen rows, hidden fields never named by a predicate, the staff directory,
 * predicate limits, and the row as a caller sees it, noted as a view. Writes take one path,
 * writePipeline.ts, which uses these checks.
 */
import { type EntityType, type ModuleKey, isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { type HistoryContext, withAttribution } from '../histories.ts';
import { type GsiField, type GsiNumber } from '../keys.ts';
import { UNIQUE_SLOTS, indexKeySources } from './indexKeys.ts';
import type { SortKeyCondition } from '../queries.ts';
import { assertValidRecord } from '../schemas.ts';
import { type Action, type Caller, assertKind, assertModuleEnabled, can, forbidden, hiddenFields, hiddenInEveryKind, readsStaffRecords } from './access.ts';
import { type ViewSink, createViewSink } from './accessLog.ts';
import { type StoredItem, buildItem } from './item.ts';
import type { FieldType, ModelShape } from './normalise.ts';
import { type Predicate, matches, predicateFields } from './predicate.ts';
import { assertPredicateLimits } from './queryLimits.ts';

type Args = Record<string, unknown>;

/** What a rule needs to know about the request: who asks, their clinic's switches, the model, and what the request showed. */
export interface RuleContext {
  caller: Caller;
  /** The modules enabled for the caller's clinic (`null`: every module). */
  modules: readonly ModuleKey[] | null;
  /** Every field of the model (from the introspection), for field-level read checks. */
  modelFields: readonly string[];
  /** Each field's type (from the introspection), for the input's checks (normalise.ts). */
  fieldTypes: Readonly<Record<string, FieldType>>;
  /** The rows this request showed its caller (the access log's views, written when the request ends). */
  views: ViewSink;
}

/** A request's rule context: its caller, their clinic's modules and the model (`modelShape`), with no view yet. */
export function ruleContext(caller: Caller, modules: readonly ModuleKey[] | null, model: ModelShape): RuleContext {
  return { caller, modules, modelFields: model.modelFields, fieldTypes: model.fieldTypes, views: createViewSink() };
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

export const conditionFailed = (message: string) => new AppError(ERROR_TYPES.conditionFailed, message);
/** The one answer for a row that does not exist and for a row the caller may not see. */
export const noSuchRecord = (id: string) => conditionFailed(`No record with id ${id}: it may have been deleted`);
/** A create whose id the caller's clinic already holds (ids are per clinic; the kind is never told). */
export const idTaken = (id: string) => conditionFailed(`A record with id ${id} already exists`);
export const raceLost = (kind: string) =>
  new AppError(ERROR_TYPES.conflict, `This ${kind} record was changed by someone else at the same moment. Reload it and apply your change again.`);

export const historyContext = (caller: Caller, at: string): HistoryContext => ({ by: caller.sub, name: caller.name || caller.email, at });

/** The `EnabledModules` of a Clinic row (`null` when the row is missing or has none: every module is on). */
export function enabledModules(clinic: Readonly<Args> | undefined): readonly ModuleKey[] | null {
  return clinic?.['EntityType'] === 'Clinic' && Array.isArray(clinic['EnabledModules']) ? (clinic['EnabledModules'] as ModuleKey[]) : null;
}

export function pageLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_LIMIT;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_LIMIT) {
    throw new AppError(ERROR_TYPES.badRequest, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  return value as number;
}

export function keyCondition(value: unknown): SortKeyCondition | undefined {
  if (value === undefined || value === null) return undefined;
  const entries = Object.entries(value as Args).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length !== 1) throw new AppError(ERROR_TYPES.badRequest, 'A sort-key condition takes exactly one operator');
  const [op, operand] = entries[0]!;
  if (op === 'between') {
    if (!Array.isArray(operand) || operand.length !== 2 || operand.some((v) => typeof v !== 'string')) {
      throw new AppError(ERROR_TYPES.badRequest, 'between takes exactly two values, [low, high]');
    }
    return { between: [operand[0] as string, operand[1] as string] };
  }
  return { [op]: operand } as SortKeyCondition;
}

export const hiddenOf = (rc: RuleContext, item: Pick<StoredItem, 'id' | 'EntityType'>) => new Set(hiddenFields(rc.caller, item, rc.modelFields));

/**
 * A filter or condition may name only fields the caller may read: otherwise its outcome would
 * tell what a hidden field holds. Refused before any row is read, so the answer never depends
 * on the data; and it stays within the predicate limits, on every path.
 */
export function assertPredicateReadable(predicate: unknown, hidden: ReadonlySet<string>, what: 'filter' | 'condition'): void {
  if (!predicate) return;
  assertPredicateLimits(predicate, what);
  const named = [...predicateFields(predicate as Predicate)].filter((field) => hidden.has(field));
  if (named.length) {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: the ${what} names fields your role may not read (${named.sort().join(', ')}). Filter only on fields you can see.`);
  }
}

/** The row as this caller may see it: fields their role may not read (and keys built from them) are null. */
export function asSeen(rc: RuleContext, item: StoredItem): Record<string, unknown> {
  const hidden = hiddenFields(rc.caller, item, rc.modelFields);
  if (hidden.length === 0) return item;
  const copy: Record<string, unknown> = { ...item };
  for (const field of hidden) copy[field] = null;
  return copy;
}

/**
 * The row as this caller sees it, shown to them: every row a server answers with, on any path
 * (a get, a page, a write's answer, a custom operation's rows), goes through here, and so
 * into the request's views (the access log).
 */
export function present(rc: RuleContext, item: StoredItem): Record<string, unknown> {
  rc.views.add(item);
  return asSeen(rc, item);
}

/**
 * Evaluates a caller's condition on the stored row (none: a create, on nothing), as they see
 * it; the row is a view whether the condition holds or not, and whether the write then goes
 * through or not (its outcome told what the row holds).
 */
export function checkCondition(rc: RuleContext, stored: StoredItem | undefined, condition: unknown): void {
  if (!condition) return;
  if (stored) rc.views.add(stored);
  if (!matches(stored ? asSeen(rc, stored) : {}, condition as Predicate)) throw conditionFailed('The conditional request failed');
}

/** May the caller see this row: their clinic, a kind they may read, a module switched on. */
export function readable(rc: RuleContext, item: StoredItem): boolean {
  if (item.ClinicID !== rc.caller.clinicId || !can(rc.caller, 'read', item)) return false;
  try {
    if (isEntityType(item.EntityType)) assertModuleEnabled(() => rc.modules, rc.caller.clinicId, item.EntityType);
    return true;
  } catch {
    return false;
  }
}

export function authorize(rc: RuleContext, action: Action, item: Pick<StoredItem, 'id' | 'EntityType'>, fields: string[] = []): void {
  const kind = assertKind(item.EntityType);
  if (!can(rc.caller, action, item)) throw forbidden(action, kind);
  const denied = fields.filter((field) => !can(rc.caller, action, item, [field]));
  if (denied.length) throw forbidden(action, kind, denied);
  assertModuleEnabled(() => rc.modules, rc.caller.clinicId, kind);
}

/** The stored row if the caller may see it; a row of another clinic, kind or module is as missing. */
export function visibleRow(rc: RuleContext, item: StoredItem | undefined): StoredItem | undefined {
  return item && readable(rc, item) ? item : undefined;
}

/** A page as a list answers it: the rows shown (for the access log) and each as the caller sees it. */
export interface PageRows {
  shown: StoredItem[];
  items: Record<string, unknown>[];
}

/**
 * A page of rows read from the store: DynamoDB semantics, `limit` bounds the rows read and the
 * filter then drops rows. The filter sees each row as the caller does (hidden fields null),
 * though it may not name them anyway; every row it is evaluated on is a view (whether it
 * matched tells what the row holds), as is every row shown.
 */
export function pageItems(rc: RuleContext, rows: readonly StoredItem[], filter: unknown): PageRows {
  const page: PageRows = { shown: [], items: [] };
  for (const row of rows) {
    if (!readable(rc, row)) continue;
    const visible = present(rc, row);
    if (!matches(visible, filter as Predicate | undefined)) continue;
    page.shown.push(row);
    page.items.push(visible);
  }
  return page;
}

/**
 * Checks a `listEMRS` scan: its filter may name no field the caller reads in no kind at all
 * (a field hidden in some kinds only is null in those rows as the filter sees them).
 */
export function authorizeScan(rc: RuleContext, args: Args): void {
  assertPredicateReadable(args['filter'], hiddenInEveryKind(rc.caller, rc.modelFields), 'filter');
}

/** The fields of one index query (`listByGSI<n>`, `GSI<n>PK`, `GSI<n>SK`). */
export interface IndexFields {
  queryField: string;
  pkField: string;
  skField?: string | undefined;
}

/**
 * Checks an index query: its partition key must start with the caller's clinic and name a
 * record kind the caller may read (every partition holds one kind: its second key segment),
 * the index's keys may not be built from a field the caller may not read (a directory reader
 * lists staff by name, though the key field itself is not in the directory), nor its filter
 * name one; whoever reads only the staff directory lists User rows by name only (index 1).
 * Returns the partition key.
 */
export function authorizeIndexQuery(rc: RuleContext, index: IndexFields, args: Args): string {
  const pk = args[index.pkField];
  if (typeof pk !== 'string' || pk === '') throw new AppError(ERROR_TYPES.badRequest, `${index.pkField} is required`);
  const [clinic, kind] = pk.split('#');
  if (clinic !== rc.caller.clinicId) {
    throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: partition keys start with your own clinic id');
  }
  if (!isEntityType(kind)) throw new AppError(ERROR_TYPES.badRequest, `${index.pkField} does not name a record kind: build it with the domain key builders`);
  authorize(rc, 'read', { id: '', EntityType: kind });
  const hidden = hiddenOf(rc, { id: '', EntityType: kind });
  if ((indexKeySources(kind)[index.pkField as GsiField] ?? []).some((field) => hidden.has(field))) {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: ${index.queryField} of ${kind} records is keyed on fields your role may not read`);
  }
  if (kind === 'User' && index.queryField !== 'listByGSI1' && !readsStaffRecords(rc.caller)) {
    throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: the staff directory is listed by name only (listByGSI1)');
  }
  assertPredicateReadable(args['filter'], hidden, 'filter');
  return pk;
}

/** A code a row holds that must be unique in its clinic: an index slot whose sort key is the code itself (`UNIQUE_SLOTS`). */
export interface UniqueCode {
  index: GsiNumber;
  pk: string;
  sk: string;
  /** The field the code comes from, named in a refusal. */
  field: string;
}

/** The unique codes a row holds (PatientID, e-mail, claim number, PaymentID, PaymentPlanID, a claim's care month). */
export function uniqueCodes(item: StoredItem): UniqueCode[] {
  return Object.entries(UNIQUE_SLOTS[item.EntityType as EntityType] ?? {}).flatMap(([n, field]) => {
    const [pk, sk] = [item[`GSI${n}PK`], item[`GSI${n}SK`]];
    return typeof pk === 'string' && typeof sk === 'string' ? [{ index: Number(n) as GsiNumber, pk, sk, field }] : [];
  });
}

/** The refusal of a row whose code another row of the clinic holds. */
export function codeInUse(item: StoredItem, code: UniqueCode): AppError {
  if (code.field === 'CareMonth') {
    const message = `CareMonth: ${String(item['CareMonth'])} of patient ${String(item['PatientID'])} is billed already (closed once)`;
    return new AppError(ERROR_TYPES.validation, message, { CareMonth: 'Already billed' });
  }
  if (code.field === 'Reverses') {
    return new AppError(ERROR_TYPES.validation, 'Reverses: This posting was already reversed', { Reverses: 'This posting was already reversed' });
  }
  if (item.EntityType === 'FeeScheduleEntry') {
    const message = `Code: the fee schedule already has an active entry for ${code.sk.replaceAll('%23', '#')} (edit it, or retire it first)`;
    return new AppError(ERROR_TYPES.validation, message, { CPTCode: 'An active entry has this code' });
  }
  return new AppError(ERROR_TYPES.validation, `The identifier ${code.sk.replaceAll('%23', '#')} is already used by another ${item.EntityType} record`, { [code.field]: 'Already in use' });
}

/**
 * Plans a change the server makes on a caller's behalf (user administration): same version
 * bump as an update, without the field-level role check.
 */
export function planSystemUpdate(existing: StoredItem, changes: Args, now: string): StoredItem {
  const kind = assertKind(existing.EntityType);
  const item = buildItem({
    id: existing.id, clinicId: existing.ClinicID, kind, fields: { ...existing, ...changes }, version: existing.Version + 1, createdAt: existing.createdAt, updatedAt: now,
  });
  assertValidRecord(kind, item, existing);
  return item;
}

/** Plans a row the server creates on a caller's behalf (a staff member's User row), attributed to the caller. */
export function planSystemCreate(caller: Caller, kind: EntityType, id: string, fields: Args, now: string): StoredItem {
  const item = buildItem({ id, clinicId: caller.clinicId, kind, fields: withAttribution(undefined, fields, historyContext(caller, now)), version: 1, createdAt: now, updatedAt: now });
  assertValidRecord(kind, item);
  return item;
}
