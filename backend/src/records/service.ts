/**
 * The record operations behind the GraphQL API, with AppSync/DynamoDB semantics and every
 * rule enforced here: tenant, role (CASL), module switches, validation, derived index keys,
 * optimistic concurrency on `Version`, server-owned attribution, an audit entry per change
 * and an access-log entry per view. A row the caller may not read answers exactly as a
 * missing one; filters and conditions may name only fields the caller may read.
 */
import { randomUUID } from 'node:crypto';
import {
  ATTRIBUTION_FIELDS,
  AppError,
  ERROR_TYPES,
  type EntityType,
  GSI_FIELDS,
  type GsiField,
  type GsiNumber,
  HISTORY_FIELDS,
  type HistoryContext,
  type ModuleKey,
  indexKeySources,
  isEntityType,
  nextPatientId,
  pk as pkOf,
  withAttribution,
  withHistory,
} from '@emr/domain';
import { validateRecord } from '@emr/domain/schemas';
import type { Db } from '../db/database.ts';
import { type Predicate, matches, predicateFields } from '../graphql/predicate.ts';
import type { PageTokenCodec } from '../graphql/pageToken.ts';
import type { IndexInfo } from '../graphql/schema.ts';
import { type Action, type Caller, assertKind, assertModuleEnabled, can, forbidden, hiddenFields, hiddenInEveryKind, readsStaffRecords } from './access.ts';
import type { AccessLog } from './accessLog.ts';
import { auditEntry, diff } from './audit.ts';
import { createClinicalRules } from './clinicalRules.ts';
import { buildItem } from './item.ts';
import type { KeyCondition, RecordStore, StoredItem } from './store.ts';

type Args = Record<string, unknown>;

export interface RecordServiceOptions {
  db: Db;
  store: RecordStore;
  tokens: PageTokenCodec;
  /** Every field of the model (from the introspection), for field-level read checks. */
  modelFields: readonly string[];
  now?: () => Date;
  /** Called inside the transaction when a User record's Role or Status changes, to keep the user pool in step. */
  onUserChange?: (before: StoredItem, after: StoredItem) => void;
  /** Where views of a patient's records are logged. */
  accessLog?: AccessLog;
}

export interface Page {
  items: Record<string, unknown>[];
  nextToken: string | null;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
/** Fields only the server writes; a value sent for them is refused. */
const SECRET_FIELDS = ['PasswordHash', 'ResetToken'];
/** The field whose value is each kind's code in index 6. */
const CODE_FIELD: Record<string, string> = { Patient: 'PatientID', User: 'Email', Claim: 'Claim', Payment: 'PaymentID', PaymentPlan: 'PaymentPlanID' };
/** Fields that never change after create: changing them would move the row to another tenant, kind or chart, or rewrite who wrote it and when. */
const IMMUTABLE: Record<string, readonly string[]> = { Patient: ['PatientID'] };
const ALWAYS_IMMUTABLE = ['EntityType', 'ClinicID', ...ATTRIBUTION_FIELDS];
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

const conditionFailed = (message: string) => new AppError(ERROR_TYPES.conditionFailed, message);
/** The one answer for a row that does not exist and for a row the caller may not see. */
const noSuchRecord = (id: string) => conditionFailed(`No record with id ${id}: it may have been deleted`);

/**
 * A filter or condition may name only fields the caller may read: otherwise its outcome would
 * tell what a hidden field holds. Refused before any row is read, so the answer never depends on the data.
 */
function assertPredicateReadable(predicate: Predicate | undefined, hidden: ReadonlySet<string>, what: 'filter' | 'condition'): void {
  if (!predicate) return;
  const named = [...predicateFields(predicate)].filter((field) => hidden.has(field));
  if (named.length) {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: the ${what} names fields your role may not read (${named.sort().join(', ')}). Filter only on fields you can see.`);
  }
}

function pageLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_LIMIT;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_LIMIT) {
    throw new AppError(ERROR_TYPES.badRequest, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  return value as number;
}

function keyCondition(value: unknown): KeyCondition | undefined {
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
  return { [op]: operand } as KeyCondition;
}

export function createRecordService(opts: RecordServiceOptions) {
  const { db, store, tokens, modelFields } = opts;
  const now = opts.now ?? (() => new Date());
  const clinicModules = new Map<string, readonly ModuleKey[] | null>();
  const hiddenOf = (caller: Caller, item: Pick<StoredItem, 'id' | 'EntityType'>) => new Set(hiddenFields(caller, item, modelFields));
  const historyContext = (caller: Caller, at: string): HistoryContext => ({ by: caller.sub, name: caller.name || caller.email, at });
  const clinical = createClinicalRules(store);

  function modulesOf(clinicId: string): readonly ModuleKey[] | null {
    if (!clinicModules.has(clinicId)) {
      const clinic = store.get(clinicId, clinicId);
      const enabled = clinic?.EntityType === 'Clinic' && Array.isArray(clinic['EnabledModules']) ? (clinic['EnabledModules'] as ModuleKey[]) : null;
      clinicModules.set(clinicId, enabled);
    }
    return clinicModules.get(clinicId) ?? null;
  }

  /** The row as this caller may see it: fields their role may not read are null. */
  function present(caller: Caller, item: StoredItem): Record<string, unknown> {
    const hidden = hiddenFields(caller, item, modelFields);
    if (hidden.length === 0) return item;
    const copy: Record<string, unknown> = { ...item };
    for (const field of hidden) copy[field] = null;
    return copy;
  }

  function readable(caller: Caller, item: StoredItem): boolean {
    if (item.ClinicID !== caller.clinicId || !can(caller, 'read', item)) return false;
    const module = isEntityType(item.EntityType) ? item.EntityType : undefined;
    try {
      if (module) assertModuleEnabled(modulesOf, caller.clinicId, module);
      return true;
    } catch {
      return false;
    }
  }

  function authorize(caller: Caller, action: Action, item: Pick<StoredItem, 'id' | 'EntityType'>, fields: string[] = []): void {
    const kind = assertKind(item.EntityType);
    if (!can(caller, action, item)) throw forbidden(action, kind);
    const denied = fields.filter((field) => !can(caller, action, item, [field]));
    if (denied.length) throw forbidden(action, kind, denied);
    assertModuleEnabled(modulesOf, caller.clinicId, kind);
  }

  function validate(kind: EntityType, record: Record<string, unknown>): void {
    const problems = validateRecord(kind, record);
    if (problems) {
      const summary = Object.entries(problems).map(([field, message]) => `${field}: ${message}`).join('; ');
      throw new AppError(ERROR_TYPES.validation, `The ${kind} record is not valid: ${summary}`, problems);
    }
  }

  /** Index keys are derived by the server; a client that sends others is refused (they would not be the keys stored). */
  function checkSentKeys(input: Args, item: StoredItem): void {
    for (const field of GSI_FIELDS) {
      if (input[field] !== undefined && input[field] !== null && input[field] !== item[field]) {
        throw new AppError(ERROR_TYPES.badRequest, `${field} is derived from the record's fields (expected ${JSON.stringify(item[field] ?? null)}); use the domain key builders`);
      }
    }
  }

  function refuseSecrets(input: Args): void {
    const sent = SECRET_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null);
    if (sent.length) throw new AppError(ERROR_TYPES.validation, `${sent.join(', ')} cannot be stored: passwords and reset tokens live only in the user pool`);
  }

  /** Codes in index 6 (PatientID, e-mail, claim number, PaymentID, PaymentPlanID) are unique in a clinic. */
  function assertUniqueCode(item: StoredItem): void {
    const [pkValue, sk] = [item['GSI6PK'], item['GSI6SK']];
    if (typeof pkValue !== 'string' || typeof sk !== 'string') return;
    const clash = store.queryIndex({ index: 6, pk: pkValue, sk: { eq: sk }, descending: false, limit: 2 }).some((row) => row.id !== item.id);
    if (clash) {
      throw new AppError(ERROR_TYPES.validation, `The identifier ${sk.replaceAll('%23', '#')} is already used by another ${item.EntityType} record`, {
        [CODE_FIELD[item.EntityType] ?? 'id']: 'Already in use',
      });
    }
  }

  /** The row with this id if the caller may see it: of their clinic, of a kind their role reads, of a module switched on. */
  function visibleRow(caller: Caller, id: string): StoredItem | undefined {
    const item = store.get(caller.clinicId, id);
    return item && readable(caller, item) ? item : undefined;
  }

  /** The clinic's next PatientID (called inside the create's synchronous transaction, so two creates never get the same). */
  function assignPatientId(clinicId: string): string {
    const highest = store
      .queryIndex({ index: 6, pk: pkOf.code(clinicId, 'Patient'), descending: true, limit: 50 })
      .map((row) => String(row['PatientID'] ?? ''))
      .find((code) => /\d$/.test(code));
    return nextPatientId(highest, clinicId);
  }

  function page(caller: Caller, rows: StoredItem[], limit: number, filter: Predicate | undefined, token: (last: StoredItem) => string): Page {
    // DynamoDB semantics: `limit` bounds the rows read; the filter then drops rows from that page.
    // It sees each row as the caller does (hidden fields null), though it may not name them anyway.
    const shown: StoredItem[] = [];
    const items: Record<string, unknown>[] = [];
    for (const row of rows) {
      if (!readable(caller, row)) continue;
      const visible = present(caller, row);
      if (!matches(visible, filter)) continue;
      shown.push(row);
      items.push(visible);
    }
    opts.accessLog?.record(caller, shown);
    const last = rows.at(-1);
    return { items, nextToken: rows.length === limit && last ? token(last) : null };
  }

  const service = {
    modulesOf,

    get(caller: Caller, id: string): Record<string, unknown> | null {
      const item = visibleRow(caller, id);
      if (!item) return null;
      opts.accessLog?.record(caller, [item]);
      return present(caller, item);
    },

    /** `listEMRS`: a scan of the caller's clinic in id order. */
    list(caller: Caller, args: Args): Page {
      const limit = pageLimit(args['limit']);
      assertPredicateReadable(args['filter'] as Predicate | undefined, hiddenInEveryKind(caller, modelFields), 'filter');
      const scope = `scan|${caller.clinicId}`;
      const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']).id : undefined;
      const rows = store.scan(caller.clinicId, limit, after);
      return page(caller, rows, limit, args['filter'] as Predicate | undefined, (last) => tokens.encode(scope, { sk: '', id: last.id }));
    },

    listByIndex(caller: Caller, index: IndexInfo, args: Args): Page {
      const n = Number(index.queryField.replace('listByGSI', '')) as GsiNumber;
      const pk = args[index.pkField];
      if (typeof pk !== 'string' || pk === '') throw new AppError(ERROR_TYPES.badRequest, `${index.pkField} is required`);
      const [clinic, kind] = pk.split('#');
      if (clinic !== caller.clinicId) {
        throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: partition keys start with your own clinic id');
      }
      if (!isEntityType(kind)) throw new AppError(ERROR_TYPES.badRequest, `${index.pkField} does not name a record kind: build it with the domain key builders`);
      authorize(caller, 'read', { id: '', EntityType: kind });
      const hidden = hiddenOf(caller, { id: '', EntityType: kind });
      // the query is as readable as the fields its keys are built from (a directory reader lists staff by name)
      if ((indexKeySources(kind)[index.pkField as GsiField] ?? []).some((field) => hidden.has(field))) {
        throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: ${index.queryField} of ${kind} records is keyed on fields your role may not read`);
      }
      if (kind === 'User' && n !== 1 && !readsStaffRecords(caller)) {
        throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: the staff directory is listed by name only (listByGSI1)');
      }
      assertPredicateReadable(args['filter'] as Predicate | undefined, hidden, 'filter');
      const sk = index.skField ? keyCondition(args[index.skField]) : undefined;
      const descending = args['sortDirection'] === 'DESC';
      const limit = pageLimit(args['limit']);
      const scope = `${index.queryField}|${pk}|${JSON.stringify(sk ?? null)}|${descending ? 'D' : 'A'}`;
      const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']) : undefined;
      const rows = store.queryIndex({ index: n, pk, sk, descending, limit, after });
      return page(caller, rows, limit, args['filter'] as Predicate | undefined, (last) =>
        tokens.encode(scope, { sk: String(last[`GSI${n}SK`]), id: last.id }),
      );
    },

    create(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      const kind = assertKind(input['EntityType']);
      if (kind === 'User') {
        throw new AppError(ERROR_TYPES.validation, 'Staff accounts are created with adminCreateUser, which also creates their sign-in');
      }
      refuseSecrets(input);
      if (input['ClinicID'] !== undefined && input['ClinicID'] !== null && input['ClinicID'] !== caller.clinicId) {
        throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: records can only be created in your own clinic');
      }
      const historyField = HISTORY_FIELDS[kind];
      if (historyField) {
        input = { ...input };
        delete input[historyField];
      }
      const id = input['id'] === undefined || input['id'] === null ? randomUUID() : String(input['id']);
      if (!ID_PATTERN.test(id)) throw new AppError(ERROR_TYPES.badRequest, 'id may hold letters, digits and . _ : - (at most 128)');
      const fields = Object.keys(input).filter((f) => f !== 'id' && !GSI_FIELDS.includes(f as never) && !ATTRIBUTION_FIELDS.includes(f as never) && input[f] !== null);
      authorize(caller, 'create', { id, EntityType: kind }, fields);
      assertPredicateReadable(condition, hiddenOf(caller, { id, EntityType: kind }), 'condition');
      const stamp = now().toISOString();
      let fieldValues: Args = { ...input, Version: undefined };
      if (kind === 'Patient' && (fieldValues['PatientID'] === undefined || fieldValues['PatientID'] === null || fieldValues['PatientID'] === '')) {
        fieldValues['PatientID'] = assignPatientId(caller.clinicId);
      }
      fieldValues = withHistory(kind, undefined, fieldValues, historyContext(caller, stamp));
      fieldValues = clinical.prepare(caller, kind, undefined, fieldValues, input, stamp);
      // keys the client sent are checked against its own fields; the stored ones carry the server's attribution
      checkSentKeys(input, buildItem({ id, clinicId: caller.clinicId, kind, fields: fieldValues, version: 1, createdAt: stamp, updatedAt: stamp }));
      fieldValues = withAttribution(undefined, fieldValues, historyContext(caller, stamp));
      const item = buildItem({ id, clinicId: caller.clinicId, kind, fields: fieldValues, version: 1, createdAt: stamp, updatedAt: stamp });
      validate(kind, item);
      if (condition && !matches({}, condition)) throw conditionFailed('The conditional request failed');
      db.transaction(() => {
        // ids are per clinic: only a row of the caller's own clinic can collide
        if (store.get(caller.clinicId, id)) throw conditionFailed(`A record with id ${id} already exists`);
        assertUniqueCode(item);
        store.insert(item);
        store.insert(auditEntry(caller, 'create', item, diff(undefined, item), stamp));
        clinical.afterWrite(caller, kind, item, (rowId, changes) => service.systemUpdate(caller, rowId, changes, 'update'));
      })();
      if (kind === 'Clinic') clinicModules.delete(id);
      return present(caller, item);
    },

    update(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      const id = String(input['id']);
      const existing = visibleRow(caller, id);
      if (!existing) throw noSuchRecord(id);
      const kind = assertKind(existing.EntityType);
      assertPredicateReadable(condition, hiddenOf(caller, existing), 'condition');
      refuseSecrets(input);
      for (const field of [...ALWAYS_IMMUTABLE, ...(IMMUTABLE[kind] ?? [])]) {
        if (input[field] !== undefined && input[field] !== null && input[field] !== existing[field]) {
          const why = (ATTRIBUTION_FIELDS as readonly string[]).includes(field) ? ': the server records who created a record and when' : '';
          throw new AppError(ERROR_TYPES.validation, `${field} of a record cannot change${why}`, { [field]: 'Cannot change' });
        }
      }
      if (kind === 'User' && input['Email'] !== undefined && input['Email'] !== existing['Email']) {
        throw new AppError(ERROR_TYPES.validation, 'The e-mail of a staff account is its sign-in name and cannot change here');
      }
      const version = input['Version'];
      if (!Number.isInteger(version)) {
        throw new AppError(ERROR_TYPES.validation, 'Version is required on update: send the Version of the record you edited', { Version: 'Required' });
      }
      if (version !== existing.Version) {
        throw new AppError(
          ERROR_TYPES.conflict,
          `This ${kind} record was changed by someone else after you opened it (you edited version ${version}, it is now at version ${existing.Version}). Reload it and apply your change again.`,
        );
      }
      const historyField = HISTORY_FIELDS[kind];
      const sent: Record<string, unknown> = { ...existing };
      for (const [field, value] of Object.entries(input)) {
        if (field === 'id' || field === 'Version' || field === historyField || GSI_FIELDS.includes(field as never)) continue;
        sent[field] = value;
      }
      const changed = diff(existing, sent).map((c) => c.field);
      authorize(caller, 'update', existing, changed);
      const stamp = now().toISOString();
      const merged = withAttribution(
        existing,
        clinical.prepare(caller, kind, existing, withHistory(kind, existing, sent, historyContext(caller, stamp)), input, stamp),
        historyContext(caller, stamp),
      );
      const item = buildItem({ id, clinicId: caller.clinicId, kind, fields: merged, version: existing.Version + 1, createdAt: existing.createdAt, updatedAt: stamp });
      checkSentKeys(input, item);
      validate(kind, item);
      if (condition && !matches(present(caller, existing), condition)) throw conditionFailed('The conditional request failed');
      db.transaction(() => {
        assertUniqueCode(item);
        if (!store.replace(item, existing.Version)) {
          throw new AppError(ERROR_TYPES.conflict, `This ${kind} record was changed by someone else at the same moment. Reload it and apply your change again.`);
        }
        if (kind === 'User') opts.onUserChange?.(existing, item);
        store.insert(auditEntry(caller, 'update', item, diff(existing, item), stamp));
        clinical.afterWrite(caller, kind, item, (rowId, changes) => service.systemUpdate(caller, rowId, changes, 'update'));
      })();
      if (kind === 'Clinic') clinicModules.delete(id);
      return present(caller, item);
    },

    delete(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      const id = String(input['id']);
      const existing = visibleRow(caller, id);
      if (!existing) throw noSuchRecord(id);
      assertPredicateReadable(condition, hiddenOf(caller, existing), 'condition');
      authorize(caller, 'delete', existing);
      if (condition && !matches(present(caller, existing), condition)) throw conditionFailed('The conditional request failed');
      const stamp = now().toISOString();
      db.transaction(() => {
        store.delete(caller.clinicId, id);
        store.insert(auditEntry(caller, 'delete', existing, diff(existing, undefined), stamp));
      })();
      return present(caller, existing);
    },

    /**
     * Applies a change the server makes on a caller's behalf (user administration): same
     * version bump and audit as an update, without the field-level role check.
     */
    systemUpdate(caller: Caller, id: string, changes: Args, log: string): StoredItem {
      const existing = store.get(caller.clinicId, id);
      if (!existing) throw new AppError(ERROR_TYPES.notFound, `No record with id ${id}`);
      const kind = assertKind(existing.EntityType);
      const stamp = now().toISOString();
      const item = buildItem({ id, clinicId: existing.ClinicID, kind, fields: { ...existing, ...changes }, version: existing.Version + 1, createdAt: existing.createdAt, updatedAt: stamp });
      validate(kind, item);
      if (!store.replace(item, existing.Version)) throw new AppError(ERROR_TYPES.conflict, 'The record changed at the same moment; try again');
      store.insert(auditEntry(caller, log, item, diff(existing, item), stamp));
      return item;
    },

    /** Inserts a record the server creates on a caller's behalf, with its audit entry. */
    systemCreate(caller: Caller, kind: EntityType, id: string, fields: Args, log = 'create'): StoredItem {
      const stamp = now().toISOString();
      const item = buildItem({ id, clinicId: caller.clinicId, kind, fields: withAttribution(undefined, fields, historyContext(caller, stamp)), version: 1, createdAt: stamp, updatedAt: stamp });
      validate(kind, item);
      store.insert(item);
      store.insert(auditEntry(caller, log, item, diff(undefined, item), stamp));
      return item;
    },

    present,
  };
  return service;
}

export type RecordService = ReturnType<typeof createRecordService>;
